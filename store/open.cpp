// Opening a library: inspect the file read-only (so a refused file is never written), move a
// damaged file aside, then open read-write, set the connection up and migrate.
#include "library.h"

#include "db.h"
#include "schema.h"
#include "sql.h"

#include <sys/stat.h>

#include <cstdio>
#include <ctime>
#include <optional>

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

// Read-only: a read-only connection never checkpoints or rewrites the file.
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

} // namespace

Library::Library(std::unique_ptr<Db> db, OpenReport report) : db_(std::move(db)), report_(std::move(report)) {}
Library::Library(Library&&) noexcept = default;
Library& Library::operator=(Library&&) noexcept = default;
Library::~Library() = default;

const std::string& Library::path() const
{
    return db_->path();
}

Expected<Library> Library::open(const std::string& path)
{
    if (path.empty())
        return Error{"library", "\"\"", "a file path", "no library path"};
    OpenReport report;
    if (const std::optional<FileId> before = file_id(path)) {
        Expected<Inspection> inspection = inspect(path);
        if (!inspection)
            return inspection.error();
        if (inspection->version > kSchemaVersion)
            return newer_schema_error(path, inspection->version);
        if (inspection->corrupt) {
            // Another process may have replaced the file with a fresh library meanwhile.
            if (file_id(path) != before)
                return Error{path, "", "", "the library changed while it was being checked; open it again"};
            Expected<std::string> moved = move_aside(path);
            if (!moved)
                return moved.error();
            report.corrupt_moved_to = std::move(*moved);
            report.corrupt_reason = std::move(inspection->reason);
        }
    }

    Expected<std::unique_ptr<Db>> opened = Db::open(path, Db::Mode::ReadWriteCreate);
    if (!opened)
        return opened.error();
    if (Status setup = (*opened)->exec(sql::kConnectionPragmas); !setup)
        return setup.error();
    Expected<int> from = migrate(**opened);
    if (!from)
        return from.error();
    report.created = *from == 0;
    if (*from > 0 && *from < kSchemaVersion)
        report.migrated_from = *from;
    return Library(std::move(*opened), std::move(report));
}

} // namespace capstan::store
