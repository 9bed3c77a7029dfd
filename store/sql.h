#pragma once

// Every SQL text of the library, and so every table and column name, lives in this file.
// Values are never spliced in: each ? is bound by Statement::bind().
//
// Tables (schema version 4; application_id 'CPST'):
//   scenarios(id, name UNIQUE, notes, created_ms, updated_ms)
//   revisions(id, scenario_id -> scenarios, number 1.., created_ms, message, body = scenario JSON)
//   tags(scenario_id -> scenarios, tag)
//   scenario_search: FTS5 over (name, tags, notes), rowid = scenarios.id, kept by triggers
//   profiles(id, name UNIQUE, created_ms, body = calibration profile JSON)
// Times are Unix milliseconds (UTC). Scenario ids are never reused (AUTOINCREMENT): the CLI
// and the UI show them, and a deleted scenario's id must not come to name another.

#include <cstdint>

namespace capstan::store {

inline constexpr int kBusyTimeoutMs = 5000;

namespace sql {

inline constexpr const char* kBeginImmediate = "BEGIN IMMEDIATE";
inline constexpr const char* kCommit = "COMMIT";
inline constexpr const char* kRollback = "ROLLBACK";

// Connection settings. WAL lets readers run beside one writer; synchronous=NORMAL in WAL
// mode keeps every committed transaction across a process crash (a power cut may lose the
// last few, never the file's integrity).
inline constexpr const char* kConnectionPragmas =
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON";
inline constexpr const char* kUserVersion = "PRAGMA user_version";
inline constexpr const char* kQuickCheck = "PRAGMA quick_check";

// ---- Migrations: each step is frozen once released; a new version adds a new step. ----

// Version 1: scenarios, their revisions and their tags.
inline constexpr const char* kMigrateTo1 = R"sql(
CREATE TABLE scenarios (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    name       TEXT    NOT NULL UNIQUE,
    created_ms INTEGER NOT NULL,
    updated_ms INTEGER NOT NULL
);
CREATE TABLE revisions (
    id          INTEGER PRIMARY KEY,
    scenario_id INTEGER NOT NULL REFERENCES scenarios(id) ON DELETE CASCADE,
    number      INTEGER NOT NULL,
    created_ms  INTEGER NOT NULL,
    body        TEXT    NOT NULL,
    UNIQUE (scenario_id, number)
);
CREATE TABLE tags (
    scenario_id INTEGER NOT NULL REFERENCES scenarios(id) ON DELETE CASCADE,
    tag         TEXT    NOT NULL,
    PRIMARY KEY (scenario_id, tag)
) WITHOUT ROWID;
PRAGMA user_version = 1;
)sql";

// Version 2: notes, revision messages, and full-text search over name, tags and notes.
inline constexpr const char* kMigrateTo2 = R"sql(
ALTER TABLE scenarios ADD COLUMN notes TEXT NOT NULL DEFAULT '';
ALTER TABLE revisions ADD COLUMN message TEXT NOT NULL DEFAULT '';
CREATE INDEX tags_by_tag ON tags(tag);
CREATE VIRTUAL TABLE scenario_search USING fts5(
    name, tags, notes, tokenize = 'unicode61 remove_diacritics 2');
INSERT INTO scenario_search (rowid, name, tags, notes)
    SELECT id, name, COALESCE((SELECT group_concat(tag, ' ') FROM tags WHERE scenario_id = scenarios.id), ''), notes
    FROM scenarios;
CREATE TRIGGER scenarios_search_insert AFTER INSERT ON scenarios BEGIN
    INSERT INTO scenario_search (rowid, name, tags, notes) VALUES (NEW.id, NEW.name, '', NEW.notes);
END;
CREATE TRIGGER scenarios_search_update AFTER UPDATE OF name, notes ON scenarios BEGIN
    UPDATE scenario_search SET name = NEW.name, notes = NEW.notes WHERE rowid = NEW.id;
END;
CREATE TRIGGER scenarios_search_delete AFTER DELETE ON scenarios BEGIN
    DELETE FROM scenario_search WHERE rowid = OLD.id;
END;
CREATE TRIGGER tags_search_insert AFTER INSERT ON tags BEGIN
    UPDATE scenario_search SET tags = (SELECT group_concat(tag, ' ') FROM tags WHERE scenario_id = NEW.scenario_id)
    WHERE rowid = NEW.scenario_id;
END;
CREATE TRIGGER tags_search_delete AFTER DELETE ON tags BEGIN
    UPDATE scenario_search
    SET tags = COALESCE((SELECT group_concat(tag, ' ') FROM tags WHERE scenario_id = OLD.scenario_id), '')
    WHERE rowid = OLD.scenario_id;
END;
PRAGMA user_version = 2;
)sql";

// Version 3: calibration profiles, each its JSON document (core/calibration/profile.h). A
// scenario names its profile in its own JSON, so deleting a profile leaves scenarios intact.
inline constexpr const char* kMigrateTo3 = R"sql(
CREATE TABLE profiles (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    name       TEXT    NOT NULL UNIQUE,
    created_ms INTEGER NOT NULL,
    body       TEXT    NOT NULL
);
PRAGMA user_version = 3;
)sql";

// Version 4: the file says whose it is. SQLite's application_id (header offset 68) is 'CPST'
// (0x43505354 = 1129337684), so Capstan knows its libraries and leaves every other file alone.
inline constexpr std::uint32_t kApplicationId = 0x43505354;
inline constexpr const char* kMigrateTo4 = R"sql(
PRAGMA application_id = 1129337684;
PRAGMA user_version = 4;
)sql";

// Version 5: the user's own GPUs and models, each in the catalog's JSON format (core/catalog_entry.h),
// by kind and id, so the workbench can pick them again.
inline constexpr const char* kMigrateTo5 = R"sql(
CREATE TABLE user_entries (
    kind     TEXT    NOT NULL CHECK (kind IN ('gpu', 'model')),
    id       TEXT    NOT NULL,
    saved_ms INTEGER NOT NULL,
    body     TEXT    NOT NULL,
    PRIMARY KEY (kind, id)
);
PRAGMA user_version = 5;
)sql";

// ---- The user's catalog entries ----
inline constexpr const char* kSaveUserEntry =
    "INSERT INTO user_entries (kind, id, saved_ms, body) VALUES (?1, ?2, ?3, ?4) "
    "ON CONFLICT (kind, id) DO UPDATE SET saved_ms = excluded.saved_ms, body = excluded.body";
inline constexpr const char* kListUserEntries = "SELECT id, body FROM user_entries WHERE kind = ?1 ORDER BY id";

// Is this SQLite file a library of an older Capstan (before version 4 wrote application_id)?
// Read with the file opened immutable: nothing is written, no sidecar file is made.
inline constexpr const char* kLegacyLibraryTables =
    "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name IN ('scenarios', 'revisions', 'tags')";

// ---- Scenarios ----
inline constexpr const char* kInsertScenario =
    "INSERT INTO scenarios (name, notes, created_ms, updated_ms) VALUES (?1, ?2, ?3, ?3)";
inline constexpr const char* kScenarioIdByName = "SELECT id FROM scenarios WHERE name = ?1";
inline constexpr const char* kScenarioExists = "SELECT 1 FROM scenarios WHERE id = ?1";
inline constexpr const char* kRenameScenario = "UPDATE scenarios SET name = ?2, updated_ms = ?3 WHERE id = ?1";
inline constexpr const char* kSetNotes = "UPDATE scenarios SET notes = ?2, updated_ms = ?3 WHERE id = ?1";
inline constexpr const char* kTouchScenario = "UPDATE scenarios SET updated_ms = ?2 WHERE id = ?1";
inline constexpr const char* kDeleteScenario = "DELETE FROM scenarios WHERE id = ?1";
inline constexpr const char* kListScenarios =
    "SELECT s.id, s.name, s.notes, s.updated_ms,"
    " (SELECT COUNT(*) FROM revisions r WHERE r.scenario_id = s.id)"
    " FROM scenarios s ORDER BY s.name";
inline constexpr const char* kOneScenario =
    "SELECT s.id, s.name, s.notes, s.updated_ms,"
    " (SELECT COUNT(*) FROM revisions r WHERE r.scenario_id = s.id)"
    " FROM scenarios s WHERE s.id = ?1";
// FTS5 match, best first; ?1 is an FTS5 query built by search.cpp from quoted phrases.
inline constexpr const char* kSearchScenarios =
    "SELECT s.id, s.name, s.notes, s.updated_ms,"
    " (SELECT COUNT(*) FROM revisions r WHERE r.scenario_id = s.id)"
    " FROM scenario_search f JOIN scenarios s ON s.id = f.rowid"
    " WHERE f.scenario_search MATCH ?1 ORDER BY f.rank, s.name";
// Fallback for text the FTS5 tokenizer drops (emoji, punctuation): a plain substring match.
inline constexpr const char* kSearchSubstring =
    "SELECT s.id, s.name, s.notes, s.updated_ms,"
    " (SELECT COUNT(*) FROM revisions r WHERE r.scenario_id = s.id)"
    " FROM scenarios s WHERE instr(s.name, ?1) > 0 OR instr(s.notes, ?1) > 0"
    " OR EXISTS (SELECT 1 FROM tags t WHERE t.scenario_id = s.id AND instr(t.tag, ?1) > 0)"
    " ORDER BY s.name";

// ---- Revisions ----
inline constexpr const char* kInsertRevision =
    "INSERT INTO revisions (scenario_id, number, created_ms, message, body)"
    " VALUES (?1, COALESCE((SELECT MAX(number) FROM revisions WHERE scenario_id = ?1), 0) + 1, ?2, ?3, ?4)"
    " RETURNING number";
inline constexpr const char* kHeadRevision =
    "SELECT number, body FROM revisions WHERE scenario_id = ?1 ORDER BY number DESC LIMIT 1";
inline constexpr const char* kRevision = "SELECT number, body FROM revisions WHERE scenario_id = ?1 AND number = ?2";
inline constexpr const char* kHistory =
    "SELECT number, created_ms, message FROM revisions WHERE scenario_id = ?1 ORDER BY number";

// ---- Tags ----
inline constexpr const char* kInsertTag = "INSERT OR IGNORE INTO tags (scenario_id, tag) VALUES (?1, ?2)";
inline constexpr const char* kDeleteTag = "DELETE FROM tags WHERE scenario_id = ?1 AND tag = ?2";
inline constexpr const char* kTagsOf = "SELECT tag FROM tags WHERE scenario_id = ?1 ORDER BY tag";
inline constexpr const char* kAllTags = "SELECT scenario_id, tag FROM tags ORDER BY scenario_id, tag";

// ---- Calibration profiles ----
inline constexpr const char* kInsertProfile = "INSERT INTO profiles (name, created_ms, body) VALUES (?1, ?2, ?3)";
inline constexpr const char* kReplaceProfile = "UPDATE profiles SET created_ms = ?2, body = ?3 WHERE name = ?1";
inline constexpr const char* kProfileExists = "SELECT 1 FROM profiles WHERE name = ?1";
inline constexpr const char* kProfileBody = "SELECT body FROM profiles WHERE name = ?1";
inline constexpr const char* kDeleteProfile = "DELETE FROM profiles WHERE name = ?1";
// The fit's summary is read from the stored document itself, so it cannot disagree with it.
inline constexpr const char* kListProfiles =
    "SELECT name, created_ms, json_extract(body, '$.fit.median_abs_error_before'),"
    " json_extract(body, '$.fit.median_abs_error_after'), json_array_length(body, '$.points')"
    " FROM profiles ORDER BY name";

} // namespace sql
} // namespace capstan::store
