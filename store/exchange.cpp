// JSON export and import. An export holds, per scenario, its name, tags, notes and the
// scenario JSON of its latest revision (scenario_codec); importing it back recreates them.
#include "library.h"
#include "core/json_limits.h"

#include "db.h"
#include "values.h"

#include "core/scenario_codec.h"

#include <nlohmann/json.hpp>

namespace capstan::store {

namespace {

using nlohmann::json;

inline constexpr const char* kFormat = "capstan-library";
inline constexpr int kFormatVersion = 1;

struct Entry final {
    std::string name;
    std::vector<std::string> tags;
    std::string notes;
    Scenario scenario;
};

Expected<Entry> read_entry(const json& item, const std::string& where)
{
    if (!item.is_object())
        return Error{where, item.dump(), "an object with name, tags, notes, scenario", "wrong type"};
    for (const auto& [key, value] : item.items())
        if (key != "name" && key != "tags" && key != "notes" && key != "scenario")
            return Error{where + "." + key, value.dump(), "name, tags, notes, scenario", "unknown key"};
    Entry entry;
    const auto name = item.find("name");
    if (name == item.end() || !name->is_string())
        return Error{where + ".name", name == item.end() ? "(missing)" : name->dump(), "a string", "required"};
    entry.name = name->get<std::string>();
    if (const auto tags = item.find("tags"); tags != item.end()) {
        if (!tags->is_array())
            return Error{where + ".tags", tags->dump(), "an array of strings", "wrong type"};
        for (const json& tag : *tags) {
            if (!tag.is_string())
                return Error{where + ".tags", tag.dump(), "an array of strings", "wrong type"};
            entry.tags.push_back(tag.get<std::string>());
        }
    }
    if (const auto notes = item.find("notes"); notes != item.end()) {
        if (!notes->is_string())
            return Error{where + ".notes", notes->dump(), "a string", "wrong type"};
        entry.notes = notes->get<std::string>();
    }
    const auto scenario = item.find("scenario");
    if (scenario == item.end() || !scenario->is_object())
        return Error{where + ".scenario", scenario == item.end() ? "(missing)" : scenario->dump(),
                     "a scenario object (schema_version, name, inputs)", "required"};
    Expected<Scenario> parsed = scenario_from_json(scenario->dump(), where + ".scenario");
    if (!parsed)
        return parsed.error();
    entry.scenario = std::move(*parsed);
    return entry;
}

Expected<std::vector<Entry>> read_file(std::string_view text, const std::string& source)
{
    if (Status limits = check_json_limits(text, source); !limits)
        return limits.error();
    const json doc = json::parse(text, nullptr, false);
    if (doc.is_discarded() || !doc.is_object())
        return Error{source, "", "a Capstan library export or scenario file", "malformed JSON"};
    std::vector<Entry> entries;
    const auto format = doc.find("format");
    if (format == doc.end()) {
        // A plain scenario file: its own "name" names it.
        Expected<Scenario> scenario = scenario_from_json(text, source);
        if (!scenario)
            return scenario.error();
        entries.push_back(Entry{scenario->name, {}, {}, *scenario});
        return entries;
    }
    if (*format != kFormat)
        return Error{source + ": format", format->dump(), std::string("\"") + kFormat + "\"", "not a Capstan export"};
    const auto version = doc.find("format_version");
    if (version == doc.end() || !version->is_number_integer() || version->get<long long>() < 1 ||
        version->get<long long>() > kFormatVersion)
        return Error{source + ": format_version", version == doc.end() ? "(missing)" : version->dump(),
                     "1 .. " + std::to_string(kFormatVersion), "written by a newer Capstan or invalid"};
    for (const auto& [key, value] : doc.items())
        if (key != "format" && key != "format_version" && key != "scenarios")
            return Error{source + ": " + key, value.dump(), "format, format_version, scenarios", "unknown key"};
    const auto scenarios = doc.find("scenarios");
    if (scenarios == doc.end() || !scenarios->is_array())
        return Error{source + ": scenarios", "", "an array", "required"};
    for (std::size_t i = 0; i < scenarios->size(); ++i) {
        Expected<Entry> entry = read_entry((*scenarios)[i], source + ": scenarios[" + std::to_string(i) + "]");
        if (!entry)
            return entry.error();
        entries.push_back(std::move(*entry));
    }
    return entries;
}

} // namespace

Expected<std::string> Library::export_json(const std::vector<std::int64_t>& ids)
{
    json scenarios = json::array();
    for (std::int64_t id : ids) {
        Expected<StoredScenario> stored = load(id);
        if (!stored)
            return stored.error();
        scenarios.push_back({{"name", stored->summary.name},
                             {"tags", stored->summary.tags},
                             {"notes", stored->summary.notes},
                             {"scenario", json::parse(scenario_body(stored->scenario, stored->summary.name))}});
    }
    const json doc = {{"format", kFormat}, {"format_version", kFormatVersion}, {"scenarios", scenarios}};
    return doc.dump(2) + "\n";
}

Expected<std::vector<std::int64_t>> Library::import_json(std::string_view text, std::string_view source,
                                                         std::string_view rename_to)
{
    const std::string where(source);
    Expected<std::vector<Entry>> entries = read_file(text, where);
    if (!entries)
        return entries.error();
    if (!rename_to.empty()) {
        if (entries->size() != 1)
            return Error{where, std::to_string(entries->size()) + " scenarios", "exactly one to rename",
                         "a new name needs a single scenario"};
        entries->front().name = std::string(rename_to);
    }
    // All or nothing: one transaction for the whole file.
    Expected<std::unique_ptr<Transaction>> transaction = Transaction::begin(*db_);
    if (!transaction)
        return transaction.error();
    std::vector<std::int64_t> ids;
    for (const Entry& entry : *entries) {
        Expected<std::int64_t> id =
            insert_scenario(entry.name, entry.scenario, entry.tags, entry.notes, "imported from " + where);
        if (!id) {
            Error error = id.error();
            error.field = where + ": " + error.field;
            return error;
        }
        ids.push_back(*id);
    }
    if (Status done = (*transaction)->commit(); !done)
        return done.error();
    return ids;
}

} // namespace capstan::store
