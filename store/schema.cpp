#include "schema.h"

#include "db.h"
#include "library.h"
#include "sql.h"

namespace capstan::store {

Expected<int> schema_version(Db& db)
{
    Statement version = db.prepare(sql::kUserVersion);
    Expected<bool> row = version.step();
    if (!row)
        return row.error();
    if (!*row)
        return db.error(0, "reading the schema version");
    return static_cast<int>(version.int64(0));
}

Error newer_schema_error(const std::string& path, int found)
{
    return Error{path, "schema version " + std::to_string(found),
                 "schema versions up to " + std::to_string(kSchemaVersion),
                 "written by a newer Capstan; open it with that version (the file was not changed)"};
}

Expected<int> migrate(Db& db)
{
    // Cheap path first: an up-to-date library needs no write lock.
    Expected<int> current = schema_version(db);
    if (!current)
        return current.error();
    if (*current == kSchemaVersion)
        return *current;
    if (*current > kSchemaVersion)
        return newer_schema_error(db.path(), *current);

    Expected<std::unique_ptr<Transaction>> transaction = Transaction::begin(db);
    if (!transaction)
        return transaction.error();
    // Read again under the lock: another process may have migrated meanwhile.
    Expected<int> from = schema_version(db);
    if (!from)
        return from.error();
    if (*from > kSchemaVersion)
        return newer_schema_error(db.path(), *from);
    if (*from < 1)
        if (Status step = db.exec(sql::kMigrateTo1); !step)
            return step.error();
    if (*from < 2)
        if (Status step = db.exec(sql::kMigrateTo2); !step)
            return step.error();
    if (*from < 3)
        if (Status step = db.exec(sql::kMigrateTo3); !step)
            return step.error();
    if (*from < 4)
        if (Status step = db.exec(sql::kMigrateTo4); !step)
            return step.error();
    if (*from < 5)
        if (Status step = db.exec(sql::kMigrateTo5); !step)
            return step.error();
    if (Status done = (*transaction)->commit(); !done)
        return done.error();
    return *from;
}

} // namespace capstan::store
