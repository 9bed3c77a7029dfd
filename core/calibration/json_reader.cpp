#include "json_reader.h"
#include "core/json_limits.h"

#include <cctype>
#include <cmath>
#include <utility>
#include <vector>

namespace capstan::calibration {

using json = nlohmann::json;

namespace {

// JSON has no NaN or Infinity, but Python's json module writes them; they arrive as this
// string prefix (as JSON text: "\u0001non-finite:") followed by the token.
constexpr std::string_view kNonFiniteMark = "\\u0001non-finite:";
constexpr std::string_view kNonFiniteValue = "\x01non-finite:";

struct Replacement final {
    std::size_t sanitized_offset;   // where "null" starts in the sanitized text
    long shift;                     // sanitized length - original length of the token
};

bool starts_with_at(std::string_view text, std::size_t at, std::string_view token)
{
    return text.substr(at, token.size()) == token;
}

// Replaces the bare tokens NaN, Infinity and -Infinity outside strings with null.
std::string sanitize_non_finite(std::string_view text, std::vector<Replacement>& replacements)
{
    std::string out;
    out.reserve(text.size());
    bool in_string = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (in_string) {
            out += c;
            if (c == '\\' && i + 1 < text.size())
                out += text[++i];
            else if (c == '"')
                in_string = false;
            continue;
        }
        if (c == '"') {
            in_string = true;
            out += c;
            continue;
        }
        bool replaced = false;
        for (std::string_view token : {std::string_view("NaN"), std::string_view("Infinity"),
                                       std::string_view("-Infinity")}) {
            if (starts_with_at(text, i, token)) {
                // A marked string, so a reader that needs the figure says which one was not
                // finite (JsonNode::number) while fields nobody reads stay harmless.
                const std::string marked = "\"" + std::string(kNonFiniteMark) + std::string(token) + "\"";
                replacements.push_back({out.size(), long(marked.size()) - long(token.size())});
                out += marked;
                i += token.size() - 1;
                replaced = true;
                break;
            }
        }
        if (!replaced)
            out += c;
    }
    return out;
}

std::size_t original_offset(std::size_t sanitized, const std::vector<Replacement>& replacements)
{
    long offset = long(sanitized);
    for (const Replacement& r : replacements)
        if (r.sanitized_offset < sanitized)
            offset -= r.shift;
    return offset < 0 ? 0 : std::size_t(offset);
}

std::string child_path(const std::string& parent, std::string_view key)
{
    for (const char c : key)
        if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_'))
            return parent + "[" + json(std::string(key)).dump() + "]";
    return parent + "." + std::string(key);
}

} // namespace

Expected<json> parse_bench_json(std::string_view text, std::string_view source)
{
    if (Status limits = check_json_limits(text, source); !limits)
        return limits.error();
    std::vector<Replacement> replacements;
    const std::string sanitized = sanitize_non_finite(text, replacements);
    try {
        return json::parse(sanitized);
    } catch (const json::parse_error& e) {
        // what() reads "[json.exception.parse_error.101] parse error at line 3, column 5:
        // syntax error while parsing object - unexpected end of input; expected '}'".
        std::string reason = e.what();
        if (const auto close = reason.find("] "); close != std::string::npos)
            reason.erase(0, close + 2);
        std::string expected = "complete, well-formed JSON";
        if (const auto at = reason.find("; expected "); at != std::string::npos)
            expected = reason.substr(at + 11);
        return Error{std::string(source) + ": byte " + std::to_string(original_offset(e.byte, replacements)),
                     {}, expected, "malformed or truncated JSON: " + reason};
    } catch (const json::out_of_range& e) {
        // 406: a number beyond a double's range ("1e400"). The exception names the token, not
        // its position; the token's first occurrence is where it is.
        std::string reason = e.what();
        if (const auto close = reason.find("] "); close != std::string::npos)
            reason.erase(0, close + 2);
        std::string where = std::string(source);
        const auto open = reason.find('\'');
        const auto close = reason.rfind('\'');
        if (open != std::string::npos && close > open + 1)
            if (const auto at = sanitized.find(reason.substr(open + 1, close - open - 1)); at != std::string::npos)
                where += ": byte " + std::to_string(original_offset(at, replacements));
        return Error{where, {}, "a number within +-1.8e308", reason};
    } catch (const json::exception& e) {
        return Error{std::string(source), {}, "well-formed JSON", std::string("unreadable JSON: ") + e.what()};
    }
}

std::string describe_json(const json& value)
{
    if (value.is_null())
        return "null";
    if (value.is_object())
        return "an object";
    if (value.is_array())
        return "an array";
    std::string text = value.dump();
    if (text.size() > 40)
        text = value.is_string() ? "a long string" : text.substr(0, 40) + "...";
    return text;
}

std::optional<JsonNode> JsonNode::find(std::string_view key) const
{
    if (!value_->is_object())
        return std::nullopt;
    const auto it = value_->find(key);
    if (it == value_->end() || it->is_null())
        return std::nullopt;
    return JsonNode(*it, source_, child_path(path_, key));
}

Expected<JsonNode> JsonNode::at(std::string_view key) const
{
    if (Status object = require_object(); !object)
        return object.error();
    std::optional<JsonNode> child = find(key);
    if (!child) {
        const std::string path = child_path(path_, key);
        return Error{source_ + ": " + path, value_->contains(key) ? "null" : "",
                     "a value", "required field missing"};
    }
    return std::move(*child);
}

Expected<JsonNode> JsonNode::element(std::size_t index) const
{
    if (Status array = require_array(); !array)
        return array.error();
    if (index >= value_->size())
        return error("at least " + std::to_string(index + 1) + " elements", "array too short");
    return JsonNode((*value_)[index], source_, path_ + "[" + std::to_string(index) + "]");
}

Expected<double> JsonNode::number() const
{
    if (value_->is_string()) {
        const std::string& text = value_->get_ref<const std::string&>();
        if (text.rfind(kNonFiniteValue, 0) == 0)
            return Error{where(), text.substr(kNonFiniteValue.size()), "a finite number", "not a finite number"};
    }
    if (!value_->is_number())
        return error("a number", "wrong type");
    const double number = value_->get<double>();
    if (!std::isfinite(number))
        return error("a finite number", "out of range");
    return number;
}

Expected<std::string> JsonNode::text() const
{
    if (!value_->is_string())
        return error("a string", "wrong type");
    return value_->get<std::string>();
}

Status JsonNode::require_object() const
{
    if (!value_->is_object())
        return error("an object", "wrong type");
    return Ok{};
}

Status JsonNode::require_array() const
{
    if (!value_->is_array())
        return error("an array", "wrong type");
    return Ok{};
}

Expected<double> JsonNode::number_at(std::string_view key) const
{
    Expected<JsonNode> child = at(key);
    if (!child)
        return child.error();
    return child->number();
}

Expected<std::optional<double>> JsonNode::optional_number_at(std::string_view key) const
{
    std::optional<JsonNode> child = find(key);
    if (!child)
        return std::optional<double>();
    // A spread of a single sample is undefined: benchmark tools write NaN for it, and it is
    // only ever a side figure.
    if (key.rfind("std_", 0) == 0 && child->value_->is_string() &&
        child->value_->get_ref<const std::string&>().rfind(kNonFiniteValue, 0) == 0)
        return std::optional<double>();
    Expected<double> number = child->number();
    if (!number)
        return number.error();
    return std::optional<double>(*number);
}

Error JsonNode::error(std::string allowed, std::string detail) const
{
    return Error{where(), describe_json(*value_), std::move(allowed), std::move(detail)};
}

} // namespace capstan::calibration
