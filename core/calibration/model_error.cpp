#include "model_error.h"

#include "published_points.h"

#include <charconv>
#include <cstdio>
#include <map>
#include <utility>

namespace capstan::calibration {

namespace {

struct Cell final {
    int rows = 0;
    double median = 0;
};

using Table = std::map<std::pair<std::string, std::string>, Cell>;

// dimension,name,rows,median_abs_error; the header and any malformed line are skipped (the
// file is the project's own and tst_cross_validation compares it with a fresh run).
Table parse(std::string_view csv)
{
    Table table;
    std::size_t begin = 0;
    while (begin < csv.size()) {
        std::size_t end = csv.find('\n', begin);
        if (end == std::string_view::npos)
            end = csv.size();
        const std::string_view line = csv.substr(begin, end - begin);
        begin = end + 1;
        std::string_view cells[4];
        std::size_t from = 0;
        int n = 0;
        for (; n < 4 && from <= line.size(); ++n) {
            const std::size_t comma = std::min(line.find(',', from), line.size());
            cells[n] = line.substr(from, comma - from);
            from = comma + 1;
        }
        Cell cell;
        if (n != 4 || std::from_chars(cells[2].data(), cells[2].data() + cells[2].size(), cell.rows).ec != std::errc{} ||
            std::from_chars(cells[3].data(), cells[3].data() + cells[3].size(), cell.median).ec != std::errc{})
            continue;
        table[{std::string(cells[0]), std::string(cells[1])}] = cell;
    }
    return table;
}

} // namespace

std::string model_error_table(const CrossValidation& cv)
{
    std::string text = "dimension,name,rows,median_abs_error\n";
    for (const ClassError& c : cv.classes) {
        if (c.dimension != "use" && c.dimension != "generation+use")
            continue;
        char median[32];
        std::snprintf(median, sizeof median, "%.4f", c.median_abs_error);
        text += c.dimension + "," + c.name + "," + std::to_string(c.rows) + "," + median + "\n";
    }
    return text;
}

std::optional<TypicalError> typical_error(const Scenario& scenario, std::string_view use)
{
    static const Table table = parse(model_error_csv());
    const std::string generation = scenario.gpu.spec.generation;
    const auto joint = table.find({"generation+use", generation + "/" + std::string(use)});
    if (!generation.empty() && joint != table.end() && joint->second.rows >= kMinClassRows)
        return TypicalError{joint->second.median, joint->second.rows, generation, std::string(use)};
    const auto overall = table.find({"use", std::string(use)});
    if (overall == table.end() || overall->second.rows <= 0)
        return std::nullopt;
    return TypicalError{overall->second.median, overall->second.rows, {}, std::string(use)};
}

} // namespace capstan::calibration
