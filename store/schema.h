#pragma once

#include "core/expected.h"

#include <string>

namespace capstan::store {

class Db;

// PRAGMA user_version of the file; an error if it cannot be read.
Expected<int> schema_version(Db& db);

// Brings the schema up to kSchemaVersion: every missing step, in one IMMEDIATE transaction
// that rolls back whole if any step fails. Returns the version found (0: a new file).
// A version newer than this build's is an error and nothing is written.
Expected<int> migrate(Db& db);

// The error for a library written by a newer schema.
Error newer_schema_error(const std::string& path, int found);

} // namespace capstan::store
