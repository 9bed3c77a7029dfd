#include "values.h"

#include "core/scenario_codec.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>

namespace capstan::store {

namespace {

// Control characters: C0, DEL, and (as two-byte UTF-8) C1.
bool has_control(std::string_view text, bool allow_line_breaks)
{
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto byte = static_cast<unsigned char>(text[i]);
        if (allow_line_breaks && (byte == '\n' || byte == '\r' || byte == '\t'))
            continue;
        if (byte < 0x20 || byte == 0x7f)
            return true;
        if (byte == 0xc2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) < 0xa0)
            return true;
    }
    return false;
}

} // namespace

std::string quoted(std::string_view text)
{
    std::size_t cut = std::min<std::size_t>(text.size(), 80);
    while (cut < text.size() && cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xc0) == 0x80)
        --cut;   // not inside a UTF-8 sequence
    std::string result = "\"";
    for (char c : text.substr(0, cut)) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x20 || byte == 0x7f) {
            char escape[8];
            std::snprintf(escape, sizeof escape, "\\x%02x", byte);
            result += escape;
        } else {
            result += c;
        }
    }
    return result + (cut < text.size() ? "...\"" : "\"");
}

bool is_valid_utf8(std::string_view text)
{
    std::size_t i = 0;
    while (i < text.size()) {
        const auto lead = static_cast<unsigned char>(text[i]);
        std::size_t length = 0;
        std::uint32_t code = 0;
        if (lead < 0x80) {
            ++i;
            continue;
        }
        if ((lead & 0xe0) == 0xc0) {
            length = 2;
            code = lead & 0x1fu;
        } else if ((lead & 0xf0) == 0xe0) {
            length = 3;
            code = lead & 0x0fu;
        } else if ((lead & 0xf8) == 0xf0) {
            length = 4;
            code = lead & 0x07u;
        } else {
            return false;
        }
        if (i + length > text.size())
            return false;
        for (std::size_t k = 1; k < length; ++k) {
            const auto next = static_cast<unsigned char>(text[i + k]);
            if ((next & 0xc0) != 0x80)
                return false;
            code = (code << 6) | (next & 0x3fu);
        }
        // Overlong forms, surrogates and code points past U+10FFFF are not UTF-8.
        const std::uint32_t smallest[] = {0, 0, 0x80, 0x800, 0x10000};
        if (code < smallest[length] || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff)
            return false;
        i += length;
    }
    return true;
}

Status check_name(std::string_view name)
{
    if (name.empty())
        return Error{"name", "\"\"", "1 .. 512 bytes of UTF-8", "empty"};
    if (name.size() > kMaxNameBytes)
        return Error{"name", quoted(name), "1 .. 512 bytes of UTF-8", "too long"};
    if (!is_valid_utf8(name))
        return Error{"name", "", "1 .. 512 bytes of UTF-8", "not valid UTF-8"};
    if (has_control(name, false))
        return Error{"name", quoted(name), "printable characters", "contains a control character"};
    if (std::all_of(name.begin(), name.end(), [](char c) { return c == ' '; }))
        return Error{"name", quoted(name), "1 .. 512 bytes of UTF-8", "only spaces"};
    return Ok{};
}

Expected<std::string> normalize_tag(std::string_view tag)
{
    while (!tag.empty() && tag.front() == ' ')
        tag.remove_prefix(1);
    while (!tag.empty() && tag.back() == ' ')
        tag.remove_suffix(1);
    if (tag.empty())
        return Error{"tag", "\"\"", "1 .. 128 bytes of UTF-8", "empty"};
    if (tag.size() > kMaxTagBytes)
        return Error{"tag", quoted(tag), "1 .. 128 bytes of UTF-8", "too long"};
    if (!is_valid_utf8(tag))
        return Error{"tag", "", "1 .. 128 bytes of UTF-8", "not valid UTF-8"};
    if (has_control(tag, false))
        return Error{"tag", quoted(tag), "printable characters", "contains a control character"};
    return std::string(tag);
}

Expected<std::vector<std::string>> normalize_tags(const std::vector<std::string>& tags)
{
    std::vector<std::string> result;
    for (const std::string& tag : tags) {
        Expected<std::string> clean = normalize_tag(tag);
        if (!clean)
            return clean.error();
        result.push_back(std::move(*clean));
    }
    std::sort(result.begin(), result.end());
    result.erase(std::unique(result.begin(), result.end()), result.end());
    return result;
}

Status check_notes(std::string_view notes)
{
    if (notes.size() > kMaxNotesBytes)
        return Error{"notes", "", "at most 1 MiB of UTF-8", "too long"};
    if (!is_valid_utf8(notes))
        return Error{"notes", "", "UTF-8 text", "not valid UTF-8"};
    if (has_control(notes, true))
        return Error{"notes", "", "text, tabs and line breaks", "contains a control character"};
    return Ok{};
}

std::int64_t now_ms()
{
    using namespace std::chrono;
    return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

std::string scenario_body(const Scenario& scenario, std::string_view name)
{
    Scenario named = scenario;
    named.name = std::string(name);
    return nlohmann::json::parse(scenario_to_json(named)).dump();
}

Error unknown_scenario(std::int64_t id)
{
    return Error{"scenario", "id " + std::to_string(id), "", "not in the library"};
}

} // namespace capstan::store
