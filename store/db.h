#pragma once

// A thin RAII layer over the sqlite3 C API: one connection, cached prepared statements,
// IMMEDIATE transactions that roll back unless committed. Values only ever reach SQLite
// through bind(); SQL text comes from sql.h.

#include "core/expected.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>

struct sqlite3;
struct sqlite3_stmt;

namespace capstan::store {

class Db;

// A prepared statement borrowed from the connection's cache; reset and unbound when it goes.
class Statement final {
public:
    Statement(Db& db, sqlite3_stmt* stmt, int prepare_code);
    ~Statement();
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    // Parameters are 1-based, as in SQLite. A failed bind is reported by step().
    Statement& bind(int index, std::int64_t value);
    Statement& bind(int index, std::string_view text);

    // true: a row is ready; false: done. An error names the SQLite failure.
    Expected<bool> step();
    // For statements that return no rows of interest.
    Status run();

    [[nodiscard]] std::int64_t int64(int column) const;
    [[nodiscard]] std::string text(int column) const;
    // SQL NULL reads as NaN (a JSON null: a figure the writer could not determine).
    [[nodiscard]] double real(int column) const;

private:
    Db& db_;
    sqlite3_stmt* stmt_;
    int code_;   // first failure (prepare or bind), SQLITE_OK if none
};

class Db final {
public:
    // Immutable: read-only with no locking and no -wal/-shm, for a file not yet known to be ours.
    enum class Mode { Immutable, ReadOnly, ReadWrite, ReadWriteCreate };

    static Expected<std::unique_ptr<Db>> open(const std::string& path, Mode mode);
    ~Db();
    Db(const Db&) = delete;
    Db& operator=(const Db&) = delete;

    // `sql` must be a string literal from sql.h: the cache is keyed by its address.
    Statement prepare(const char* sql);
    // Statements without parameters (pragmas, DDL); several may be separated by ';'.
    Status exec(const char* sql);

    [[nodiscard]] std::int64_t last_insert_id() const;
    [[nodiscard]] int changes() const;
    [[nodiscard]] const std::string& path() const { return path_; }

    // An Error naming the library file, what was being done and SQLite's own message;
    // remembers the code for last_failure().
    [[nodiscard]] Error error(int code, std::string_view doing) const;
    // The primary result code of the last failure reported through error().
    [[nodiscard]] int last_failure() const { return last_failure_; }

private:
    Db(sqlite3* handle, std::string path) : handle_(handle), path_(std::move(path)) {}

    sqlite3* handle_;
    std::string path_;
    std::unordered_map<const char*, sqlite3_stmt*> cache_;
    mutable int last_failure_ = 0;
};

// BEGIN IMMEDIATE: takes the write lock up front, so a second writer waits (busy_timeout)
// instead of failing at its first write. Rolls back on destruction unless committed.
class Transaction final {
public:
    static Expected<std::unique_ptr<Transaction>> begin(Db& db);
    ~Transaction();
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;

    Status commit();

private:
    explicit Transaction(Db& db) : db_(db) {}
    Db& db_;
    bool open_ = true;
};

// Whether an SQLite result code means the file is not a sound database.
bool is_corruption(int code);
// SQLITE_NOTADB: the file is not an SQLite database at all.
bool is_not_a_database(int code);

} // namespace capstan::store
