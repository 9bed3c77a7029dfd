#pragma once

// Shared pieces of the three importers (not part of the library's interface).

#include "bench_import.h"
#include "json_reader.h"

#include <optional>
#include <string>

namespace capstan::calibration::detail {

// The conditions every figure of one run shares.
struct RunConditions final {
    std::string id;               // "<file>" or "<file>#<index>"
    std::string source;           // tool and file, for the points' source column
    std::optional<std::string> model_id;   // as the file names it
    std::string mode;
    double load = 0;
    double isl = 0;               // mean prompt tokens
    double osl = 0;               // mean answer tokens
    std::string notes;
};

// A mean token length as a whole number of tokens in the inputs' range (1 .. 1048576).
Expected<int> token_length(double mean, const JsonNode& where);

// The figure template of a run: its conditions resolved against the context.
Expected<MeasuredPoint> run_point(const RunConditions& run, const BenchContext& context,
                                  const JsonNode& where);

// Adds one figure (id "<run>:<metric>").
void add_figure(BenchImport& out, const MeasuredPoint& run, const std::string& metric, double value,
                const std::string& unit);

// Adds a latency distribution and one figure per statistic (<metric>_mean, <metric>_p99 ...).
void add_latency(BenchImport& out, const MeasuredPoint& run, LatencyStats stats);

// "p50", "p99.9": the suffix of a percentile figure.
std::string percentile_name(double p);

// A finite, positive figure; zero or negative throughput means the run failed.
Expected<double> positive(Expected<double> value, const JsonNode& where, std::string_view key);

// The file's name without directories, for ids.
std::string file_name(std::string_view source);

// Milliseconds per one of the unit's time units ("ms", "s", "us", "ns"); nullopt if unknown.
std::optional<double> ms_per_unit(std::string_view unit);

// The importers over an already parsed document (import_bench parses once, then picks one).
Expected<BenchImport> import_vllm_serving(const JsonNode& root, const BenchContext& context);
Expected<BenchImport> import_genai_perf(const JsonNode& root, const BenchContext& context);
Expected<BenchImport> import_guidellm(const JsonNode& root, const BenchContext& context);

// Parses `text` and runs `import` on the root, which must be a JSON object.
template <class Import>
Expected<BenchImport> parse_and_import(std::string_view text, std::string_view source, Import import)
{
    Expected<nlohmann::json> doc = parse_bench_json(text, source);
    if (!doc)
        return doc.error();
    const JsonNode root(*doc, std::string(source));
    if (Status object = root.require_object(); !object)
        return object.error();
    Expected<BenchImport> result = import(root);
    if (result)
        result->source = std::string(source);
    return result;
}

} // namespace capstan::calibration::detail
