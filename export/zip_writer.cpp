#include "export/zip_writer.h"

#include <zip.h>

#include <memory>

namespace capstan::ui {

namespace {

struct ArchiveCloser final {
    void operator()(zip_t* archive) const { zip_discard(archive); }
};
struct SourceFreer final {
    void operator()(zip_source_t* source) const { zip_source_free(source); }
};

Error zip_failure(const char* what, zip_error_t* error)
{
    return Error{"deck", "", "a writable ZIP package", std::string(what) + ": " + zip_error_strerror(error)};
}

bool already_compressed(const QByteArray& name)
{
    return name.endsWith(".png") || name.endsWith(".jpg") || name.endsWith(".jpeg");
}

// Reads back the whole of a buffer source that libzip has written the archive into.
Expected<QByteArray> read_all(zip_source_t* source)
{
    zip_stat_t stat;
    zip_stat_init(&stat);
    if (zip_source_stat(source, &stat) < 0 || !(stat.valid & ZIP_STAT_SIZE))
        return zip_failure("size of the written archive", zip_source_error(source));
    if (zip_source_open(source) < 0)
        return zip_failure("reopen the written archive", zip_source_error(source));
    QByteArray bytes(qsizetype(stat.size), Qt::Uninitialized);
    const zip_int64_t read = zip_source_read(source, bytes.data(), stat.size);
    zip_source_close(source);
    if (read < 0 || zip_uint64_t(read) != stat.size)
        return zip_failure("read the written archive", zip_source_error(source));
    return bytes;
}

} // namespace

ZipWriter::ZipWriter(QDateTime modified)
    : modified_(std::move(modified))
{
}

void ZipWriter::add(const QString& name, const QByteArray& data)
{
    entries_.append({name.toUtf8(), data});
}

Expected<QByteArray> ZipWriter::finish() const
{
    zip_error_t error;
    zip_error_init(&error);
    std::unique_ptr<zip_source_t, SourceFreer> buffer(zip_source_buffer_create(nullptr, 0, 0, &error));
    if (!buffer)
        return zip_failure("create the archive buffer", &error);
    std::unique_ptr<zip_t, ArchiveCloser> archive(zip_open_from_source(buffer.get(), ZIP_TRUNCATE, &error));
    if (!archive)
        return zip_failure("open the archive buffer", &error);
    // zip_close() would free the buffer source with the archive; keep it to read the bytes back.
    zip_source_keep(buffer.get());
    // MS-DOS time has a two-second resolution and starts in 1980.
    const time_t mtime = time_t(std::max<qint64>(modified_.toSecsSinceEpoch(), 315532800));
    for (const Entry& entry : entries_) {
        // The entry's bytes stay in entries_ until zip_close() below has written them.
        zip_source_t* data = zip_source_buffer(archive.get(), entry.data.constData(), zip_uint64_t(entry.data.size()), 0);
        if (!data)
            return zip_failure("add an entry", zip_get_error(archive.get()));
        const zip_int64_t index = zip_file_add(archive.get(), entry.name.constData(), data, ZIP_FL_ENC_UTF_8);
        if (index < 0) {
            zip_source_free(data);
            return zip_failure("add an entry", zip_get_error(archive.get()));
        }
        const zip_uint64_t at = zip_uint64_t(index);
        const zip_int32_t method = already_compressed(entry.name) ? ZIP_CM_STORE : ZIP_CM_DEFLATE;
        if (zip_set_file_compression(archive.get(), at, method, 0) < 0 ||
            zip_file_set_mtime(archive.get(), at, mtime, 0) < 0)
            return zip_failure("set an entry's method or time", zip_get_error(archive.get()));
    }
    if (zip_close(archive.get()) < 0)
        return zip_failure("write the archive", zip_get_error(archive.get()));
    static_cast<void>(archive.release());   // zip_close() freed it
    return read_all(buffer.get());
}

} // namespace capstan::ui
