#pragma once

#include "core/expected.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QVector>

namespace capstan::ui {

// A ZIP archive in memory, written by libzip: enough for an OOXML package. Entries keep the
// order they were added in ([Content_Types].xml first, as some readers sniff it); XML parts are
// deflated, PNGs (compressed already) are stored.
class ZipWriter final {
public:
    explicit ZipWriter(QDateTime modified = QDateTime::currentDateTime());

    // Entry names are paths with '/' separators; each name once.
    void add(const QString& name, const QByteArray& data);
    [[nodiscard]] qsizetype entryCount() const { return entries_.size(); }

    // The whole archive, or what libzip reported.
    [[nodiscard]] Expected<QByteArray> finish() const;

private:
    struct Entry final {
        QByteArray name;
        QByteArray data;
    };
    QVector<Entry> entries_;
    QDateTime modified_;
};

} // namespace capstan::ui
