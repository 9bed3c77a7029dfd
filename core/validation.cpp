#include "validation.h"

#include "batch_run.h"
#include "evaluate.h"
#include "inputs.h"

#include <charconv>
#include <cmath>

namespace capstan {

namespace {

constexpr std::string_view kColumns[] = {"id", "source", "model", "weight_bits", "kv_bits", "gpu", "gpus", "tp",
                                         "isl", "osl", "mode", "load", "metric", "value", "unit", "notes"};
constexpr std::size_t kColumnCount = std::size(kColumns);

std::vector<std::string> split_line(std::string_view line)
{
    std::vector<std::string> cells;
    std::size_t begin = 0;
    while (cells.size() + 1 < kColumnCount) {
        const auto comma = line.find(',', begin);
        if (comma == std::string_view::npos)
            break;
        cells.emplace_back(line.substr(begin, comma - begin));
        begin = comma + 1;
    }
    cells.emplace_back(line.substr(begin));   // the notes keep any further commas
    return cells;
}

Expected<double> number_cell(const std::string& text, const std::string& where, bool allow_empty)
{
    if (text.empty() && allow_empty)
        return 0.0;
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || end != text.data() + text.size() || !std::isfinite(value))
        return Error{where, text.empty() ? "(empty)" : text, "a finite number", "not a number"};
    return value;
}

} // namespace

Expected<std::vector<MeasuredPoint>> parse_measured_points(std::string_view csv, std::string_view source)
{
    std::vector<MeasuredPoint> points;
    std::size_t line_no = 0;
    std::size_t begin = 0;
    bool header_seen = false;
    while (begin < csv.size()) {
        auto end = csv.find('\n', begin);
        if (end == std::string_view::npos)
            end = csv.size();
        std::string_view line = csv.substr(begin, end - begin);
        begin = end + 1;
        ++line_no;
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (line.empty())
            continue;
        const std::string where = std::string(source) + ":" + std::to_string(line_no);
        std::vector<std::string> cells = split_line(line);
        if (!header_seen) {
            for (std::size_t i = 0; i < kColumnCount; ++i)
                if (i >= cells.size() || cells[i] != kColumns[i])
                    return Error{where + " column " + std::to_string(i + 1), i < cells.size() ? cells[i] : "(missing)",
                                 std::string(kColumns[i]), "header does not match the published-points format"};
            header_seen = true;
            continue;
        }
        if (cells.size() < kColumnCount - 1)
            return Error{where, std::to_string(cells.size()) + " columns", std::to_string(kColumnCount) + " columns",
                         "too few columns"};
        cells.resize(kColumnCount);
        MeasuredPoint p;
        p.id = cells[0];
        p.source = cells[1];
        p.model = cells[2];
        p.gpu = cells[5];
        p.mode = cells[10];
        p.metric = cells[12];
        p.unit = cells[14];
        p.notes = cells[15];
        struct Numeric { std::size_t column; bool optional; bool integer; };
        double values[kColumnCount] = {};
        for (const Numeric n : {Numeric{3, false, true}, Numeric{4, false, true}, Numeric{6, false, true},
                                Numeric{7, false, true}, Numeric{8, false, true}, Numeric{9, false, true},
                                Numeric{11, true, false}, Numeric{13, false, false}}) {
            const std::string field = where + " column " + std::string(kColumns[n.column]);
            Expected<double> value = number_cell(cells[n.column], field, n.optional);
            if (!value)
                return value.error();
            if (n.integer && !(std::abs(*value) <= 1e9 && *value == std::floor(*value)))
                return Error{field, cells[n.column], "a whole number up to 1e9", "not a whole number in range"};
            values[n.column] = *value;
        }
        p.weight_bits = int(values[3]);
        p.kv_bits = int(values[4]);
        p.gpus = int(values[6]);
        p.tp = int(values[7]);
        p.isl = int(values[8]);
        p.osl = int(values[9]);
        p.load = values[11];
        p.value = values[13];
        if (p.gpus < 1 || p.tp < 1 || p.gpus % p.tp != 0)
            return Error{where + " column gpus", cells[6], "a positive multiple of tp (" + cells[7] + ")", "bad group"};
        points.push_back(std::move(p));
    }
    if (!header_seen)
        return Error{std::string(source), "(empty)", "a header line and rows", "no data"};
    return points;
}

Expected<Scenario> scenario_for_point(const MeasuredPoint& p, const Scenario& base)
{
    Scenario s = base;
    const std::pair<std::string_view, std::string> inputs[] = {
        {"model.preset", p.model},
        {"gpu.preset", p.gpu},
        {"model.weight_bits", std::to_string(p.weight_bits)},
        {"model.kv_bits", std::to_string(p.kv_bits)},
        {"deploy.tp", std::to_string(p.tp)},
        {"workload.isl", std::to_string(p.isl)},
        {"workload.osl", std::to_string(p.osl)},
        {"workload.cache_hit", "0"},
        {"deploy.batch", "0"},
    };
    for (const auto& [path, value] : inputs)
        if (Status set = set_input(s, path, value); !set) {
            Error error = set.error();
            error.field = p.id + ": " + error.field;
            return error;
        }
    s.name = p.id;
    return s;
}

Expected<std::optional<double>> predict_analytic(const MeasuredPoint& p, const Scenario& base)
{
    Expected<Scenario> scenario = scenario_for_point(p, base);
    if (!scenario)
        return scenario.error();
    if (Status feasible = check_feasible(*scenario); !feasible)
        return feasible.error();
    const Roofline roofline(*scenario);
    const double replicas = double(p.gpus) / p.tp;
    const int batch = int(std::lround(p.load));
    if (p.mode == "offline" && p.metric == "output_tok_s") {
        Expected<Result> result = evaluate(*scenario);
        if (!result)
            return result.error();
        return std::optional<double>(result->max_output_tok_s * replicas);
    }
    if (p.mode == "static_batch" && p.metric == "output_tok_s_per_gpu")
        return std::optional<double>(run_fixed_batch(roofline, batch, p.isl, p.osl).output_tok_s * replicas / p.gpus);
    if (p.mode == "static_batch" && p.metric == "output_tok_s")
        return std::optional<double>(run_fixed_batch(roofline, batch, p.isl, p.osl).output_tok_s * replicas);
    if (p.mode == "ttft_batch1" && p.metric == "ttft_ms")
        return std::optional<double>(roofline.prefill(roofline.uncached_prompt_tokens(), 0).total_s * 1e3);
    if (p.mode == "latency_batch" && p.metric == "e2e_ms_mean")
        return std::optional<double>(run_fixed_batch(roofline, batch, p.isl, p.osl).total_s * 1e3);
    return std::optional<double>();
}

} // namespace capstan
