// GuideLLM's benchmark report (guidellm benchmark --output-path report.json). The fields read,
// per entry of benchmarks[]: args.strategy.type_ (synchronous, concurrent with streams,
// throughput, constant or poisson with rate), worker.backend_model (optional), and under
// metrics the "successful" statistics (mean, median, std_dev, percentiles.p001..p999) of
// requests_per_second, output_tokens_per_second, prompt_token_count and output_token_count
// (required) and time_to_first_token_ms, inter_token_latency_ms, time_per_output_token_ms and
// request_latency (seconds) (optional).
#include "import_common.h"

namespace capstan::calibration {

namespace detail {

namespace {

Expected<JsonNode> successful(const JsonNode& metrics, std::string_view key)
{
    Expected<JsonNode> metric = metrics.at(key);
    if (!metric)
        return metric.error();
    return metric->at("successful");
}

Expected<double> successful_mean(const JsonNode& metrics, std::string_view key)
{
    Expected<JsonNode> stats = successful(metrics, key);
    if (!stats)
        return stats.error();
    return positive(stats->number_at("mean"), *stats, "mean");
}

Expected<std::optional<LatencyStats>> read_latency(const JsonNode& metrics, std::string_view key, std::string metric,
                                                   double ms_per_unit)
{
    if (!metrics.find(key))
        return std::optional<LatencyStats>();
    Expected<JsonNode> stats = successful(metrics, key);
    if (!stats)
        return stats.error();
    LatencyStats out;
    out.metric = std::move(metric);
    auto figure = [&](const JsonNode& node, std::string_view name) -> Expected<std::optional<double>> {
        Expected<std::optional<double>> value = node.optional_number_at(name);
        if (value && *value && **value < 0)
            return node.at(name)->error("a latency of 0 or more", "out of range");
        if (value && *value)
            **value *= ms_per_unit;
        return value;
    };
    Expected<std::optional<double>> mean = figure(*stats, "mean");
    Expected<std::optional<double>> stddev = figure(*stats, "std_dev");
    Expected<std::optional<double>> median = figure(*stats, "median");
    for (const auto* field : {&mean, &stddev, &median})
        if (!*field)
            return field->error();
    out.mean = *mean;
    out.stddev = *stddev;
    static const std::pair<std::string_view, double> kPercentiles[] = {
        {"p001", 0.1}, {"p01", 1}, {"p05", 5}, {"p10", 10}, {"p25", 25}, {"p50", 50},
        {"p75", 75},   {"p90", 90}, {"p95", 95}, {"p99", 99}, {"p999", 99.9}};
    bool has_p50 = false;
    if (std::optional<JsonNode> percentiles = stats->find("percentiles")) {
        if (Status object = percentiles->require_object(); !object)
            return object.error();
        for (const auto& [name, p] : kPercentiles) {
            Expected<std::optional<double>> value = figure(*percentiles, name);
            if (!value)
                return value.error();
            if (*value)
                out.percentiles.push_back({p, **value});
            has_p50 = has_p50 || (*value && p == 50);
        }
    }
    if (*median && !has_p50)
        out.percentiles.push_back({50, **median});
    return std::optional<LatencyStats>(std::move(out));
}

// The mode and load of a run from its scheduling strategy.
Status read_strategy(const JsonNode& benchmark, RunConditions& run)
{
    Expected<JsonNode> args = benchmark.at("args");
    if (!args)
        return args.error();
    Expected<JsonNode> strategy = args->at("strategy");
    if (!strategy)
        return strategy.error();
    std::optional<JsonNode> type_node = strategy->find("type_");
    if (!type_node)
        type_node = strategy->find("type");
    if (!type_node)
        return Error{strategy->where() + ".type_", {}, "synchronous, concurrent, throughput, constant or poisson",
                     "required field missing"};
    Expected<std::string> type = type_node->text();
    if (!type)
        return type.error();
    auto load = [&](std::string_view key) -> Status {
        Expected<double> value = positive(strategy->number_at(key), *strategy, key);
        if (!value)
            return value.error();
        run.load = *value;
        return Ok{};
    };
    if (*type == "synchronous") {
        run.mode = "online_concurrency";
        run.load = 1;
        return Ok{};
    }
    if (*type == "concurrent") {
        run.mode = "online_concurrency";
        return load("streams");
    }
    if (*type == "throughput") {
        run.mode = "offline";
        return Ok{};
    }
    if (*type == "constant" || *type == "poisson") {
        run.mode = "online_rate";
        return load("rate");
    }
    return type_node->error("synchronous, concurrent, throughput, constant or poisson", "unknown strategy");
}

std::optional<JsonNode> find_model(const JsonNode& benchmark)
{
    std::optional<JsonNode> worker = benchmark.find("worker");
    return worker ? worker->find("backend_model") : std::nullopt;
}

Status import_benchmark(const JsonNode& benchmark, std::size_t index, const BenchContext& context, BenchImport& out)
{
    if (Status object = benchmark.require_object(); !object)
        return object;
    RunConditions run;
    run.id = file_name(benchmark.source()) + "#" + std::to_string(index);
    run.source = "GuideLLM report";
    if (Status strategy = read_strategy(benchmark, run); !strategy)
        return strategy;
    if (std::optional<JsonNode> model = find_model(benchmark)) {
        Expected<std::string> id = model->text();
        if (!id)
            return id.error();
        run.model_id = *id;
    }
    Expected<JsonNode> metrics = benchmark.at("metrics");
    if (!metrics)
        return metrics.error();
    Expected<double> request_rps = successful_mean(*metrics, "requests_per_second");
    Expected<double> output_tok_s = successful_mean(*metrics, "output_tokens_per_second");
    Expected<double> isl = successful_mean(*metrics, "prompt_token_count");
    Expected<double> osl = successful_mean(*metrics, "output_token_count");
    for (const Expected<double>* field : {&request_rps, &output_tok_s, &isl, &osl})
        if (!*field)
            return field->error();
    run.isl = *isl;
    run.osl = *osl;
    Expected<MeasuredPoint> point = run_point(run, context, *metrics);
    if (!point)
        return point.error();
    add_figure(out, *point, "output_tok_s", *output_tok_s, "tok/s");
    add_figure(out, *point, "request_rps", *request_rps, "req/s");
    struct Latency final { std::string_view key; const char* metric; double ms_per_unit; };
    for (const Latency& l : {Latency{"time_to_first_token_ms", "ttft_ms", 1}, Latency{"inter_token_latency_ms", "itl_ms", 1},
                             Latency{"time_per_output_token_ms", "tpot_ms", 1}, Latency{"request_latency", "e2e_ms", 1e3}}) {
        Expected<std::optional<LatencyStats>> stats = read_latency(*metrics, l.key, l.metric, l.ms_per_unit);
        if (!stats)
            return stats.error();
        if (*stats)
            add_latency(out, *point, std::move(**stats));
    }
    return Ok{};
}

} // namespace

Expected<BenchImport> import_guidellm(const JsonNode& root, const BenchContext& context)
{
    BenchImport out;
    out.format = BenchFormat::GuideLlm;
    Expected<JsonNode> benchmarks = root.at("benchmarks");
    if (!benchmarks)
        return benchmarks.error();
    if (Status array = benchmarks->require_array(); !array)
        return array.error();
    if (benchmarks->value().empty())
        return benchmarks->error("at least one benchmark", "empty report");
    for (std::size_t i = 0; i < benchmarks->value().size(); ++i)
        if (Status run = import_benchmark(*benchmarks->element(i), i, context, out); !run)
            return run.error();
    return out;
}

} // namespace detail

Expected<BenchImport> import_guidellm(std::string_view text, std::string_view source, const BenchContext& context)
{
    return detail::parse_and_import(text, source,
                                    [&](const JsonNode& root) { return detail::import_guidellm(root, context); });
}

} // namespace capstan::calibration
