#include "db.h"

#include "sql.h"

#include <sqlite3.h>

#include <cctype>
#include <limits>

namespace capstan::store {

namespace {

// A file path as the path of a file: URI (RFC 3986): unreserved characters and '/' as they are,
// everything else percent-encoded.
std::string uri_path(const std::string& path)
{
    static const char* const hex = "0123456789ABCDEF";
    std::string out;
    for (const char c : path) {
        const auto byte = static_cast<unsigned char>(c);
        if (std::isalnum(byte) || c == '/' || c == '-' || c == '_' || c == '.' || c == '~') {
            out += c;
        } else {
            out += '%';
            out += hex[byte >> 4];
            out += hex[byte & 0xf];
        }
    }
    return out;
}

} // namespace

Statement::Statement(Db& db, sqlite3_stmt* stmt, int prepare_code) : db_(db), stmt_(stmt), code_(prepare_code) {}

Statement::~Statement()
{
    if (stmt_ != nullptr) {
        sqlite3_reset(stmt_);
        sqlite3_clear_bindings(stmt_);
    }
}

Statement& Statement::bind(int index, std::int64_t value)
{
    if (code_ == SQLITE_OK)
        code_ = sqlite3_bind_int64(stmt_, index, value);
    return *this;
}

Statement& Statement::bind(int index, std::string_view text)
{
    if (code_ != SQLITE_OK)
        return *this;
    if (text.size() > static_cast<std::size_t>(std::numeric_limits<int>::max())) {
        code_ = SQLITE_TOOBIG;
        return *this;
    }
    // SQLITE_TRANSIENT: SQLite copies the bytes, so the caller's buffer may go away. A null
    // pointer would bind SQL NULL; an empty view is the empty string.
    code_ = sqlite3_bind_text(stmt_, index, text.data() == nullptr ? "" : text.data(), static_cast<int>(text.size()),
                              SQLITE_TRANSIENT);
    return *this;
}

Expected<bool> Statement::step()
{
    if (code_ != SQLITE_OK)
        return db_.error(code_, "preparing a statement");
    const int code = sqlite3_step(stmt_);
    if (code == SQLITE_ROW)
        return true;
    if (code == SQLITE_DONE)
        return false;
    return db_.error(code, "running a statement");
}

Status Statement::run()
{
    for (;;) {
        Expected<bool> row = step();
        if (!row)
            return row.error();
        if (!*row)
            return Ok{};
    }
}

std::int64_t Statement::int64(int column) const
{
    return sqlite3_column_int64(stmt_, column);
}

std::string Statement::text(int column) const
{
    const auto* bytes = reinterpret_cast<const char*>(sqlite3_column_text(stmt_, column));
    const int size = sqlite3_column_bytes(stmt_, column);
    return bytes == nullptr ? std::string() : std::string(bytes, static_cast<std::size_t>(size));
}

double Statement::real(int column) const
{
    if (sqlite3_column_type(stmt_, column) == SQLITE_NULL)
        return std::numeric_limits<double>::quiet_NaN();
    return sqlite3_column_double(stmt_, column);
}

Expected<std::unique_ptr<Db>> Db::open(const std::string& path, Mode mode)
{
    int flags = SQLITE_OPEN_NOMUTEX;
    std::string name = path;
    switch (mode) {
    case Mode::Immutable:
        // A URI, so the path is percent-encoded where URI syntax would misread it.
        flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI;
        name = "file:" + uri_path(path) + "?immutable=1";
        break;
    case Mode::ReadOnly:
        flags |= SQLITE_OPEN_READONLY;
        break;
    case Mode::ReadWrite:
        flags |= SQLITE_OPEN_READWRITE;
        break;
    case Mode::ReadWriteCreate:
        flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
        break;
    }
    sqlite3* handle = nullptr;
    const int code = sqlite3_open_v2(name.c_str(), &handle, flags, nullptr);
    std::unique_ptr<Db> db(new Db(handle, path));
    if (code != SQLITE_OK)
        return db->error(code, "cannot open the library");
    // A second process writing waits up to this long for the lock (SPEC 7: two windows).
    sqlite3_busy_timeout(handle, kBusyTimeoutMs);
    sqlite3_extended_result_codes(handle, 0);
    return db;
}

Db::~Db()
{
    for (auto& [sql, stmt] : cache_)
        sqlite3_finalize(stmt);
    sqlite3_close(handle_);
}

Statement Db::prepare(const char* sql)
{
    if (const auto found = cache_.find(sql); found != cache_.end())
        return Statement(*this, found->second, SQLITE_OK);
    sqlite3_stmt* stmt = nullptr;
    const int code = sqlite3_prepare_v3(handle_, sql, -1, SQLITE_PREPARE_PERSISTENT, &stmt, nullptr);
    if (code != SQLITE_OK || stmt == nullptr) {
        sqlite3_finalize(stmt);
        return Statement(*this, nullptr, code == SQLITE_OK ? SQLITE_MISUSE : code);
    }
    cache_.emplace(sql, stmt);
    return Statement(*this, stmt, SQLITE_OK);
}

Status Db::exec(const char* sql)
{
    char* message = nullptr;
    const int code = sqlite3_exec(handle_, sql, nullptr, nullptr, &message);
    sqlite3_free(message);
    if (code != SQLITE_OK)
        return error(code, "running a statement");
    return Ok{};
}

std::int64_t Db::last_insert_id() const
{
    return sqlite3_last_insert_rowid(handle_);
}

int Db::changes() const
{
    return sqlite3_changes(handle_);
}

Error Db::error(int code, std::string_view doing) const
{
    last_failure_ = code & 0xff;
    std::string detail(doing);
    const int extended = handle_ != nullptr ? sqlite3_extended_errcode(handle_) : code;
    if (extended == SQLITE_BUSY_SNAPSHOT)
        // A transaction that began by reading cannot write once another process has written
        // meanwhile; SQLite refuses at once, without waiting. Every write here begins IMMEDIATE,
        // so this names a bug rather than a slow peer.
        detail += ": another process wrote to the library after this transaction read it; nothing was saved";
    else if (last_failure_ == SQLITE_BUSY || last_failure_ == SQLITE_LOCKED)
        detail += ": the library is busy: another process kept it locked for more than " +
                  std::to_string(kBusyTimeoutMs / 1000) + " s; nothing was saved";
    else if (handle_ != nullptr && sqlite3_errcode(handle_) == code)
        detail += std::string(": ") + sqlite3_errmsg(handle_);
    else
        detail += std::string(": ") + sqlite3_errstr(code);
    return Error{path_, "", "", detail};
}

Expected<std::unique_ptr<Transaction>> Transaction::begin(Db& db)
{
    if (Status begun = db.exec(sql::kBeginImmediate); !begun)
        return begun.error();
    return std::unique_ptr<Transaction>(new Transaction(db));
}

Transaction::~Transaction()
{
    if (open_)
        (void)db_.exec(sql::kRollback);
}

Status Transaction::commit()
{
    Status done = db_.exec(sql::kCommit);
    if (done)
        open_ = false;
    return done;
}

bool is_corruption(int code)
{
    const int primary = code & 0xff;
    return primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB;
}

bool is_not_a_database(int code)
{
    return (code & 0xff) == SQLITE_NOTADB;
}

} // namespace capstan::store
