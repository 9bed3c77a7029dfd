// vLLM's serving benchmark (benchmarks/benchmark_serving.py --save-result). The fields read:
// completed, total_input_tokens, total_output_tokens, request_throughput, output_throughput
// (required); request_rate (a number, or the string "inf" for all-at-once), max_concurrency,
// model_id, total_token_throughput (optional); and for ttft, tpot, itl and e2el the keys
// mean_<m>_ms, median_<m>_ms, std_<m>_ms and p<P>_<m>_ms (any P, e.g. p99, p99.9).
#include "import_common.h"

#include <charconv>
#include <cmath>

namespace capstan::calibration {

namespace detail {

namespace {

// The percentile P of a key "p<P>_<metric>_ms", if it is one.
std::optional<double> percentile_of(std::string_view key, std::string_view metric)
{
    const std::string tail = "_" + std::string(metric) + "_ms";
    if (key.size() <= tail.size() + 1 || key.front() != 'p' || key.substr(key.size() - tail.size()) != tail)
        return std::nullopt;
    const std::string_view digits = key.substr(1, key.size() - tail.size() - 1);
    double p = 0;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), p);
    if (ec != std::errc{} || end != digits.data() + digits.size() || !(p > 0 && p <= 100))
        return std::nullopt;
    return p;
}

// An optional latency figure, which must not be negative.
Expected<std::optional<double>> latency_at(const JsonNode& root, const std::string& key)
{
    Expected<std::optional<double>> figure = root.optional_number_at(key);
    if (figure && *figure && **figure < 0)
        return root.at(key)->error("a latency of 0 ms or more", "out of range");
    return figure;
}

Expected<std::optional<LatencyStats>> read_latency(const JsonNode& root, std::string_view vllm_name,
                                                   std::string metric)
{
    LatencyStats stats;
    stats.metric = std::move(metric);
    const std::string name(vllm_name);
    Expected<std::optional<double>> mean = latency_at(root, "mean_" + name + "_ms");
    Expected<std::optional<double>> stddev = latency_at(root, "std_" + name + "_ms");
    Expected<std::optional<double>> median = latency_at(root, "median_" + name + "_ms");
    for (const auto* field : {&mean, &stddev, &median})
        if (!*field)
            return field->error();
    stats.mean = *mean;
    stats.stddev = *stddev;
    bool has_p50 = false;
    for (const auto& [key, value] : root.value().items()) {
        const std::optional<double> p = percentile_of(key, name);
        if (!p || value.is_null())
            continue;
        Expected<std::optional<double>> figure = latency_at(root, key);
        if (!figure)
            return figure.error();
        stats.percentiles.push_back({*p, **figure});
        has_p50 = has_p50 || *p == 50;
    }
    if (*median && !has_p50)
        stats.percentiles.push_back({50, **median});
    if (!stats.mean && stats.percentiles.empty())
        return std::optional<LatencyStats>();
    return std::optional<LatencyStats>(std::move(stats));
}

} // namespace

Expected<BenchImport> import_vllm_serving(const JsonNode& root, const BenchContext& context)
{
    BenchImport out;
    out.format = BenchFormat::VllmServing;
    Expected<double> completed = positive(root.number_at("completed"), root, "completed");
    Expected<double> input_tokens = positive(root.number_at("total_input_tokens"), root, "total_input_tokens");
    Expected<double> output_tokens = positive(root.number_at("total_output_tokens"), root, "total_output_tokens");
    Expected<double> output_tok_s = positive(root.number_at("output_throughput"), root, "output_throughput");
    Expected<double> request_rps = positive(root.number_at("request_throughput"), root, "request_throughput");
    Expected<std::optional<double>> concurrency = root.optional_number_at("max_concurrency");
    for (const Expected<double>* field : {&completed, &input_tokens, &output_tokens, &output_tok_s, &request_rps})
        if (!*field)
            return field->error();
    if (!concurrency)
        return concurrency.error();

    Expected<JsonNode> rate_node = root.at("request_rate");
    if (!rate_node)
        return rate_node.error();
    std::optional<double> rate;
    if (rate_node->value().is_string()) {
        if (rate_node->value().get<std::string>() != "inf")
            return rate_node->error("a number of requests/s or \"inf\"", "wrong value");
    } else {
        Expected<double> number = rate_node->number();
        if (!number || !(*number > 0))
            return rate_node->error("a positive number of requests/s or \"inf\"", "wrong value");
        rate = *number;
    }
    if (*concurrency && !(**concurrency >= 1))
        return root.at("max_concurrency")->error("at least 1 concurrent request, or null", "out of range");

    RunConditions run;
    run.id = file_name(root.source());
    run.source = "vLLM benchmark_serving";
    if (std::optional<JsonNode> model = root.find("model_id")) {
        Expected<std::string> id = model->text();
        if (!id)
            return id.error();
        run.model_id = *id;
    }
    run.mode = rate ? "online_rate" : *concurrency ? "online_concurrency" : "offline";
    run.load = rate ? *rate : concurrency->value_or(0.0);
    run.isl = *input_tokens / *completed;
    run.osl = *output_tokens / *completed;
    run.notes = std::to_string(std::llround(*completed)) + " requests completed";
    if (rate && *concurrency)
        run.notes += "; at most " + std::to_string(std::llround(**concurrency)) + " in flight";
    Expected<MeasuredPoint> point = run_point(run, context, *root.at("completed"));
    if (!point)
        return point.error();

    add_figure(out, *point, "output_tok_s", *output_tok_s, "tok/s");
    add_figure(out, *point, "request_rps", *request_rps, "req/s");
    const std::pair<std::string_view, const char*> metrics[] = {
        {"ttft", "ttft_ms"}, {"tpot", "tpot_ms"}, {"itl", "itl_ms"}, {"e2el", "e2e_ms"}};
    for (const auto& [vllm_name, metric] : metrics) {
        Expected<std::optional<LatencyStats>> stats = read_latency(root, vllm_name, metric);
        if (!stats)
            return stats.error();
        if (*stats)
            add_latency(out, *point, std::move(**stats));
    }
    return out;
}

} // namespace detail

Expected<BenchImport> import_vllm_serving(std::string_view text, std::string_view source, const BenchContext& context)
{
    return detail::parse_and_import(text, source,
                                    [&](const JsonNode& root) { return detail::import_vllm_serving(root, context); });
}

} // namespace capstan::calibration
