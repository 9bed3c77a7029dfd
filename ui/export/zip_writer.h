#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QDateTime>
#include <QString>
#include <QVector>

namespace capstan::ui {

// A ZIP archive of stored (uncompressed) entries, enough for an OOXML package: PKWARE
// APPNOTE 6.3 local headers, a central directory and its end record, CRC-32 per entry. PNGs
// are compressed already and the XML parts are small, so storing costs little; Qt has no
// public zip API and nothing is vendored. No ZIP64: an archive stays under 4 GiB and 65,535
// entries, some thousand times what a deck of a dozen slides needs.
class ZipWriter final {
public:
    explicit ZipWriter(QDateTime modified = QDateTime::currentDateTime());

    // Entry names are ASCII paths with '/' separators; each name once.
    void add(const QString& name, const QByteArray& data);
    [[nodiscard]] QByteArray finish() const;
    [[nodiscard]] qsizetype entryCount() const { return entries_.size(); }

    // CRC-32 as ZIP and PNG use it (ISO 3309, reflected polynomial 0xEDB88320).
    [[nodiscard]] static quint32 crc32(QByteArrayView data);

private:
    struct Entry final {
        QByteArray name;
        quint32 crc = 0;
        quint32 size = 0;
        quint32 offset = 0;
    };
    QVector<Entry> entries_;
    QByteArray body_;
    quint16 dosTime_ = 0;
    quint16 dosDate_ = 0;
};

} // namespace capstan::ui
