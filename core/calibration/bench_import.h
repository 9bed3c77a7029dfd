#pragma once

#include "core/expected.h"
#include "core/scenario.h"
#include "core/validation.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace capstan::calibration {

// What a benchmark file does not record: the hardware, the parallelism and the precision it
// ran with. The model comes from the file's model id when it names a catalog preset
// ("meta-llama/Llama-3.1-8B-Instruct" -> llama-3.1-8b) unless `model_from_file` is false.
struct BenchContext final {
    std::string model = "llama-3.1-70b";
    bool model_from_file = true;
    // The user named the model (--set model.preset, --scenario, --model-config): a file whose
    // model id names no catalog preset is fitted against `model`. Otherwise such a file is
    // refused rather than fitted against a model it may not have run.
    bool model_chosen = false;
    int weight_bits = 16;
    int kv_bits = 16;
    std::string gpu = "h100-sxm";
    int tp = 1;
    int gpus = 1;                 // the group the figures cover; one server = tp
};

// The context of a scenario: its model, precisions, GPU and TP (one replica).
BenchContext context_from_scenario(const Scenario& scenario);

// The catalog preset a Hugging Face model id names, if any: the organisation is dropped,
// case ignored, and suffixes such as -Instruct, -hf, -chat, -FP8 and -v0.1 stripped.
std::optional<std::string> preset_for_model_id(std::string_view model_id);

struct Percentile final {
    double p = 0;                 // 50, 90, 99, 99.9
    double value = 0;
};

// One latency metric's distribution in one benchmark run, milliseconds.
struct LatencyStats final {
    std::string run;              // the run's id prefix (the points' ids start with it)
    std::string metric;           // ttft_ms, tpot_ms, itl_ms, e2e_ms
    std::optional<double> mean;
    std::optional<double> stddev;
    std::vector<Percentile> percentiles;   // ascending p
};

enum class BenchFormat { VllmServing, GenAiPerf, GuideLlm };
std::string_view to_string(BenchFormat format);

// Everything one file holds. Each figure is one MeasuredPoint carrying the run's conditions:
// output_tok_s and request_rps (whole group), and every latency statistic as
// <metric>_<stat> (ttft_ms_mean, ttft_ms_p50, itl_ms_p99, e2e_ms_mean, ...). The mode is
// offline for an all-at-once run, online_concurrency (load = users) for a closed loop and
// online_rate (load = requests/s) for open-loop arrivals; isl/osl are the run's mean lengths.
struct BenchImport final {
    BenchFormat format = BenchFormat::VllmServing;
    std::string source;
    std::vector<MeasuredPoint> points;
    std::vector<LatencyStats> latencies;
};

// vLLM's benchmarks/benchmark_serving.py --save-result JSON.
Expected<BenchImport> import_vllm_serving(std::string_view text, std::string_view source,
                                          const BenchContext& context);
// NVIDIA GenAI-Perf profile_export_genai_perf.json (and AIPerf's export of the same shape).
Expected<BenchImport> import_genai_perf(std::string_view text, std::string_view source,
                                        const BenchContext& context);
// GuideLLM's benchmark report JSON (one run per entry of benchmarks[]).
Expected<BenchImport> import_guidellm(std::string_view text, std::string_view source,
                                      const BenchContext& context);

// Recognizes the format by its keys and imports. A malformed or truncated file, or one of no
// known format, is an Error naming the file, the byte offset or JSON path, and what was
// expected; nothing is imported from it.
Expected<BenchImport> import_bench(std::string_view text, std::string_view source,
                                   const BenchContext& context);

// The points of any file calibration reads: the published-points CSV format (recognized by its
// header) or a benchmark result that import_bench recognizes.
Expected<std::vector<MeasuredPoint>> import_measured_points(std::string_view text, std::string_view source,
                                                            const BenchContext& context);

} // namespace capstan::calibration
