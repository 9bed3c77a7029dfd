#pragma once
// Test support: reads back the entries of a ZIP of stored entries, by its central directory
// (as unzip does), so a test can check what ZipWriter and the deck wrote.
#include <QByteArray>
#include <QMap>
#include <QString>
#include <QtEndian>

namespace capstan::test {

struct ZipEntry final {
    QByteArray data;
    quint32 crc = 0;
    quint16 method = 0;
};

// Entries by name, in a QMap; empty when the archive is malformed.
inline QMap<QString, ZipEntry> read_zip(const QByteArray& zip, QStringList* order = nullptr)
{
    auto u16 = [&](qsizetype at) { return qFromLittleEndian<quint16>(zip.constData() + at); };
    auto u32 = [&](qsizetype at) { return qFromLittleEndian<quint32>(zip.constData() + at); };
    QMap<QString, ZipEntry> entries;
    const qsizetype end = zip.lastIndexOf(QByteArray("PK\x05\x06", 4));
    if (end < 0 || end + 22 > zip.size())
        return {};
    const quint16 count = u16(end + 10);
    qsizetype at = u32(end + 16);
    for (quint16 i = 0; i < count; ++i) {
        if (at + 46 > zip.size() || u32(at) != 0x02014b50)
            return {};
        ZipEntry entry;
        entry.method = u16(at + 10);
        entry.crc = u32(at + 16);
        const quint32 size = u32(at + 20);
        const quint16 name_length = u16(at + 28);
        const quint16 extra = u16(at + 30);
        const quint16 comment = u16(at + 32);
        const quint32 local = u32(at + 42);
        const QString name = QString::fromUtf8(zip.mid(at + 46, name_length));
        if (local + 30 > zip.size() || u32(local) != 0x04034b50)
            return {};
        const qsizetype data_at = local + 30 + u16(local + 26) + u16(local + 28);
        entry.data = zip.mid(data_at, size);
        entries.insert(name, entry);
        if (order)
            order->append(name);
        at += 46 + name_length + extra + comment;
    }
    return entries;
}

} // namespace capstan::test
