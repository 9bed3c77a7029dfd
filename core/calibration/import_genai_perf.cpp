// NVIDIA GenAI-Perf's profile_export_genai_perf.json (AIPerf writes the same metric objects,
// under "records"). The fields read: the metric objects request_throughput and
// output_token_throughput (required; "unit" and "avg"), time_to_first_token,
// inter_token_latency and request_latency (optional; "unit", "avg", "std", "p1".."p99"),
// input_sequence_length and output_sequence_length ("avg", the run's mean lengths), and from
// input_config: concurrency or request_rate (at the top, under perf_analyzer.stimulus or
// under loadgen), the model (model, model_names or endpoint.model_names) and, when the length
// metrics are missing, the requested mean lengths (synthetic_input_tokens_mean and
// output_tokens_mean, or input.synthetic_tokens.mean and input.output_tokens.mean).
#include "import_common.h"

#include <charconv>
#include <initializer_list>

namespace capstan::calibration {

namespace detail {

namespace {

// The node at a '/'-separated path of keys, if every key exists and is not null.
std::optional<JsonNode> find_path(const JsonNode& root, std::string_view path)
{
    std::optional<JsonNode> node = root;
    while (node && !path.empty()) {
        const auto slash = path.find('/');
        node = node->find(path.substr(0, slash));
        path = slash == std::string_view::npos ? std::string_view() : path.substr(slash + 1);
    }
    return node;
}

std::optional<double> percentile_key(std::string_view key)
{
    if (key.size() < 2 || key.front() != 'p')
        return std::nullopt;
    double p = 0;
    const auto [end, ec] = std::from_chars(key.data() + 1, key.data() + key.size(), p);
    if (ec != std::errc{} || end != key.data() + key.size() || !(p > 0 && p <= 100))
        return std::nullopt;
    return p;
}

Expected<std::string> unit_of(const JsonNode& metric)
{
    Expected<JsonNode> unit = metric.at("unit");
    if (!unit)
        return unit.error();
    return unit->text();
}

// A throughput metric's average, in its unit (tokens/sec or requests/sec).
Expected<double> read_rate(const JsonNode& metrics, std::string_view key, std::string_view unit_word)
{
    Expected<JsonNode> metric = metrics.at(key);
    if (!metric)
        return metric.error();
    Expected<std::string> unit = unit_of(*metric);
    if (!unit)
        return unit.error();
    const std::string word(unit_word);
    if (*unit != word + "/sec" && *unit != word + "/s")
        return metric->at("unit")->error(word + "/sec", "unknown unit");
    return positive(metric->number_at("avg"), *metric, "avg");
}

Expected<std::optional<LatencyStats>> read_latency(const JsonNode& metrics, std::string_view key, std::string metric)
{
    std::optional<JsonNode> node = metrics.find(key);
    if (!node)
        return std::optional<LatencyStats>();
    if (Status object = node->require_object(); !object)
        return object.error();
    Expected<std::string> unit = unit_of(*node);
    if (!unit)
        return unit.error();
    const std::optional<double> scale = ms_per_unit(*unit);
    if (!scale)
        return node->at("unit")->error("ms, s, us or ns", "unknown unit");
    LatencyStats stats;
    stats.metric = std::move(metric);
    for (const auto& [name, value] : node->value().items()) {
        const std::optional<double> p = percentile_key(name);
        if (!(p || name == "avg" || name == "std") || value.is_null())
            continue;
        Expected<double> figure = node->number_at(name);
        if (!figure)
            return figure.error();
        if (*figure < 0)
            return node->at(name)->error("a latency of 0 or more", "out of range");
        const double ms = *figure * *scale;
        if (p)
            stats.percentiles.push_back({*p, ms});
        else if (name == "avg")
            stats.mean = ms;
        else
            stats.stddev = ms;
    }
    return std::optional<LatencyStats>(std::move(stats));
}

// The run's mean length: the measured metric, else the requested mean in input_config.
Expected<double> mean_length(const JsonNode& metrics, const JsonNode& root, std::string_view metric_key,
                             std::initializer_list<std::string_view> config_paths)
{
    if (std::optional<JsonNode> metric = metrics.find(metric_key))
        return positive(metric->number_at("avg"), *metric, "avg");
    for (std::string_view path : config_paths)
        if (std::optional<JsonNode> requested = find_path(root, path)) {
            Expected<double> tokens = requested->number();
            if (tokens && !(*tokens > 0))
                return requested->error("a positive number of tokens", "out of range");
            return tokens;
        }
    return Error{metrics.where() + "." + std::string(metric_key), {}, "an object with \"avg\" (tokens)",
                 "required field missing"};
}

Expected<std::optional<std::string>> model_id(const JsonNode& root)
{
    for (std::string_view path : {"input_config/model", "input_config/model_names", "input_config/endpoint/model_names"}) {
        std::optional<JsonNode> node = find_path(root, path);
        if (!node)
            continue;
        if (node->value().is_array() && !node->value().empty())
            node = *node->element(0);
        Expected<std::string> id = node->text();
        if (!id)
            return id.error();
        return std::optional<std::string>(*id);
    }
    return std::optional<std::string>();
}

} // namespace

Expected<BenchImport> import_genai_perf(const JsonNode& root, const BenchContext& context)
{
    BenchImport out;
    out.format = BenchFormat::GenAiPerf;
    const JsonNode metrics = root.find("records").value_or(root);
    if (Status object = metrics.require_object(); !object)
        return object.error();
    Expected<double> request_rps = read_rate(metrics, "request_throughput", "requests");
    if (!request_rps)
        return request_rps.error();
    Expected<double> output_tok_s = read_rate(metrics, "output_token_throughput", "tokens");
    if (!output_tok_s)
        return output_tok_s.error();

    Expected<JsonNode> config = root.at("input_config");
    if (!config)
        return config.error();
    if (Status object = config->require_object(); !object)
        return object.error();
    RunConditions run;
    run.id = file_name(root.source());
    run.source = "GenAI-Perf profile export";
    static const std::pair<std::string_view, const char*> kLoads[] = {{"request_rate", "online_rate"},
                                                                      {"concurrency", "online_concurrency"}};
    for (const auto& [key, mode] : kLoads) {
        for (std::string_view prefix : {"input_config/", "input_config/perf_analyzer/stimulus/", "input_config/loadgen/"}) {
            std::optional<JsonNode> node = find_path(root, std::string(prefix) + std::string(key));
            if (!node || !run.mode.empty())
                continue;
            Expected<double> load = node->number();
            if (!load)
                return load.error();
            if (!(*load > 0))
                return node->error("a positive load", "out of range");
            run.mode = mode;
            run.load = *load;
        }
    }
    if (run.mode.empty())
        return config->error("concurrency or request_rate (at the top, in perf_analyzer.stimulus or in loadgen)",
                             "the load is not recorded");
    Expected<std::optional<std::string>> model = model_id(root);
    if (!model)
        return model.error();
    run.model_id = *model;
    Expected<double> isl = mean_length(metrics, root, "input_sequence_length",
                                       {"input_config/synthetic_input_tokens_mean",
                                        "input_config/input/synthetic_tokens/mean"});
    if (!isl)
        return isl.error();
    Expected<double> osl = mean_length(metrics, root, "output_sequence_length",
                                       {"input_config/output_tokens_mean", "input_config/input/output_tokens/mean"});
    if (!osl)
        return osl.error();
    run.isl = *isl;
    run.osl = *osl;
    Expected<MeasuredPoint> point = run_point(run, context, metrics);
    if (!point)
        return point.error();

    add_figure(out, *point, "output_tok_s", *output_tok_s, "tok/s");
    add_figure(out, *point, "request_rps", *request_rps, "req/s");
    const std::pair<std::string_view, const char*> latencies[] = {
        {"time_to_first_token", "ttft_ms"}, {"inter_token_latency", "itl_ms"}, {"request_latency", "e2e_ms"}};
    for (const auto& [key, metric] : latencies) {
        Expected<std::optional<LatencyStats>> stats = read_latency(metrics, key, metric);
        if (!stats)
            return stats.error();
        if (*stats)
            add_latency(out, *point, std::move(**stats));
    }
    return out;
}

} // namespace detail

Expected<BenchImport> import_genai_perf(std::string_view text, std::string_view source, const BenchContext& context)
{
    return detail::parse_and_import(text, source,
                                    [&](const JsonNode& root) { return detail::import_genai_perf(root, context); });
}

} // namespace capstan::calibration
