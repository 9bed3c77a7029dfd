#include "validation.h"

#include "batch_run.h"
#include "csv.h"
#include "evaluate.h"
#include "inputs.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace capstan {

namespace {

constexpr std::string_view kColumns[] = {"id",   "source", "model", "weight_bits", "kv_bits", "gpu",
                                         "gpus", "tp",     "isl",   "osl",         "mode",    "load",
                                         "metric", "value", "unit", "notes",       "engine",  "date",
                                         "ep",   "max_batch", "max_num_tokens", "isl_cv", "osl_cv"};
constexpr std::size_t kRequiredColumns = 16;   // id .. notes
constexpr std::size_t kAllColumns = std::size(kColumns);

// "ttft_p99_ms=2000;tpot_p99_ms=200" -> the two targets; false when either is missing.
bool parse_server_targets(const std::string& text, double& ttft_ms, double& tpot_ms)
{
    ttft_ms = tpot_ms = 0;
    std::size_t begin = 0;
    while (begin < text.size()) {
        const auto end = std::min(text.find(';', begin), text.size());
        const std::string item = text.substr(begin, end - begin);
        const auto eq = item.find('=');
        if (eq != std::string::npos) {
            double value = 0;
            const char* first = item.data() + eq + 1;
            const auto [ptr, ec] = std::from_chars(first, item.data() + item.size(), value);
            if (ec == std::errc{} && ptr == item.data() + item.size() && value > 0 && std::isfinite(value)) {
                if (item.compare(0, eq, "ttft_p99_ms") == 0)
                    ttft_ms = value;
                else if (item.compare(0, eq, "tpot_p99_ms") == 0)
                    tpot_ms = value;
            }
        }
        begin = end + 1;
    }
    return ttft_ms > 0 && tpot_ms > 0;
}

// A closed loop of `users` per replica, no think time, fixed lengths, in steady state: the engine
// runs B = min(users, seats) sequences; every step decodes them and admits B / OSL prompts on
// average (Roofline::mixed_step, so a prompt's chunk lengthens the step its neighbours wait on);
// users beyond the seats wait their turn (Little: queue / completion rate).
struct ClosedLoop final {
    double step_s = 0;          // the mean step, the mean inter-token latency
    double prompt_step_s = 0;   // a step that carries one prompt
    double tok_s = 0;           // per replica
    double ttft_s = 0;

    std::optional<double> metric(const std::string& name, double replicas) const
    {
        if (name == "output_tok_s")
            return tok_s * replicas;
        if (name == "itl_ms_mean")
            return step_s * 1e3;
        if (name == "ttft_ms_mean")
            return ttft_s * 1e3;
        return std::nullopt;
    }
};

ClosedLoop closed_loop(const Roofline& roofline, double users, int seats, int osl)
{
    ClosedLoop c;
    const double batch = std::max(1.0, std::min(users, double(std::max(1, seats))));
    c.step_s = roofline.mixed_step(batch).total_s / roofline.tokens_per_step();
    StepLoad with_prompt;
    with_prompt.decode_seqs = std::max(0.0, batch - 1);
    with_prompt.decode_context = roofline.decode_context();
    with_prompt.prefill_tokens = roofline.uncached_prompt_tokens();
    with_prompt.prefill_pairs = roofline.prefill_pairs(roofline.uncached_prompt_tokens(), roofline.cached_prompt_tokens());
    c.prompt_step_s = roofline.step(with_prompt).total_s;
    c.tok_s = batch / c.step_s;
    const double completions_s = c.tok_s / std::max(1, osl);
    const double queued = std::max(0.0, users - batch);
    // An arrival waits on average half the step in flight, then its prompt's step, and its first
    // token pays the fixed first-token latency.
    c.ttft_s = queued / completions_s + c.step_s / 2 + c.prompt_step_s + roofline.first_token_s();
    return c;
}

} // namespace

Expected<std::vector<MeasuredPoint>> parse_measured_points(std::string_view csv, std::string_view source)
{
    std::vector<MeasuredPoint> points;
    std::size_t line_no = 0;
    std::size_t begin = 0;
    bool header_seen = false;
    std::size_t columns = kRequiredColumns;
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
        std::vector<std::string> cells = split_csv_line(line, header_seen ? columns : kAllColumns);
        if (!header_seen) {
            for (std::size_t i = 0; i < kRequiredColumns; ++i)
                if (i >= cells.size() || cells[i] != kColumns[i])
                    return Error{where + " column " + std::to_string(i + 1), i < cells.size() ? cells[i] : "(missing)",
                                 std::string(kColumns[i]), "header does not match the published-points format"};
            // After notes: nothing, or engine and date, then optionally ep, then optionally
            // max_batch and max_num_tokens, then optionally isl_cv and osl_cv, each set whole
            // and in that order.
            columns = cells.size();
            bool tail_ok = columns == kRequiredColumns || columns == kRequiredColumns + 2 ||
                           columns == kRequiredColumns + 3 || columns == kRequiredColumns + 5 ||
                           columns == kAllColumns;
            for (std::size_t i = kRequiredColumns; tail_ok && i < columns; ++i)
                tail_ok = cells[i] == kColumns[i];
            if (!tail_ok)
                return Error{where + " column " + std::to_string(kRequiredColumns + 1), cells[kRequiredColumns],
                             "engine, date, then optionally ep, then optionally max_batch, max_num_tokens, "
                             "then optionally isl_cv, osl_cv (or nothing after notes)",
                             "header does not match the published-points format"};
            header_seen = true;
            continue;
        }
        if (cells.size() < kRequiredColumns - 1)
            return Error{where, std::to_string(cells.size()) + " columns", std::to_string(columns) + " columns",
                         "too few columns"};
        cells.resize(kAllColumns);
        MeasuredPoint p;
        p.id = cells[0];
        p.source = cells[1];
        p.model = cells[2];
        p.gpu = cells[5];
        p.mode = cells[10];
        p.metric = cells[12];
        p.unit = cells[14];
        p.notes = cells[15];
        p.engine = cells[16];
        p.date = cells[17];
        const bool server = p.mode == "server_p99";
        if (server && !parse_server_targets(cells[11], p.ttft_slo_ms, p.tpot_slo_ms))
            return Error{where + " column load", cells[11].empty() ? "(empty)" : cells[11],
                         "ttft_p99_ms=<ms>;tpot_p99_ms=<ms> for a server_p99 row", "no latency targets"};
        struct Numeric { std::size_t column; bool optional; bool integer; };
        double values[kAllColumns] = {};
        for (const Numeric n : {Numeric{3, false, true}, Numeric{4, false, true}, Numeric{6, false, true},
                                Numeric{7, false, true}, Numeric{8, true, false}, Numeric{9, true, false},
                                Numeric{11, true, false}, Numeric{13, false, false}, Numeric{18, true, true},
                                Numeric{19, true, true}, Numeric{20, true, true}, Numeric{21, true, false},
                                Numeric{22, true, false}}) {
            if (server && n.column == 11)
                continue;
            const std::string field = where + " column " + std::string(kColumns[n.column]);
            Expected<double> value = csv_number(cells[n.column], field, n.optional);
            if (!value)
                return value.error();
            if (n.integer && !(std::abs(*value) <= 1e9 && *value == std::floor(*value)))
                return Error{field, cells[n.column], "a whole number up to 1e9", "not a whole number in range"};
            if (!n.integer && (n.column == 8 || n.column == 9) && !(*value >= 0 && *value <= 1e9))
                return Error{field, cells[n.column], "0 .. 1e9 tokens", "out of range"};
            if (n.column >= 21 && !(*value >= 0 && *value <= 10))
                return Error{field, cells[n.column], "0 (every request the same length) .. 10", "out of range"};
            values[n.column] = *value;
        }
        p.weight_bits = int(values[3]);
        p.kv_bits = int(values[4]);
        p.gpus = int(values[6]);
        p.tp = int(values[7]);
        p.ep = std::max(1, int(values[18]));
        p.max_batch = int(values[19]);
        p.max_num_tokens = int(values[20]);
        p.isl_cv = values[21];
        p.osl_cv = values[22];
        p.isl = int(std::lround(values[8]));   // dataset means round to whole tokens
        p.osl = int(std::lround(values[9]));
        p.load = values[11];
        p.value = values[13];
        if (p.max_batch < 0 || p.max_batch > 1000000)
            return Error{where + " column max_batch", cells[19], "0 (not published) .. 1000000 sequences", "out of range"};
        if (p.max_num_tokens < 0 || p.max_num_tokens > 10000000)
            return Error{where + " column max_num_tokens", cells[20], "0 (not published) .. 10000000 tokens",
                         "out of range"};
        if (p.tp < 1)
            return Error{where + " column tp", cells[7], "1 or more", "bad group"};
        if (p.ep > 256 || (p.ep > 1 && p.ep % p.tp != 0))
            return Error{where + " column ep", cells[18], "1, or a multiple of tp up to 256", "bad expert group"};
        if (p.gpus < 1 || p.gpus % p.replica_gpus() != 0)
            return Error{where + " column gpus", cells[6],
                         "a positive multiple of a replica's " + std::to_string(p.replica_gpus()) + " GPUs", "bad group"};
        points.push_back(std::move(p));
    }
    if (!header_seen)
        return Error{std::string(source), "(empty)", "a header line and rows", "no data"};
    return points;
}

std::string source_group(const MeasuredPoint& point)
{
    return point.source.substr(0, point.source.find(','));
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
        {"deploy.ep", std::to_string(p.ep)},
        {"workload.isl", std::to_string(p.isl)},
        {"workload.osl", std::to_string(p.osl)},
        {"workload.cache_hit", "0"},
        {"workload.isl_cv", std::to_string(p.isl_cv)},
        {"workload.osl_cv", std::to_string(p.osl_cv)},
        {"deploy.batch", "0"},
    };
    for (const auto& [path, value] : inputs)
        if (Status set = set_input(s, path, value); !set) {
            Error error = set.error();
            error.field = p.id + ": " + error.field;
            return error;
        }
    // The engine's own cap where the source published it; otherwise engines cap the running
    // sequences per data-parallel attention rank (TensorRT-LLM's max_batch_size, SGLang's
    // --max-running-requests with DP attention): the replica's cap is the base cap times its
    // attention groups.
    s.deploy.max_batch = p.max_batch > 0 ? p.max_batch : base.deploy.max_batch * (p.replica_gpus() / p.tp);
    s.name = p.id;
    return s;
}

Expected<std::optional<double>> predict_analytic(const MeasuredPoint& p, const Scenario& base)
{
    if (p.isl <= 0 || p.osl <= 0)
        return std::optional<double>();   // the source did not publish the lengths
    Expected<Scenario> scenario = scenario_for_point(p, base);
    if (!scenario)
        return scenario.error();
    if (Status feasible = check_feasible(*scenario); !feasible)
        return feasible.error();
    const Roofline roofline(*scenario);
    const double replicas = p.replicas();
    const int batch = int(std::lround(p.load));
    // An offline row with a load is a finite job of that many requests sent at once: its drain
    // and KV pressure are the simulator's to answer.
    if (p.mode == "offline" && p.load > 0)
        return std::optional<double>();
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
    if (p.mode == "ttft_batch1" && (p.metric == "ttft_ms" || p.metric == "ttft_ms_mean"))
        return std::optional<double>(
            (roofline.prefill(roofline.uncached_prompt_tokens(), 0).total_s + roofline.first_token_s()) * 1e3);
    if (p.mode == "latency_batch" && p.metric == "e2e_ms_mean")
        return std::optional<double>((run_fixed_batch(roofline, batch, p.isl, p.osl).total_s + roofline.first_token_s()) * 1e3);
    if (p.mode == "online_concurrency" && p.load >= 1) {
        Expected<Result> result = evaluate(*scenario);
        if (!result)
            return result.error();
        return closed_loop(roofline, p.load / replicas, result->batch_cap, p.osl).metric(p.metric, replicas);
    }
    return std::optional<double>();
}

} // namespace capstan
