#include "trace.h"

#include <charconv>
#include <cmath>
#include <string>

namespace capstan::sim {

namespace {

std::string_view trim(std::string_view text)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r'))
        text.remove_suffix(1);
    return text;
}

bool parse_double(std::string_view text, double& out)
{
    text = trim(text);
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc{} && end == text.data() + text.size() && !text.empty() && std::isfinite(out);
}

bool parse_int(std::string_view text, int& out)
{
    double value = 0;
    if (!parse_double(text, value) || value != std::floor(value) || std::abs(value) > 2e9)
        return false;
    out = int(value);
    return true;
}

std::vector<std::string_view> split(std::string_view line)
{
    std::vector<std::string_view> fields;
    for (;;) {
        const auto comma = line.find(',');
        fields.push_back(trim(line.substr(0, comma)));
        if (comma == std::string_view::npos)
            return fields;
        line.remove_prefix(comma + 1);
    }
}

constexpr std::string_view kColumns = "arrival_s,isl,osl[,cached_tokens]";

} // namespace

Expected<std::vector<TraceRow>> parse_trace(std::string_view text, std::string_view source)
{
    std::vector<TraceRow> rows;
    bool first_content = true;
    int line_number = 0;
    while (!text.empty()) {
        ++line_number;
        const auto newline = text.find('\n');
        const std::string_view raw = text.substr(0, newline);
        text = newline == std::string_view::npos ? std::string_view{} : text.substr(newline + 1);
        const std::string_view line = trim(raw);
        if (line.empty() || line.front() == '#')
            continue;

        const std::string where = std::string(source) + " line " + std::to_string(line_number);
        auto fail = [&](std::string_view value, std::string_view allowed, std::string_view detail) {
            return Error{where, std::string(value), std::string(allowed), std::string(detail)};
        };
        const std::vector<std::string_view> fields = split(line);
        double probe = 0;
        if (first_content && !parse_double(fields.front(), probe)) {
            first_content = false;
            const bool known = fields.size() >= 3 && fields.size() <= 4 && fields[0] == "arrival_s" &&
                               fields[1] == "isl" && fields[2] == "osl" &&
                               (fields.size() == 3 || fields[3] == "cached_tokens");
            if (!known)
                return fail(line, kColumns, "unknown header");
            continue;
        }
        first_content = false;
        if (fields.size() < 3 || fields.size() > 4)
            return fail(line, kColumns, "expected 3 or 4 comma-separated fields, found " + std::to_string(fields.size()));

        TraceRow row;
        row.line = line_number;
        if (!parse_double(fields[0], row.arrival_s) || row.arrival_s < 0)
            return fail(fields[0], "a number of seconds >= 0", "arrival_s is not a valid time");
        if (!rows.empty() && row.arrival_s < rows.back().arrival_s)
            return fail(fields[0], ">= the previous row's " + std::to_string(rows.back().arrival_s),
                        "arrival_s goes backwards");
        const std::string token_range = "1 .. " + std::to_string(kMaxTraceTokens);
        if (!parse_int(fields[1], row.isl) || row.isl < 1 || row.isl > kMaxTraceTokens)
            return fail(fields[1], token_range, "isl is not a whole number in range");
        if (!parse_int(fields[2], row.osl) || row.osl < 1 || row.osl > kMaxTraceTokens)
            return fail(fields[2], token_range, "osl is not a whole number in range");
        if (fields.size() == 4 &&
            (!parse_int(fields[3], row.cached_tokens) || row.cached_tokens < 0 || row.cached_tokens > row.isl))
            return fail(fields[3], "0 .. isl (" + std::to_string(row.isl) + ")",
                        "cached_tokens is not a whole number in range");
        rows.push_back(row);
    }
    if (rows.empty())
        return Error{std::string(source), "", std::string(kColumns), "the trace holds no requests"};
    return rows;
}

} // namespace capstan::sim
