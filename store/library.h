#pragma once

// The scenario library (SPEC 4): one SQLite file holding named scenarios, their tags and
// notes, every revision each save produced, and the calibration profiles scenarios apply. Pure C++ over the sqlite3 C API; the UI and
// the CLI word the errors and the open report.
//
// One Library per thread. Several processes may open the same file: writes wait for each
// other (WAL, busy_timeout 5 s) and every write is one transaction.

#include "core/calibration/profile.h"
#include "core/expected.h"
#include "core/scenario.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace capstan::store {

class Db;
class Statement;

// The schema this build writes; a file with a larger PRAGMA user_version is refused.
inline constexpr int kSchemaVersion = 5;

// What open() found and did, so the caller can say so.
struct OpenReport final {
    bool created = false;             // a new, empty library was created
    int migrated_from = -1;           // the schema version upgraded from; -1 if none
    std::string corrupt_moved_to;     // non-empty: the damaged file was renamed to this path
    std::string corrupt_reason;       // why it was judged damaged
};

struct ScenarioSummary final {
    std::int64_t id = 0;
    std::string name;
    std::vector<std::string> tags;    // sorted
    std::string notes;
    std::int64_t updated_ms = 0;      // Unix time, milliseconds
    int revisions = 0;
};

struct RevisionInfo final {
    int number = 0;                   // 1, 2, ... per scenario
    std::int64_t created_ms = 0;
    std::string message;              // e.g. "restored from revision 2"; may be empty
};

// One revision of a scenario, parsed. `json` is the stored scenario JSON (scenario_codec).
struct StoredScenario final {
    ScenarioSummary summary;
    int revision = 0;
    std::string json;
    Scenario scenario;                // scenario.name is the library name
};

struct ProfileSummary final {
    std::string name;
    std::int64_t created_ms = 0;          // when this version of the profile was saved
    double median_abs_error_before = 0;   // share, e.g. 0.12; NaN if the fit recorded none
    double median_abs_error_after = 0;
    int points = 0;                       // measured points the fit used
};

// What save_named() did.
struct SaveOutcome final {
    std::int64_t id = 0;
    int revision = 1;
    bool created = false;   // a new scenario (revision 1)
};

// How a command may use the library file.
enum class Access {
    ReadOnly,    // list, show, search, export: never creates, migrates, moves or writes anything
    ReadWrite,   // saves and edits: a damaged Capstan library is moved aside, an older one upgraded
};

struct OpenOptions final {
    Access access = Access::ReadWrite;
    // Whether a missing file may be created (ReadWrite only). The CLI allows it for the
    // default location and with --create; a mistyped --db path is an error.
    bool create = true;
};

// What save_profile() does with a name already in use.
enum class IfProfileExists { Refuse, Replace };

class Library final {
public:
    // Opens the library at `path`. The file is recognised before it is touched: a file that is
    // not a Capstan library (another program's SQLite database, a JSON or text file, an empty
    // file, a directory) is refused and left byte for byte as it was, with no file made beside
    // it. A Capstan library written by a newer schema is refused untouched. With ReadWrite, a
    // damaged Capstan library is renamed to "<path>.corrupt-<UTC time>" (bytes unchanged) and a
    // fresh one created (see report()), and an older schema is upgraded. A new library appears
    // whole or not at all: it is built under a temporary name and linked into place.
    static Expected<Library> open(const std::string& path, OpenOptions options = {});

    Library(Library&&) noexcept;
    Library& operator=(Library&&) noexcept;
    ~Library();

    [[nodiscard]] const OpenReport& report() const { return report_; }
    [[nodiscard]] const std::string& path() const;

    // ---- scenarios (scenarios.cpp) ----
    // A new scenario with its first revision; its name must be unused.
    Expected<std::int64_t> create(std::string_view name, const Scenario& scenario,
                                  const std::vector<std::string>& tags = {}, std::string_view notes = {});
    // Appends a revision; returns its number.
    Expected<int> save(std::int64_t id, const Scenario& scenario, std::string_view message = {});
    // One save by name, in one transaction: a new scenario if the name is free, else a new
    // revision of that scenario, with the tags added and the notes (when given) set. Several
    // processes saving one new name at once make one scenario and ordered revisions.
    Expected<SaveOutcome> save_named(std::string_view name, const Scenario& scenario,
                                     const std::vector<std::string>& tags = {},
                                     const std::optional<std::string>& notes = std::nullopt);
    // A new scenario from `scenario` under `new_name`, carrying the tags and notes of `from`.
    Expected<std::int64_t> save_as(std::int64_t from, std::string_view new_name, const Scenario& scenario);
    // save_as() of the latest revision.
    Expected<std::int64_t> duplicate(std::int64_t id, std::string_view new_name);
    Status rename(std::int64_t id, std::string_view new_name);
    Status set_notes(std::int64_t id, std::string_view notes);
    Status remove(std::int64_t id);

    // The scenario of that exact name. A name that looks like a number is still a name.
    Expected<std::int64_t> find(std::string_view name);
    // `id` if a scenario has it (the CLI's explicit --id).
    Expected<std::int64_t> find_id(std::int64_t id);
    Expected<ScenarioSummary> summary(std::int64_t id);
    // Every scenario, by name.
    Expected<std::vector<ScenarioSummary>> list();

    // ---- revisions (revisions.cpp) ----
    // revision 0 = the latest.
    Expected<StoredScenario> load(std::int64_t id, int revision = 0);
    Expected<std::vector<RevisionInfo>> history(std::int64_t id);
    // A new revision equal to `revision`; returns the new number.
    Expected<int> restore(std::int64_t id, int revision);

    // ---- tags and search (tags_search.cpp) ----
    Status add_tags(std::int64_t id, const std::vector<std::string>& tags);
    Status remove_tags(std::int64_t id, const std::vector<std::string>& tags);
    Expected<std::vector<std::string>> tags(std::int64_t id);
    // Words match name, tags and notes by prefix, case and accents ignored; all words must
    // match; "tag:WORD" matches tags only. If that finds nothing, the text is looked for
    // as a substring (emoji, punctuation). An empty query lists everything.
    Expected<std::vector<ScenarioSummary>> search(std::string_view query);

    // ---- JSON exchange (exchange.cpp) ----
    // {"format": "capstan-library", "format_version": 1, "scenarios": [{"name", "tags",
    //  "notes", "scenario": <scenario_to_json>}]}, the latest revision of each.
    Expected<std::string> export_json(const std::vector<std::int64_t>& ids);
    // Reads an export (or a plain scenario file, named by its "name"); all or nothing.
    // `rename_to` renames the single scenario of the file. A name in use is an error.
    Expected<std::vector<std::int64_t>> import_json(std::string_view text, std::string_view source,
                                                    std::string_view rename_to = {});

    // ---- the user's own GPUs and models (user_entries.cpp) ----
    // Stores the entry under its id, replacing one of the same kind and id; one transaction.
    Status save_user_gpu(const GpuSpec& gpu);
    Status save_user_model(const ModelSpec& model);
    // Every stored entry of the kind, by id, validated as the catalog's entries are.
    Expected<std::vector<GpuSpec>> user_gpus();
    Expected<std::vector<ModelSpec>> user_models();

    // ---- calibration profiles (profiles.cpp) ----
    // Stores the profile under profile.name (a valid name, as for scenarios). A name in use is
    // an error unless `if_exists` is Replace.
    Status save_profile(const calibration::CalibrationProfile& profile,
                        IfProfileExists if_exists = IfProfileExists::Refuse);
    // The same from a profile's JSON (profile_from_json: strict), stored under its "name".
    Status save_profile_json(std::string_view json, std::string_view source,
                             IfProfileExists if_exists = IfProfileExists::Refuse);
    // Every profile, by name.
    Expected<std::vector<ProfileSummary>> list_profiles();
    Expected<calibration::CalibrationProfile> load_profile(std::string_view name);
    Status remove_profile(std::string_view name);

private:
    Library(std::unique_ptr<Db> db, OpenReport report);

    Expected<std::int64_t> insert_scenario(std::string_view name, const Scenario& scenario,
                                           const std::vector<std::string>& tags, std::string_view notes,
                                           std::string_view message);
    Expected<int> insert_revision(std::int64_t id, std::string_view body, std::string_view message);
    Status check_exists(std::int64_t id);
    Status check_name_free(std::string_view name);
    Expected<std::string> name_of(std::int64_t id);
    Status insert_tags(std::int64_t id, const std::vector<std::string>& tags);
    Expected<std::vector<ScenarioSummary>> summaries(Statement& rows);

    std::unique_ptr<Db> db_;
    OpenReport report_;
};

// $XDG_DATA_HOME/Capstan/library.sqlite, else $HOME/.local/share/Capstan/library.sqlite;
// creates the directory. Empty if neither variable is set or the directory cannot be made.
std::string default_library_path();

} // namespace capstan::store
