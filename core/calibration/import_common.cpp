#include "import_common.h"

#include "core/catalog.h"
#include "core/inputs.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>

namespace capstan::calibration {

using json = nlohmann::json;

BenchContext context_from_scenario(const Scenario& scenario)
{
    BenchContext context;
    context.model = scenario.model.preset;
    context.weight_bits = scenario.model.weight_bits;
    context.kv_bits = scenario.model.kv_bits;
    context.gpu = scenario.gpu.preset;
    context.tp = scenario.deploy.tp;
    context.gpus = scenario.deploy.tp;
    return context;
}

std::optional<std::string> preset_for_model_id(std::string_view model_id)
{
    std::string name(model_id.substr(model_id.rfind('/') == std::string_view::npos ? 0 : model_id.rfind('/') + 1));
    std::transform(name.begin(), name.end(), name.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    std::replace(name.begin(), name.end(), '_', '-');
    if (name.rfind("meta-", 0) == 0)
        name.erase(0, 5);
    // Fine-tune and packaging suffixes do not change the architecture.
    static const std::string_view suffixes[] = {"-instruct", "-chat", "-hf", "-fp8", "-dynamic", "-awq",
                                                "-gptq", "-int4", "-int8", "-w8a8", "-v0.1", "-v0.3", "-it"};
    for (bool stripped = true; stripped;) {
        stripped = false;
        for (std::string_view suffix : suffixes)
            if (name.size() > suffix.size() && name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0) {
                name.erase(name.size() - suffix.size());
                stripped = true;
            }
    }
    // Llama 3.3 70B has Llama 3.1 70B's shape.
    if (name == "llama-3.3-70b" || name == "llama-3-70b")
        name = "llama-3.1-70b";
    if (name == "llama-3-8b")
        name = "llama-3.1-8b";
    if (Catalog::builtin().find_model(name) != nullptr)
        return name;
    return std::nullopt;
}

std::string_view to_string(BenchFormat format)
{
    switch (format) {
    case BenchFormat::VllmServing: return "vllm-serving";
    case BenchFormat::GenAiPerf: return "genai-perf";
    case BenchFormat::GuideLlm: return "guidellm";
    }
    return "unknown";
}

Expected<BenchImport> import_bench(std::string_view text, std::string_view source, const BenchContext& context)
{
    return detail::parse_and_import(text, source, [&](const JsonNode& root) -> Expected<BenchImport> {
        const json& doc = root.value();
        if (doc.contains("benchmarks"))
            return detail::import_guidellm(root, context);
        if (doc.contains("time_to_first_token") || doc.contains("request_latency") || doc.contains("input_config"))
            return detail::import_genai_perf(root, context);
        if (doc.contains("output_throughput") || doc.contains("mean_ttft_ms"))
            return detail::import_vllm_serving(root, context);
        return root.error("a vLLM serving result (output_throughput), a GenAI-Perf export (time_to_first_token, "
                      "input_config) or a GuideLLM report (benchmarks)",
                      "unknown benchmark format");
    });
}

Expected<std::vector<MeasuredPoint>> import_measured_points(std::string_view text, std::string_view source,
                                                            const BenchContext& context)
{
    std::string_view start = text;
    if (start.substr(0, 3) == "\xEF\xBB\xBF")
        start.remove_prefix(3);
    if (start.substr(0, 10) == "id,source,")
        return parse_measured_points(start, source);
    Expected<BenchImport> imported = import_bench(text, source, context);
    if (!imported)
        return imported.error();
    return std::move(imported->points);
}

namespace detail {

Expected<int> token_length(double mean, const JsonNode& where)
{
    const double tokens = std::round(mean);
    if (!(tokens >= 1 && tokens <= 1048576))
        return Error{where.where(), std::to_string(mean), "1 .. 1048576 tokens", "mean length out of range"};
    return int(tokens);
}

Expected<MeasuredPoint> run_point(const RunConditions& run, const BenchContext& context, const JsonNode& where)
{
    MeasuredPoint p;
    p.source = run.source;
    p.model = context.model;
    if (context.model_from_file && run.model_id) {
        const std::optional<std::string> preset = preset_for_model_id(*run.model_id);
        if (!preset && !context.model_chosen)
            return Error{where.where(), *run.model_id,
                         "a model id that names a catalog preset, or the model given with --set model.preset, "
                         "--scenario or --model-config",
                         "names no model in the catalog; fitting it against " + context.model +
                             " could be fitting the wrong model"};
        p.model = preset.value_or(context.model);
    }
    p.weight_bits = context.weight_bits;
    p.kv_bits = context.kv_bits;
    p.gpu = context.gpu;
    p.tp = std::max(1, context.tp);
    p.gpus = std::max(p.tp, context.gpus);
    p.mode = run.mode;
    p.load = run.load;
    p.notes = run.notes;
    p.id = run.id;
    Expected<int> isl = token_length(run.isl, where);
    if (!isl)
        return isl.error();
    Expected<int> osl = token_length(run.osl, where);
    if (!osl)
        return osl.error();
    p.isl = *isl;
    p.osl = *osl;
    return p;
}

void add_figure(BenchImport& out, const MeasuredPoint& run, const std::string& metric, double value,
                const std::string& unit)
{
    MeasuredPoint p = run;
    p.id = run.id + ":" + metric;
    p.metric = metric;
    p.value = value;
    p.unit = unit;
    out.points.push_back(std::move(p));
}

void add_latency(BenchImport& out, const MeasuredPoint& run, LatencyStats stats)
{
    stats.run = run.id;
    std::sort(stats.percentiles.begin(), stats.percentiles.end(),
              [](const Percentile& a, const Percentile& b) { return a.p < b.p; });
    if (stats.mean)
        add_figure(out, run, stats.metric + "_mean", *stats.mean, "ms");
    for (const Percentile& q : stats.percentiles)
        add_figure(out, run, stats.metric + "_" + percentile_name(q.p), q.value, "ms");
    out.latencies.push_back(std::move(stats));
}

std::string percentile_name(double p)
{
    char text[32];
    std::snprintf(text, sizeof text, "p%g", p);
    return text;
}

Expected<double> positive(Expected<double> value, const JsonNode& where, std::string_view key)
{
    if (!value)
        return value.error();
    if (!(*value > 0))
        return Error{where.where() + "." + std::string(key), std::to_string(*value), "a positive figure",
                     "the run completed nothing"};
    return value;
}

std::string file_name(std::string_view source)
{
    const auto slash = source.find_last_of("/\\");
    return std::string(slash == std::string_view::npos ? source : source.substr(slash + 1));
}

std::optional<double> ms_per_unit(std::string_view unit)
{
    if (unit == "ms")
        return 1.0;
    if (unit == "s" || unit == "sec")
        return 1e3;
    if (unit == "us")
        return 1e-3;
    if (unit == "ns")
        return 1e-6;
    return std::nullopt;
}

} // namespace detail

} // namespace capstan::calibration
