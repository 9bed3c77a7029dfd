// Tags and full-text search (FTS5 over name, tags and notes; the index is kept by triggers).
#include "library.h"

#include "db.h"
#include "sql.h"
#include "values.h"

namespace capstan::store {

namespace {

// An FTS5 query from what a user typed: each word becomes a quoted prefix phrase, so no
// character of the input is FTS5 syntax. "tag:WORD" restricts the word to the tags column.
std::string fts_query(std::string_view text)
{
    std::string query;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t'))
            ++i;
        std::size_t end = i;
        while (end < text.size() && text[end] != ' ' && text[end] != '\t')
            ++end;
        std::string_view word = text.substr(i, end - i);
        i = end;
        if (word.empty())
            continue;
        std::string column;
        if (word.size() > 4 && (word.substr(0, 4) == "tag:" || word.substr(0, 4) == "TAG:")) {
            column = "tags : ";
            word.remove_prefix(4);
        }
        std::string phrase;
        for (char c : word) {
            phrase += c;
            if (c == '"')
                phrase += '"';
        }
        query += (query.empty() ? "" : " ") + column + "\"" + phrase + "\"*";
    }
    return query;
}

} // namespace

Status Library::insert_tags(std::int64_t id, const std::vector<std::string>& tags)
{
    Expected<std::vector<std::string>> clean = normalize_tags(tags);
    if (!clean)
        return clean.error();
    for (const std::string& tag : *clean)
        if (Status inserted = db_->prepare(sql::kInsertTag).bind(1, id).bind(2, tag).run(); !inserted)
            return inserted;
    return Ok{};
}

Status Library::add_tags(std::int64_t id, const std::vector<std::string>& tags)
{
    Expected<std::unique_ptr<Transaction>> transaction = Transaction::begin(*db_);
    if (!transaction)
        return transaction.error();
    if (Status exists = check_exists(id); !exists)
        return exists;
    if (Status inserted = insert_tags(id, tags); !inserted)
        return inserted;
    if (Status touched = db_->prepare(sql::kTouchScenario).bind(1, id).bind(2, now_ms()).run(); !touched)
        return touched;
    return (*transaction)->commit();
}

Status Library::remove_tags(std::int64_t id, const std::vector<std::string>& tags)
{
    Expected<std::vector<std::string>> clean = normalize_tags(tags);
    if (!clean)
        return clean.error();
    Expected<std::unique_ptr<Transaction>> transaction = Transaction::begin(*db_);
    if (!transaction)
        return transaction.error();
    if (Status exists = check_exists(id); !exists)
        return exists;
    for (const std::string& tag : *clean)
        if (Status removed = db_->prepare(sql::kDeleteTag).bind(1, id).bind(2, tag).run(); !removed)
            return removed;
    if (Status touched = db_->prepare(sql::kTouchScenario).bind(1, id).bind(2, now_ms()).run(); !touched)
        return touched;
    return (*transaction)->commit();
}

Expected<std::vector<std::string>> Library::tags(std::int64_t id)
{
    std::vector<std::string> result;
    Statement rows = db_->prepare(sql::kTagsOf);
    rows.bind(1, id);
    for (;;) {
        Expected<bool> row = rows.step();
        if (!row)
            return row.error();
        if (!*row)
            return result;
        result.push_back(rows.text(0));
    }
}

Expected<std::vector<ScenarioSummary>> Library::search(std::string_view query)
{
    const std::string match = fts_query(query);
    if (match.empty())
        return list();
    {
        Statement rows = db_->prepare(sql::kSearchScenarios);
        rows.bind(1, match);
        Expected<std::vector<ScenarioSummary>> found = summaries(rows);
        if (!found || !found->empty())
            return found;
    }
    std::string_view text = query;
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t'))
        text.remove_suffix(1);
    Statement rows = db_->prepare(sql::kSearchSubstring);
    rows.bind(1, text);
    return summaries(rows);
}

} // namespace capstan::store
