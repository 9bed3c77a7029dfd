// Scenarios: create, save, save as, duplicate, rename, notes, delete, find and list.
// Each public write is one IMMEDIATE transaction; the private helpers run inside one.
#include "library.h"

#include "db.h"
#include "sql.h"
#include "values.h"

#include <algorithm>
#include <unordered_map>

namespace capstan::store {

Status Library::check_exists(std::int64_t id)
{
    Statement exists = db_->prepare(sql::kScenarioExists);
    Expected<bool> row = exists.bind(1, id).step();
    if (!row)
        return row.error();
    if (!*row)
        return unknown_scenario(id);
    return Ok{};
}

Status Library::check_name_free(std::string_view name)
{
    Statement taken = db_->prepare(sql::kScenarioIdByName);
    Expected<bool> row = taken.bind(1, name).step();
    if (!row)
        return row.error();
    if (*row)
        return Error{"name", quoted(name), "a name not yet in the library", "already in use"};
    return Ok{};
}

Expected<std::string> Library::name_of(std::int64_t id)
{
    Expected<ScenarioSummary> found = summary(id);
    if (!found)
        return found.error();
    return found->name;
}

Expected<int> Library::insert_revision(std::int64_t id, std::string_view body, std::string_view message)
{
    const std::int64_t now = now_ms();
    Statement insert = db_->prepare(sql::kInsertRevision);
    Expected<bool> row = insert.bind(1, id).bind(2, now).bind(3, message).bind(4, body).step();
    if (!row)
        return row.error();
    const int number = static_cast<int>(insert.int64(0));
    if (Status done = insert.run(); !done)
        return done.error();
    if (Status touched = db_->prepare(sql::kTouchScenario).bind(1, id).bind(2, now).run(); !touched)
        return touched.error();
    return number;
}

Expected<std::int64_t> Library::insert_scenario(std::string_view name, const Scenario& scenario,
                                                const std::vector<std::string>& tags, std::string_view notes,
                                                std::string_view message)
{
    if (Status valid = check_name(name); !valid)
        return valid.error();
    if (Status valid = check_notes(notes); !valid)
        return valid.error();
    if (Status free = check_name_free(name); !free)
        return free.error();
    if (Status inserted = db_->prepare(sql::kInsertScenario).bind(1, name).bind(2, notes).bind(3, now_ms()).run();
        !inserted)
        return inserted.error();
    const std::int64_t id = db_->last_insert_id();
    if (Status tagged = insert_tags(id, tags); !tagged)
        return tagged.error();
    Expected<int> revision = insert_revision(id, scenario_body(scenario, name), message);
    if (!revision)
        return revision.error();
    return id;
}

Expected<std::int64_t> Library::create(std::string_view name, const Scenario& scenario,
                                       const std::vector<std::string>& tags, std::string_view notes)
{
    Expected<std::unique_ptr<Transaction>> transaction = Transaction::begin(*db_);
    if (!transaction)
        return transaction.error();
    Expected<std::int64_t> id = insert_scenario(name, scenario, tags, notes, {});
    if (!id)
        return id.error();
    if (Status done = (*transaction)->commit(); !done)
        return done.error();
    return id;
}

Expected<int> Library::save(std::int64_t id, const Scenario& scenario, std::string_view message)
{
    Expected<std::unique_ptr<Transaction>> transaction = Transaction::begin(*db_);
    if (!transaction)
        return transaction.error();
    Expected<std::string> name = name_of(id);
    if (!name)
        return name.error();
    Expected<int> revision = insert_revision(id, scenario_body(scenario, *name), message);
    if (!revision)
        return revision.error();
    if (Status done = (*transaction)->commit(); !done)
        return done.error();
    return revision;
}

Expected<SaveOutcome> Library::save_named(std::string_view name, const Scenario& scenario,
                                          const std::vector<std::string>& tags,
                                          const std::optional<std::string>& notes)
{
    if (notes)
        if (Status valid = check_notes(*notes); !valid)
            return valid.error();
    Expected<std::unique_ptr<Transaction>> transaction = Transaction::begin(*db_);
    if (!transaction)
        return transaction.error();
    SaveOutcome outcome;
    std::optional<std::int64_t> existing;
    {   // the statement is reset here: the helpers below prepare it again
        Statement by_name = db_->prepare(sql::kScenarioIdByName);
        Expected<bool> found = by_name.bind(1, name).step();
        if (!found)
            return found.error();
        if (*found)
            existing = by_name.int64(0);
    }
    if (existing) {
        outcome.id = *existing;
        Expected<int> revision = insert_revision(outcome.id, scenario_body(scenario, name), {});
        if (!revision)
            return revision.error();
        outcome.revision = *revision;
        if (Status tagged = insert_tags(outcome.id, tags); !tagged)
            return tagged.error();
        if (notes)
            if (Status set = db_->prepare(sql::kSetNotes).bind(1, outcome.id).bind(2, *notes).bind(3, now_ms()).run();
                !set)
                return set.error();
    } else {
        Expected<std::int64_t> id = insert_scenario(name, scenario, tags, notes.value_or(""), {});
        if (!id)
            return id.error();
        outcome = SaveOutcome{*id, 1, true};
    }
    if (Status done = (*transaction)->commit(); !done)
        return done.error();
    return outcome;
}

Expected<std::int64_t> Library::save_as(std::int64_t from, std::string_view new_name, const Scenario& scenario)
{
    Expected<std::unique_ptr<Transaction>> transaction = Transaction::begin(*db_);
    if (!transaction)
        return transaction.error();
    Expected<ScenarioSummary> source = summary(from);
    if (!source)
        return source.error();
    Expected<std::int64_t> id =
        insert_scenario(new_name, scenario, source->tags, source->notes, "saved as a copy of " + source->name);
    if (!id)
        return id.error();
    if (Status done = (*transaction)->commit(); !done)
        return done.error();
    return id;
}

Expected<std::int64_t> Library::duplicate(std::int64_t id, std::string_view new_name)
{
    Expected<StoredScenario> latest = load(id);
    if (!latest)
        return latest.error();
    return save_as(id, new_name, latest->scenario);
}

Status Library::rename(std::int64_t id, std::string_view new_name)
{
    if (Status valid = check_name(new_name); !valid)
        return valid;
    Expected<std::unique_ptr<Transaction>> transaction = Transaction::begin(*db_);
    if (!transaction)
        return transaction.error();
    if (Status exists = check_exists(id); !exists)
        return exists;
    if (Status free = check_name_free(new_name); !free)
        return free;
    if (Status renamed = db_->prepare(sql::kRenameScenario).bind(1, id).bind(2, new_name).bind(3, now_ms()).run();
        !renamed)
        return renamed;
    return (*transaction)->commit();
}

Status Library::set_notes(std::int64_t id, std::string_view notes)
{
    if (Status valid = check_notes(notes); !valid)
        return valid;
    Expected<std::unique_ptr<Transaction>> transaction = Transaction::begin(*db_);
    if (!transaction)
        return transaction.error();
    if (Status exists = check_exists(id); !exists)
        return exists;
    if (Status set = db_->prepare(sql::kSetNotes).bind(1, id).bind(2, notes).bind(3, now_ms()).run(); !set)
        return set;
    return (*transaction)->commit();
}

Status Library::remove(std::int64_t id)
{
    Expected<std::unique_ptr<Transaction>> transaction = Transaction::begin(*db_);
    if (!transaction)
        return transaction.error();
    if (Status exists = check_exists(id); !exists)
        return exists;
    // Revisions and tags go with it (ON DELETE CASCADE); the search index by trigger.
    if (Status removed = db_->prepare(sql::kDeleteScenario).bind(1, id).run(); !removed)
        return removed;
    return (*transaction)->commit();
}

Expected<std::int64_t> Library::find(std::string_view name)
{
    Statement by_name = db_->prepare(sql::kScenarioIdByName);
    Expected<bool> row = by_name.bind(1, name).step();
    if (!row)
        return row.error();
    if (*row)
        return by_name.int64(0);
    return Error{"scenario", quoted(name), "a name from 'store list' (or --id ID)", "no scenario has this name"};
}

Expected<std::int64_t> Library::find_id(std::int64_t id)
{
    if (Status exists = check_exists(id); !exists)
        return exists.error();
    return id;
}

Expected<ScenarioSummary> Library::summary(std::int64_t id)
{
    Statement rows = db_->prepare(sql::kOneScenario);
    rows.bind(1, id);
    Expected<std::vector<ScenarioSummary>> one = summaries(rows);
    if (!one)
        return one.error();
    if (one->empty())
        return unknown_scenario(id);
    return std::move(one->front());
}

Expected<std::vector<ScenarioSummary>> Library::list()
{
    Statement rows = db_->prepare(sql::kListScenarios);
    return summaries(rows);
}

// Rows of (id, name, notes, updated_ms, revision count), then their tags.
Expected<std::vector<ScenarioSummary>> Library::summaries(Statement& rows)
{
    std::vector<ScenarioSummary> result;
    for (;;) {
        Expected<bool> row = rows.step();
        if (!row)
            return row.error();
        if (!*row)
            break;
        result.push_back(ScenarioSummary{rows.int64(0), rows.text(1), {}, rows.text(2), rows.int64(3),
                                         static_cast<int>(rows.int64(4))});
    }
    // A few rows: their tags one by one; many: every tag in one pass.
    if (result.size() <= 32) {
        for (ScenarioSummary& entry : result) {
            Expected<std::vector<std::string>> found = tags(entry.id);
            if (!found)
                return found.error();
            entry.tags = std::move(*found);
        }
        return result;
    }
    std::unordered_map<std::int64_t, std::size_t> index;
    index.reserve(result.size());
    for (std::size_t i = 0; i < result.size(); ++i)
        index.emplace(result[i].id, i);
    Statement all = db_->prepare(sql::kAllTags);
    for (;;) {
        Expected<bool> row = all.step();
        if (!row)
            return row.error();
        if (!*row)
            break;
        if (const auto found = index.find(all.int64(0)); found != index.end())
            result[found->second].tags.push_back(all.text(1));
    }
    return result;
}

} // namespace capstan::store
