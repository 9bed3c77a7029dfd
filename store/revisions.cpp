// Revisions: every save appends the full scenario JSON; restoring one appends a copy of it.
#include "library.h"

#include "db.h"
#include "sql.h"
#include "values.h"

#include "core/scenario_codec.h"

namespace capstan::store {

namespace {

struct RevisionBody final {
    int number = 0;
    std::string body;
};

Expected<RevisionBody> read_revision(Db& db, std::int64_t id, int revision)
{
    Statement query = db.prepare(revision == 0 ? sql::kHeadRevision : sql::kRevision);
    query.bind(1, id);
    if (revision != 0)
        query.bind(2, std::int64_t{revision});
    Expected<bool> row = query.step();
    if (!row)
        return row.error();
    if (!*row)
        return Error{"revision", std::to_string(revision), "a number from 'store history'", "not in the history"};
    return RevisionBody{static_cast<int>(query.int64(0)), query.text(1)};
}

} // namespace

Expected<StoredScenario> Library::load(std::int64_t id, int revision)
{
    Expected<ScenarioSummary> summary = this->summary(id);
    if (!summary)
        return summary.error();
    Expected<RevisionBody> stored = read_revision(*db_, id, revision);
    if (!stored)
        return stored.error();
    const std::string source = summary->name + " revision " + std::to_string(stored->number);
    Expected<Scenario> scenario = scenario_from_json(stored->body, source);
    if (!scenario)
        return scenario.error();
    // The library's name wins: a revision keeps the name it was saved under.
    scenario->name = summary->name;
    StoredScenario result;
    result.summary = std::move(*summary);
    result.revision = stored->number;
    result.json = std::move(stored->body);
    result.scenario = std::move(*scenario);
    return result;
}

Expected<std::vector<RevisionInfo>> Library::history(std::int64_t id)
{
    if (Status exists = check_exists(id); !exists)
        return exists.error();
    std::vector<RevisionInfo> result;
    Statement rows = db_->prepare(sql::kHistory);
    rows.bind(1, id);
    for (;;) {
        Expected<bool> row = rows.step();
        if (!row)
            return row.error();
        if (!*row)
            return result;
        result.push_back(RevisionInfo{static_cast<int>(rows.int64(0)), rows.int64(1), rows.text(2)});
    }
}

Expected<int> Library::restore(std::int64_t id, int revision)
{
    if (revision <= 0)
        return Error{"revision", std::to_string(revision), "a number from 'store history'", "not in the history"};
    Expected<std::unique_ptr<Transaction>> transaction = Transaction::begin(*db_);
    if (!transaction)
        return transaction.error();
    if (Status exists = check_exists(id); !exists)
        return exists.error();
    Expected<RevisionBody> stored = read_revision(*db_, id, revision);
    if (!stored)
        return stored.error();
    // The stored bytes are copied as they are, so the new revision equals the old one exactly.
    Expected<int> number = insert_revision(id, stored->body, "restored from revision " + std::to_string(revision));
    if (!number)
        return number.error();
    if (Status done = (*transaction)->commit(); !done)
        return done.error();
    return number;
}

} // namespace capstan::store
