#include "core/catalog_fields.h"
#include "core/json_limits.h"

namespace capstan::catalog_fields {

// Parameter counts in error messages: billions to two decimals, as the catalog writes them.
std::string format_billions(double params)
{
    return format_number(std::round(params / kParamsPerBillion * 100) / 100);
}

std::string format_range(double low, double high)
{
    return format_number(low) + " .. " + format_number(high);
}

std::string describe(const json& value)
{
    std::string text = value.dump(-1, ' ', false, json::error_handler_t::replace);
    if (text.size() > kMaxValueChars)
        text = text.substr(0, kMaxValueChars) + "...";
    return text;
}

std::string join_field(std::string_view where, std::string_view key)
{
    std::string field(where);
    field += '.';
    field += key;
    return field;
}

bool is_valid_id(std::string_view id)
{
    if (id.empty())
        return false;
    for (const char c : id)
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' || c == '-'))
            return false;
    return true;
}

bool is_hf_repo(std::string_view repo)
{
    const auto slash = repo.find('/');
    if (slash == std::string_view::npos || slash == 0 || slash + 1 == repo.size() ||
        repo.find('/', slash + 1) != std::string_view::npos)
        return false;
    for (const char c : repo)
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' ||
              c == '-' || c == '_' || c == '/'))
            return false;
    return true;
}

// NaN fails both comparisons, so it is rejected too.
bool in_range(double value, double low, double high)
{
    return value >= low && value <= high;
}



Status to_status(const std::optional<Error>& error)
{
    if (error)
        return *error;
    return Ok{};
}

// Parses the text and returns the array under `array_key` of the top-level object.
Expected<json> parse_document(std::string_view text, std::string_view source,
                              std::string_view array_key)
{
    if (Status limits = check_json_limits(text, source); !limits)
        return limits.error();
    json document;
    try {
        document = json::parse(text.begin(), text.end());
    } catch (const json::parse_error& e) {
        // what() reads "[json.exception.parse_error.101] parse error at line 3, column 5: ...";
        // the bracketed tag means nothing to a user.
        std::string reason = e.what();
        if (const auto close = reason.find("] "); close != std::string::npos)
            reason.erase(0, close + 2);
        return Error{std::string(source), {}, {},
                     "malformed JSON at byte " + std::to_string(e.byte) + ": " + reason};
    }
    if (!document.is_object())
        return Error{std::string(source), describe(document), "a JSON object",
                     "wrong top-level type"};
    if (const auto version = document.find("schema_version"); version != document.end()) {
        if (!version->is_number_integer() || version->get<std::int64_t>() != 1)
            return Error{std::string(source) + ": schema_version", describe(*version), "1",
                         "unsupported schema version"};
    }
    const auto array = document.find(array_key);
    if (array == document.end())
        return Error{std::string(source) + ": " + std::string(array_key), {}, {},
                     "required field missing"};
    if (!array->is_array())
        return Error{std::string(source) + ": " + std::string(array_key), describe(*array),
                     "an array", "wrong type"};
    return std::move(*array);
}

std::string entry_where(std::string_view source, std::string_view array_key, std::size_t index,
                        const json& entry)
{
    std::string where = std::string(source) + ": " + std::string(array_key) + '[' +
                        std::to_string(index) + ']';
    if (entry.is_object()) {
        const auto id = entry.find("id");
        if (id != entry.end() && id->is_string())
            where += " (" + id->get<std::string>() + ')';
    }
    return where;
}

// Rejects a second entry with an id already seen; `seen` maps id -> index of first use.
Status check_unique(std::map<std::string, std::size_t>& seen, const std::string& id,
                    std::size_t index, std::string_view where, std::string_view array_key)
{
    const auto [it, inserted] = seen.emplace(id, index);
    if (!inserted)
        return Error{join_field(where, "id"), '"' + id + '"', "an id not used before",
                     "duplicate of " + std::string(array_key) + '[' + std::to_string(it->second) +
                         ']'};
    return Ok{};
}

} // namespace capstan::catalog_fields
