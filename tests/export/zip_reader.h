#pragma once
// Test support: reads back every entry of a ZIP archive with libzip, checking each entry's
// CRC-32 as it reads, so a test sees exactly what an unzip would.
#include <QByteArray>
#include <QMap>
#include <QString>
#include <QStringList>

#include <zip.h>

namespace capstan::test {

struct ZipEntry final {
    QByteArray data;
    quint32 crc = 0;
    quint16 method = 0;
};

// Entries by name (order, when asked, as stored); empty when the archive is malformed or an
// entry's CRC does not match its bytes.
inline QMap<QString, ZipEntry> read_zip(const QByteArray& zip, QStringList* order = nullptr)
{
    zip_error_t error;
    zip_error_init(&error);
    zip_source_t* source = zip_source_buffer_create(zip.constData(), zip_uint64_t(zip.size()), 0, &error);
    if (!source)
        return {};
    zip_t* archive = zip_open_from_source(source, ZIP_RDONLY | ZIP_CHECKCONS, &error);
    if (!archive) {
        zip_source_free(source);
        return {};
    }
    QMap<QString, ZipEntry> entries;
    const zip_int64_t count = zip_get_num_entries(archive, 0);
    for (zip_int64_t i = 0; i < count; ++i) {
        zip_stat_t stat;
        if (zip_stat_index(archive, zip_uint64_t(i), 0, &stat) < 0)
            return {};
        ZipEntry entry;
        entry.crc = stat.crc;
        entry.method = quint16(stat.comp_method);
        entry.data.resize(qsizetype(stat.size));
        zip_file_t* file = zip_fopen_index(archive, zip_uint64_t(i), 0);
        if (!file)
            return {};
        const zip_int64_t read = stat.size ? zip_fread(file, entry.data.data(), stat.size) : 0;
        // zip_fclose reports a CRC mismatch once the whole entry has been read.
        if (zip_fclose(file) != 0 || read != zip_int64_t(stat.size))
            return {};
        const QString name = QString::fromUtf8(stat.name);
        entries.insert(name, entry);
        if (order)
            order->append(name);
    }
    zip_discard(archive);
    return entries;
}

} // namespace capstan::test
