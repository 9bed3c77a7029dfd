// capstan-cli store: the scenario library from the command line (SPEC 4, 5).
#include "cmd_store_profiles.h"
#include "library_access.h"
#include "commands.h"
#include "options.h"

#include "core/inputs.h"
#include "core/scenario_codec.h"
#include "store/diff.h"
#include "store/library.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <ctime>
#include <fstream>
#include <iostream>

namespace capstan::cli {

namespace {

using nlohmann::json;
using store::Library;

const char* const kStoreHelp =
    "usage: capstan-cli store SUBCOMMAND [--db PATH [--create]] [--id] [--json]\n\n"
    "The scenario library: one SQLite file, by default $XDG_DATA_HOME/Capstan/library.sqlite\n"
    "(else ~/.local/share/Capstan/library.sqlite); --db PATH opens another, which must exist unless\n"
    "--create is given. A file that is not a Capstan library is refused and left as it is. Scenarios\n"
    "are named; with --id every NAME argument is read as an id from 'store list' instead.\n\n"
    "  list                                   every scenario: id, name, revisions, updated, tags\n"
    "  save [SCENARIO.json|-] --name NAME [--set PATH=VALUE]... [--tag TAG]... [--notes TEXT]\n"
    "                                         a new scenario, or a new revision of NAME\n"
    "  show NAME[@REV]                        one scenario (--json: its scenario JSON)\n"
    "  diff A B                               inputs that differ; A and B may be NAME@REV\n"
    "  history NAME                           its revisions\n"
    "  restore NAME REV                       a new revision equal to REV\n"
    "  tag NAME [--add TAG]... [--remove TAG]...   change and print its tags\n"
    "  search WORDS...                        by name, tags and notes (prefixes; tag:WORD)\n"
    "  rename NAME NEW      duplicate NAME NEW      delete NAME\n"
    "  export NAME... [--out FILE.json]       name, tags, notes and scenario JSON (stdout if no --out)\n"
    "  import FILE.json [--name NEW]          scenarios from an export or a scenario file\n"
    "  profiles                               calibration profiles: name, points, median error, saved\n"
    "  profile-show NAME                      a profile's factors and fit (--json: the profile JSON)\n"
    "  profile-rm NAME                        delete a profile (scenarios keep their factors)\n";

struct Invocation final {
    std::string sub;
    std::vector<std::string> rest;   // after the subcommand, without --db, --create, --id and --json
    LibraryChoice library;
    bool by_id = false;              // NAME arguments are ids (--id)
    bool json = false;
};

// The subcommands that only read: they open the library read-only and never create it.
bool reads_only(const std::string& sub)
{
    return sub == "list" || sub == "search" || sub == "show" || sub == "diff" || sub == "history" ||
           sub == "export";
}

// A scenario by name, or by id with --id.
Expected<std::int64_t> lookup(Library& library, const Invocation& call, const std::string& text)
{
    if (!call.by_id)
        return library.find(text);
    std::int64_t id = 0;
    const char* end = text.data() + text.size();
    if (const auto [stop, code] = std::from_chars(text.data(), end, id); code != std::errc{} || stop != end || id < 1)
        return Error{"--id", text, "a scenario id from 'store list' (a whole number >= 1)", "not an id"};
    return library.find_id(id);
}

// The words left once the flags are taken; a leftover flag is an error.
Expected<std::vector<std::string>> words(const std::vector<std::string>& rest, std::size_t min, std::size_t max,
                                         const char* usage)
{
    std::vector<std::string> result;
    for (const std::string& word : rest) {
        if (word.size() > 1 && word[0] == '-')
            return Error{"argument", word, usage, "not recognized"};
        result.push_back(word);
    }
    if (result.size() < min || result.size() > max)
        return Error{"store", std::to_string(result.size()) + " arguments", usage, "wrong number of arguments"};
    return result;
}

std::vector<std::string> take_all(std::vector<std::string>& rest, const std::string& flag, Status& status)
{
    std::vector<std::string> values;
    for (;;) {
        Expected<std::optional<std::string>> value = take_option(rest, flag);
        if (!value) {
            status = value.error();
            return values;
        }
        if (!value->has_value())
            return values;
        values.push_back(**value);
    }
}

struct Ref final {
    std::int64_t id = 0;
    int revision = 0;   // 0 = latest
};

// NAME (or with --id, ID), either with @REV; an exact name wins over the @REV reading.
Expected<Ref> resolve(Library& library, const Invocation& call, const std::string& text)
{
    Expected<std::int64_t> id = lookup(library, call, text);
    if (id)
        return Ref{*id, 0};
    const auto at = text.rfind('@');
    if (at == std::string::npos || at + 1 == text.size())
        return id.error();
    int revision = 0;
    const char* end = text.data() + text.size();
    if (const auto [stop, code] = std::from_chars(text.data() + at + 1, end, revision);
        code != std::errc{} || stop != end || revision < 1)
        return id.error();
    Expected<std::int64_t> base = lookup(library, call, text.substr(0, at));
    if (!base)
        return base.error();
    return Ref{*base, revision};
}

std::string when(std::int64_t ms)
{
    const std::time_t seconds = static_cast<std::time_t>(ms / 1000);
    std::tm parts {};
    gmtime_r(&seconds, &parts);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%d %H:%M:%SZ", &parts);
    return text;
}

std::string joined(const std::vector<std::string>& items)
{
    std::string text;
    for (const std::string& item : items)
        text += (text.empty() ? "" : ", ") + item;
    return text;
}

std::string listing(const std::vector<store::ScenarioSummary>& rows, bool as_json)
{
    if (as_json) {
        json doc = json::array();
        for (const auto& row : rows)
            doc.push_back({{"id", row.id}, {"name", row.name}, {"tags", row.tags}, {"notes", row.notes},
                           {"revisions", row.revisions}, {"updated_ms", row.updated_ms}, {"updated", when(row.updated_ms)}});
        return doc.dump(2) + "\n";
    }
    std::string text;
    for (const auto& row : rows)
        text += std::to_string(row.id) + "\t" + row.name + "\t" + std::to_string(row.revisions) + " rev\t" +
                when(row.updated_ms) + "\t" + joined(row.tags) + "\n";
    return text.empty() ? "(no scenarios)\n" : text;
}

Expected<std::string> save(Library& library, const Invocation& call, std::istream& in)
{
    Expected<CommonOptions> options = parse_common(call.rest, {"--name", "--tag", "--notes"});
    if (!options)
        return options.error();
    Expected<std::optional<std::string>> name = take_option(options->rest, "--name");
    if (!name)
        return name.error();
    Status status = Ok{};
    const std::vector<std::string> tags = take_all(options->rest, "--tag", status);
    Expected<std::optional<std::string>> notes = take_option(options->rest, "--notes");
    if (!status || !notes)
        return !status ? status.error() : notes.error();
    if (Status rest = expect_empty(options->rest); !rest)
        return rest.error();
    if (!name->has_value())
        return Error{"--name", "(missing)", "the scenario's name in the library", "required"};
    Expected<Scenario> scenario = build_scenario(*options, in);
    if (!scenario)
        return scenario.error();
    if (call.by_id)
        return Error{"--id", "", "store save --name NAME", "a save names its scenario; --id does not apply"};
    // One transaction: the revision, its tags and its notes land together or not at all.
    Expected<store::SaveOutcome> saved = library.save_named(**name, *scenario, tags, *notes);
    if (!saved)
        return saved.error();
    const std::int64_t id = saved->id;
    const int revision = saved->revision;
    if (call.json)
        return json{{"id", id}, {"name", **name}, {"revision", revision}}.dump(2) + "\n";
    return "saved \"" + **name + "\" (id " + std::to_string(id) + "), revision " + std::to_string(revision) + "\n";
}

Expected<std::string> show(Library& library, const Invocation& call)
{
    Expected<std::vector<std::string>> args = words(call.rest, 1, 1, "store show NAME|ID[@REV]");
    if (!args)
        return args.error();
    Expected<Ref> ref = resolve(library, call, args->front());
    if (!ref)
        return ref.error();
    Expected<store::StoredScenario> stored = library.load(ref->id, ref->revision);
    if (!stored)
        return stored.error();
    if (call.json)
        return scenario_to_json(stored->scenario) + "\n";
    const store::ScenarioSummary& s = stored->summary;
    std::string text = "Name      " + s.name + "\nId        " + std::to_string(s.id) + "\nRevision  " +
                       std::to_string(stored->revision) + " of " + std::to_string(s.revisions) + "\nUpdated   " +
                       when(s.updated_ms) + "\nTags      " + joined(s.tags) + "\n";
    if (!s.notes.empty())
        text += "Notes     " + s.notes + "\n";
    text += "Inputs\n";
    for (const InputSpec& spec : input_specs())
        text += "  " + std::string(spec.path) + " = " + get_input(stored->scenario, spec.path) +
                (spec.unit.empty() ? "" : " " + std::string(spec.unit)) + "\n";
    return text;
}

Expected<std::string> diff(Library& library, const Invocation& call)
{
    Expected<std::vector<std::string>> args = words(call.rest, 2, 2, "store diff A B (NAME, ID or NAME@REV)");
    if (!args)
        return args.error();
    std::vector<store::StoredScenario> sides;
    for (const std::string& text : *args) {
        Expected<Ref> ref = resolve(library, call, text);
        if (!ref)
            return ref.error();
        Expected<store::StoredScenario> stored = library.load(ref->id, ref->revision);
        if (!stored)
            return stored.error();
        sides.push_back(std::move(*stored));
    }
    const std::vector<store::InputChange> changes = store::diff_scenarios(sides[0].scenario, sides[1].scenario);
    if (call.json) {
        json rows = json::array();
        for (const auto& c : changes)
            rows.push_back({{"path", c.path}, {"label", c.label}, {"unit", c.unit}, {"a", c.a}, {"b", c.b}});
        return json{{"a", (*args)[0]}, {"b", (*args)[1]}, {"changes", rows}}.dump(2) + "\n";
    }
    std::string text;
    for (const auto& c : changes)
        text += c.path + ": " + c.a + " -> " + c.b + (c.unit.empty() ? "" : " " + c.unit) + "\n";
    return text.empty() ? "no differences\n" : text;
}

Expected<std::string> history(Library& library, const Invocation& call)
{
    Expected<std::vector<std::string>> args = words(call.rest, 1, 1, "store history NAME");
    if (!args)
        return args.error();
    Expected<std::int64_t> id = lookup(library, call, args->front());
    if (!id)
        return id.error();
    Expected<std::vector<store::RevisionInfo>> revisions = library.history(*id);
    if (!revisions)
        return revisions.error();
    json doc = json::array();
    std::string text;
    for (const auto& r : *revisions) {
        doc.push_back({{"revision", r.number}, {"created_ms", r.created_ms}, {"created", when(r.created_ms)},
                       {"message", r.message}});
        text += std::to_string(r.number) + "\t" + when(r.created_ms) + "\t" + r.message + "\n";
    }
    return call.json ? doc.dump(2) + "\n" : text;
}

Expected<std::string> restore(Library& library, const Invocation& call)
{
    Expected<std::vector<std::string>> args = words(call.rest, 2, 2, "store restore NAME REV");
    if (!args)
        return args.error();
    Expected<std::int64_t> id = lookup(library, call, (*args)[0]);
    if (!id)
        return id.error();
    int revision = 0;
    const std::string& text = (*args)[1];
    if (const auto [stop, code] = std::from_chars(text.data(), text.data() + text.size(), revision);
        code != std::errc{} || stop != text.data() + text.size())
        return Error{"revision", text, "a number from 'store history'", "not a number"};
    Expected<int> restored = library.restore(*id, revision);
    if (!restored)
        return restored.error();
    return "restored \"" + (*args)[0] + "\" revision " + text + " as revision " + std::to_string(*restored) + "\n";
}

Expected<std::string> tag(Library& library, const Invocation& call)
{
    std::vector<std::string> rest = call.rest;
    Status status = Ok{};
    const std::vector<std::string> added = take_all(rest, "--add", status);
    const std::vector<std::string> removed = take_all(rest, "--remove", status);
    if (!status)
        return status.error();
    Expected<std::vector<std::string>> args = words(rest, 1, 1, "store tag NAME [--add TAG]... [--remove TAG]...");
    if (!args)
        return args.error();
    Expected<std::int64_t> id = lookup(library, call, args->front());
    if (!id)
        return id.error();
    if (!added.empty())
        if (Status done = library.add_tags(*id, added); !done)
            return done.error();
    if (!removed.empty())
        if (Status done = library.remove_tags(*id, removed); !done)
            return done.error();
    Expected<std::vector<std::string>> tags = library.tags(*id);
    if (!tags)
        return tags.error();
    return call.json ? json(*tags).dump(2) + "\n" : joined(*tags) + "\n";
}

Expected<std::string> exchange(Library& library, const Invocation& call)
{
    std::vector<std::string> rest = call.rest;
    const bool is_export = call.sub == "export";
    Expected<std::optional<std::string>> path = take_option(rest, is_export ? "--out" : "--name");
    if (!path)
        return path.error();
    Expected<std::vector<std::string>> args =
        is_export ? words(rest, 1, 1000000, "store export NAME... [--out FILE.json]")
                  : words(rest, 1, 1, "store import FILE.json [--name NEW]");
    if (!args)
        return args.error();
    if (!is_export) {
        Expected<std::string> text = read_file(args->front());
        if (!text)
            return text.error();
        Expected<std::vector<std::int64_t>> ids = library.import_json(*text, args->front(), path->value_or(""));
        if (!ids)
            return ids.error();
        std::string out;
        for (std::int64_t id : *ids)
            if (Expected<store::ScenarioSummary> s = library.summary(id))
                out += "imported \"" + s->name + "\" (id " + std::to_string(id) + ")\n";
        return out;
    }
    std::vector<std::int64_t> ids;
    for (const std::string& name : *args) {
        Expected<std::int64_t> id = lookup(library, call, name);
        if (!id)
            return id.error();
        ids.push_back(*id);
    }
    Expected<std::string> text = library.export_json(ids);
    if (!text || !path->has_value())
        return text;
    std::ofstream file(**path, std::ios::binary | std::ios::trunc);
    if (!(file << *text) || !file.flush())
        return Error{**path, "", "a writable file", "cannot write"};
    return "exported " + std::to_string(ids.size()) + " scenario(s) to " + **path + "\n";
}

Expected<std::string> change(Library& library, const Invocation& call)
{
    const bool unary = call.sub == "delete";
    Expected<std::vector<std::string>> args =
        words(call.rest, unary ? 1 : 2, unary ? 1 : 2, unary ? "store delete NAME" : "store rename|duplicate NAME NEW");
    if (!args)
        return args.error();
    Expected<std::int64_t> id = lookup(library, call, (*args)[0]);
    if (!id)
        return id.error();
    if (call.sub == "duplicate") {
        Expected<std::int64_t> copy = library.duplicate(*id, (*args)[1]);
        if (!copy)
            return copy.error();
        return "duplicated \"" + (*args)[0] + "\" as \"" + (*args)[1] + "\" (id " + std::to_string(*copy) + ")\n";
    }
    Status done = unary ? library.remove(*id) : library.rename(*id, (*args)[1]);
    if (!done)
        return done.error();
    return unary ? "deleted \"" + (*args)[0] + "\"\n" : "renamed \"" + (*args)[0] + "\" to \"" + (*args)[1] + "\"\n";
}

} // namespace

Expected<std::string> cmd_store(const std::vector<std::string>& args, std::istream& in)
{
    Invocation call;
    call.rest = args;
    if (take_flag(call.rest, "--help") || take_flag(call.rest, "-h") || call.rest.empty())
        return std::string(kStoreHelp);
    Expected<std::optional<std::string>> db = take_option(call.rest, "--db");
    if (!db)
        return db.error();
    call.library.db = *db;
    call.library.create = take_flag(call.rest, "--create");
    call.by_id = take_flag(call.rest, "--id");
    call.json = take_flag(call.rest, "--json");
    if (call.rest.empty())
        return Error{"store", "", "a subcommand (see store --help)", "missing"};
    call.sub = call.rest.front();
    call.rest.erase(call.rest.begin());
    if (is_profile_subcommand(call.sub))
        return store_profile_command(call.sub, call.rest, call.library, call.json);
    const std::vector<std::string> known = {"list", "save", "show", "diff", "history", "restore", "tag",
                                            "search", "rename", "duplicate", "delete", "export", "import",
                                            "profiles", "profile-show", "profile-rm"};
    if (std::find(known.begin(), known.end(), call.sub) == known.end())
        return Error{"store", call.sub, joined(known), "unknown subcommand"};
    // Nothing saved yet at the default location: a read finds nothing and makes no file.
    if (reads_only(call.sub) && default_library_missing(call.library)) {
        if (call.sub == "list" || call.sub == "search")
            return listing({}, call.json);
        return Error{"scenario", call.rest.empty() ? "" : call.rest.front(), "a name from 'store list'",
                     "the library is empty (nothing has been saved yet)"};
    }
    Expected<Library> library =
        open_library(call.library, reads_only(call.sub) ? store::Access::ReadOnly : store::Access::ReadWrite);
    if (!library)
        return library.error();
    if (call.sub == "list" || call.sub == "search") {
        const bool is_list = call.sub == "list";
        Expected<std::vector<std::string>> query_words =
            words(call.rest, 0, is_list ? 0 : 1000, is_list ? "store list [--json]" : "store search WORDS... [--json]");
        if (!query_words)
            return query_words.error();
        std::string query;
        for (const std::string& word : *query_words)
            query += word + " ";
        auto rows = is_list ? library->list() : library->search(query);
        if (!rows)
            return rows.error();
        return listing(*rows, call.json);
    }
    if (call.sub == "save")
        return save(*library, call, in);
    if (call.sub == "show")
        return show(*library, call);
    if (call.sub == "diff")
        return diff(*library, call);
    if (call.sub == "history")
        return history(*library, call);
    if (call.sub == "restore")
        return restore(*library, call);
    if (call.sub == "tag")
        return tag(*library, call);
    if (call.sub == "export" || call.sub == "import")
        return exchange(*library, call);
    return change(*library, call);
}

} // namespace capstan::cli
