#include "csv.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace capstan {

std::vector<std::string> split_csv_line(std::string_view line, std::size_t columns)
{
    std::vector<std::string> cells;
    std::size_t i = 0;
    while (true) {
        std::string cell;
        if (cells.size() + 1 == columns && (i >= line.size() || line[i] != '"')) {
            cells.emplace_back(line.substr(std::min(i, line.size())));
            return cells;
        }
        if (i < line.size() && line[i] == '"') {
            ++i;
            while (i < line.size()) {
                if (line[i] == '"' && i + 1 < line.size() && line[i + 1] == '"') {
                    cell += '"';
                    i += 2;
                } else if (line[i] == '"') {
                    ++i;
                    break;
                } else {
                    cell += line[i++];
                }
            }
            while (i < line.size() && line[i] != ',')   // text after a closing quote is kept
                cell += line[i++];
        } else {
            const auto comma = line.find(',', i);
            cell = std::string(line.substr(i, comma == std::string_view::npos ? std::string_view::npos : comma - i));
            i = comma == std::string_view::npos ? line.size() : comma;
        }
        cells.push_back(std::move(cell));
        if (i >= line.size())
            return cells;
        ++i;   // the comma
        if (i == line.size()) {
            cells.emplace_back();
            return cells;
        }
    }
}

Expected<double> csv_number(const std::string& text, const std::string& where, bool allow_empty)
{
    if (text.empty() && allow_empty)
        return 0.0;
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || end != text.data() + text.size() || !std::isfinite(value))
        return Error{where, text.empty() ? "(empty)" : text, "a finite number", "not a number"};
    return value;
}

} // namespace capstan
