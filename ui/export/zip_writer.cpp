#include "zip_writer.h"

#include <QtEndian>

#include <array>

namespace capstan::ui {

namespace {

constexpr quint32 kLocalHeader = 0x04034b50;
constexpr quint32 kCentralHeader = 0x02014b50;
constexpr quint32 kEndOfCentralDirectory = 0x06054b50;
constexpr quint16 kVersion = 20;   // 2.0: the oldest reader that handles stored entries and folders

std::array<quint32, 256> make_crc_table()
{
    std::array<quint32, 256> table{};
    for (quint32 n = 0; n < 256; ++n) {
        quint32 c = n;
        for (int k = 0; k < 8; ++k)
            c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        table[n] = c;
    }
    return table;
}

void put16(QByteArray& out, quint16 value)
{
    char bytes[2];
    qToLittleEndian(value, bytes);
    out.append(bytes, 2);
}

void put32(QByteArray& out, quint32 value)
{
    char bytes[4];
    qToLittleEndian(value, bytes);
    out.append(bytes, 4);
}

} // namespace

ZipWriter::ZipWriter(QDateTime modified)
{
    // MS-DOS date and time: two-second resolution, years from 1980.
    const QDate date = modified.date();
    const QTime time = modified.time();
    const int year = std::max(date.year(), 1980);
    dosTime_ = quint16((time.hour() << 11) | (time.minute() << 5) | (time.second() / 2));
    dosDate_ = quint16(((year - 1980) << 9) | (date.month() << 5) | date.day());
}

quint32 ZipWriter::crc32(QByteArrayView data)
{
    static const std::array<quint32, 256> table = make_crc_table();
    quint32 crc = 0xFFFFFFFFu;
    for (const char byte : data)
        crc = table[(crc ^ quint8(byte)) & 0xFFu] ^ (crc >> 8);
    return crc ^ 0xFFFFFFFFu;
}

void ZipWriter::add(const QString& name, const QByteArray& data)
{
    Entry entry;
    entry.name = name.toUtf8();
    entry.crc = crc32(data);
    entry.size = quint32(data.size());
    entry.offset = quint32(body_.size());
    put32(body_, kLocalHeader);
    put16(body_, kVersion);
    put16(body_, 0);   // flags
    put16(body_, 0);   // method: stored
    put16(body_, dosTime_);
    put16(body_, dosDate_);
    put32(body_, entry.crc);
    put32(body_, entry.size);   // compressed size = size when stored
    put32(body_, entry.size);
    put16(body_, quint16(entry.name.size()));
    put16(body_, 0);   // extra field length
    body_.append(entry.name);
    body_.append(data);
    entries_.append(entry);
}

QByteArray ZipWriter::finish() const
{
    QByteArray out = body_;
    const auto directory_offset = quint32(out.size());
    for (const Entry& entry : entries_) {
        put32(out, kCentralHeader);
        put16(out, kVersion);   // made by: MS-DOS attributes, version 2.0
        put16(out, kVersion);
        put16(out, 0);
        put16(out, 0);
        put16(out, dosTime_);
        put16(out, dosDate_);
        put32(out, entry.crc);
        put32(out, entry.size);
        put32(out, entry.size);
        put16(out, quint16(entry.name.size()));
        put16(out, 0);   // extra
        put16(out, 0);   // comment
        put16(out, 0);   // disk number
        put16(out, 0);   // internal attributes
        put32(out, 0);   // external attributes
        put32(out, entry.offset);
        out.append(entry.name);
    }
    const auto directory_size = quint32(out.size()) - directory_offset;
    put32(out, kEndOfCentralDirectory);
    put16(out, 0);
    put16(out, 0);
    put16(out, quint16(entries_.size()));
    put16(out, quint16(entries_.size()));
    put32(out, directory_size);
    put32(out, directory_offset);
    put16(out, 0);   // comment length
    return out;
}

} // namespace capstan::ui
