// Opening a library: recognise the file from its header without SQLite (so a refused file is
// never written and gets no sidecar), inspect a Capstan library read-only, move a damaged one
// aside, create a new one atomically, then open, set the connection up and migrate.
#include "library.h"

#include "db.h"
#include "schema.h"
#include "sql.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <optional>
#include <random>

namespace capstan::store {

namespace {

struct FileId final {
    dev_t device = 0;
    ino_t inode = 0;
    bool operator==(const FileId&) const = default;
};

std::optional<FileId> file_id(const std::string& path)
{
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0)
        return std::nullopt;
    return FileId{info.st_dev, info.st_ino};
}

bool exists(const std::string& path)
{
    struct stat info {};
    return ::lstat(path.c_str(), &info) == 0;
}

// Why a file is judged damaged, in words for the user.
std::string damage(const Db& db, const Error& error)
{
    if (is_not_a_database(db.last_failure()))
        return "not an SQLite database";
    const auto colon = error.detail.rfind(": ");   // SQLite's own words follow the last colon
    return "damaged: " + (colon == std::string::npos ? error.detail : error.detail.substr(colon + 2));
}

struct Inspection final {
    int version = 0;
    bool corrupt = false;
    std::string reason;
};

// Read-only: a read-only connection never checkpoints or rewrites the file. It takes SQLite's
// locks like any reader, so another process writing meanwhile is never mistaken for damage.
Expected<Inspection> inspect(const std::string& path)
{
    Expected<std::unique_ptr<Db>> opened = Db::open(path, Db::Mode::ReadOnly);
    if (!opened)
        return opened.error();
    Db& db = **opened;
    Expected<int> version = schema_version(db);
    if (!version) {
        if (is_corruption(db.last_failure()))
            return Inspection{0, true, damage(db, version.error())};
        return version.error();
    }
    if (*version > kSchemaVersion)
        return Inspection{*version, false, {}};

    Statement check = db.prepare(sql::kQuickCheck);
    std::string first_problem;
    for (;;) {
        Expected<bool> row = check.step();
        if (!row) {
            if (is_corruption(db.last_failure()))
                return Inspection{*version, true, damage(db, row.error())};
            return row.error();
        }
        if (!*row)
            break;
        if (const std::string line = check.text(0); line != "ok" && first_problem.empty())
            first_problem = line;
    }
    if (!first_problem.empty())
        return Inspection{*version, true, "integrity check failed: " + first_problem};
    return Inspection{*version, false, {}};
}

std::string utc_stamp()
{
    const std::time_t now = std::time(nullptr);
    std::tm parts {};
    gmtime_r(&now, &parts);
    char text[32];
    std::strftime(text, sizeof text, "%Y%m%dT%H%M%SZ", &parts);
    return text;
}

// Renames the file (and its WAL, which must not be replayed into a fresh library) to
// "<path>.corrupt-<UTC time>[-N]"; the bytes are not touched.
Expected<std::string> move_aside(const std::string& path)
{
    const std::string stem = path + ".corrupt-" + utc_stamp();
    std::string target = stem;
    for (int n = 2; exists(target) || exists(target + "-wal"); ++n)
        target = stem + "-" + std::to_string(n);
    for (const char* suffix : {"-wal", "-shm"}) {
        const std::string side = path + suffix;
        if (exists(side) && std::rename(side.c_str(), (target + suffix).c_str()) != 0)
            return Error{side, "", "", "cannot move the damaged library's " + std::string(suffix + 1) + " file aside"};
    }
    if (std::rename(path.c_str(), target.c_str()) != 0)
        return Error{path, "", "", "the library is damaged and cannot be moved aside to " + target};
    return target;
}


// ---- Recognising a file before touching it ----

enum class Kind { Capstan, LegacyCapstan, Refused };

struct Recognition final {
    Kind kind = Kind::Refused;
    std::string reason;   // for Refused: what the file is, in the user's words
    int header_version = 0;   // PRAGMA user_version as the file's header holds it
};

constexpr char kSqliteMagic[16] = {'S', 'Q', 'L', 'i', 't', 'e', ' ', 'f', 'o', 'r', 'm', 'a', 't', ' ', '3', '\0'};

std::uint32_t big_endian32(const unsigned char* bytes)
{
    return (std::uint32_t(bytes[0]) << 24) | (std::uint32_t(bytes[1]) << 16) | (std::uint32_t(bytes[2]) << 8) |
           std::uint32_t(bytes[3]);
}

std::string hex32(std::uint32_t value)
{
    char text[16];
    std::snprintf(text, sizeof text, "0x%08x", value);
    return text;
}

Error refused(const std::string& path, const std::string& what)
{
    return Error{path, "", "a Capstan library", what + ", not a Capstan library; the file was not changed"};
}

// An SQLite file with application_id 0: an older Capstan's library has its tables. Opened
// immutable (no locks, no -wal or -shm), read-only.
Expected<bool> has_legacy_tables(const std::string& path)
{
    Expected<std::unique_ptr<Db>> opened = Db::open(path, Db::Mode::Immutable);
    if (!opened)
        return opened.error();
    // Schema versions 1 to 3 were written before the application id; 0 is nobody's library.
    Expected<int> version = schema_version(**opened);
    if (!version)
        return version.error();
    if (*version < 1 || *version > 3)
        return false;
    Statement tables = (*opened)->prepare(sql::kLegacyLibraryTables);
    Expected<bool> row = tables.step();
    if (!row)
        return row.error();
    return *row && tables.int64(0) == 3;
}

// The SQLite header (the first 100 bytes) says whether a file is a database and whose.
Expected<Recognition> recognise(const std::string& path)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return Error{path, "", "a readable Capstan library", std::string("cannot read it: ") + std::strerror(errno)};
    std::array<unsigned char, 100> header {};
    std::size_t got = 0;
    while (got < header.size()) {
        const ssize_t n = ::read(fd, header.data() + got, header.size() - got);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        got += std::size_t(n);
    }
    ::close(fd);
    if (got == 0)
        return Recognition{Kind::Refused, "an empty file"};
    if (got < header.size() || std::memcmp(header.data(), kSqliteMagic, sizeof kSqliteMagic) != 0)
        return Recognition{Kind::Refused, "not an SQLite database (a text, JSON or other file)"};
    const std::uint32_t application = big_endian32(header.data() + 68);
    if (application == sql::kApplicationId)
        return Recognition{Kind::Capstan, {}, static_cast<int>(big_endian32(header.data() + 60))};
    if (application != 0)
        return Recognition{Kind::Refused, "the SQLite database of another program (application_id " +
                                              hex32(application) + ")"};
    Expected<bool> legacy = has_legacy_tables(path);
    if (legacy && *legacy)
        return Recognition{Kind::LegacyCapstan, {}};
    return Recognition{Kind::Refused, "an SQLite database without Capstan's tables (another program's)"};
}

// ---- Creating a library: whole or not at all ----

// Builds a new library under a temporary name beside `path` and links it into place. If
// another process links its own first, that one is kept: both then open the same library.
Status create_library_file(const std::string& path)
{
    std::random_device entropy;
    const std::string temporary =
        path + ".creating-" + std::to_string(::getpid()) + "-" + std::to_string(entropy() & 0xffffff);
    {
        Expected<std::unique_ptr<Db>> fresh = Db::open(temporary, Db::Mode::ReadWriteCreate);
        if (!fresh) {
            ::unlink(temporary.c_str());
            return Error{path, "", "a path in a writable folder", "cannot create a library here (" +
                                                                       fresh.error().detail + ")"};
        }
        Status built = (*fresh)->exec(sql::kConnectionPragmas);
        if (built) {
            Expected<int> migrated = migrate(**fresh);
            if (!migrated)
                built = migrated.error();
        }
        if (!built) {
            fresh->reset();
            for (const char* suffix : {"", "-wal", "-shm"})
                ::unlink((temporary + suffix).c_str());
            return built.error();
        }
    }   // closed: the last connection checkpoints the WAL and removes -wal and -shm
    const bool linked = ::link(temporary.c_str(), path.c_str()) == 0;
    const int link_error = errno;
    if (!linked && link_error != EEXIST) {
        // A file system without hard links: a rename, which cannot refuse an existing target.
        if (!exists(path) && std::rename(temporary.c_str(), path.c_str()) == 0)
            return Ok{};
    }
    for (const char* suffix : {"", "-wal", "-shm"})
        ::unlink((temporary + suffix).c_str());
    if (!linked && link_error != EEXIST && !exists(path))
        return Error{path, "", "a path in a writable folder", std::string("cannot create a library here: ") +
                                                                   std::strerror(link_error)};
    return Ok{};
}

} // namespace

Library::Library(std::unique_ptr<Db> db, OpenReport report) : db_(std::move(db)), report_(std::move(report)) {}
Library::Library(Library&&) noexcept = default;
Library& Library::operator=(Library&&) noexcept = default;
Library::~Library() = default;

const std::string& Library::path() const
{
    return db_->path();
}

Expected<Library> Library::open(const std::string& path, OpenOptions options)
{
    if (path.empty())
        return Error{"library", "\"\"", "a file path", "no library path"};
    const bool writing = options.access == Access::ReadWrite;
    OpenReport report;
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0) {
        if (errno != ENOENT)
            return Error{path, "", "a readable Capstan library", std::string("cannot open it: ") + std::strerror(errno)};
        if (!writing || !options.create)
            return Error{path, "", "an existing Capstan library", "no such file"};
        if (Status created = create_library_file(path); !created)
            return created.error();
        report.created = true;
    } else if (S_ISDIR(info.st_mode)) {
        return refused(path, "a folder");
    } else if (!S_ISREG(info.st_mode)) {
        return refused(path, "not a regular file");
    }

    Expected<Recognition> recognition = recognise(path);
    if (!recognition)
        return recognition.error();
    if (recognition->kind == Kind::Refused)
        return refused(path, recognition->reason);
    // A newer Capstan's library is refused from its header, before SQLite opens it (which
    // would leave -wal and -shm files beside it).
    if (recognition->header_version > kSchemaVersion)
        return newer_schema_error(path, recognition->header_version);

    const std::optional<FileId> before = file_id(path);
    Expected<Inspection> inspection = inspect(path);
    if (!inspection)
        return inspection.error();
    if (inspection->version > kSchemaVersion)
        return newer_schema_error(path, inspection->version);
    if (inspection->corrupt) {
        if (!writing)
            return Error{path, "", "a sound Capstan library",
                         "the library is damaged (" + inspection->reason +
                             "); it was not changed. A command that saves moves it aside and starts a new one"};
        // Another process may have replaced the file with a fresh library meanwhile.
        if (file_id(path) != before)
            return Error{path, "", "", "the library changed while it was being checked; open it again"};
        Expected<std::string> moved = move_aside(path);
        if (!moved)
            return moved.error();
        report.corrupt_moved_to = std::move(*moved);
        report.corrupt_reason = std::move(inspection->reason);
        if (Status created = create_library_file(path); !created)
            return created.error();
        report.created = true;
    }

    const bool upgrade = inspection->version < kSchemaVersion && !inspection->corrupt;
    if (!writing && !upgrade) {
        Expected<std::unique_ptr<Db>> reader = Db::open(path, Db::Mode::ReadOnly);
        if (!reader)
            return reader.error();
        return Library(std::move(*reader), std::move(report));
    }
    // An older Capstan's library is upgraded even by a read: the upgrade adds to the file and
    // never changes what it holds, and the reading code knows only the current schema.
    Expected<std::unique_ptr<Db>> opened = Db::open(path, Db::Mode::ReadWrite);
    if (!opened)
        return opened.error();
    if (Status setup = (*opened)->exec(sql::kConnectionPragmas); !setup)
        return setup.error();
    Expected<int> from = migrate(**opened);
    if (!from)
        return from.error();
    if (*from > 0 && *from < kSchemaVersion)
        report.migrated_from = *from;
    if (!writing) {
        opened->reset();
        Expected<std::unique_ptr<Db>> reader = Db::open(path, Db::Mode::ReadOnly);
        if (!reader)
            return reader.error();
        return Library(std::move(*reader), std::move(report));
    }
    return Library(std::move(*opened), std::move(report));
}

} // namespace capstan::store
