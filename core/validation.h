#pragma once

#include "expected.h"
#include "scenario.h"

#include <optional>
#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace capstan {

// One published measurement with its conditions (the calibration CSV's columns).
struct MeasuredPoint final {
    std::string id;
    std::string source;
    std::string model;
    int weight_bits = 16;
    int kv_bits = 16;
    std::string gpu;
    int gpus = 1;          // the whole group the figure covers
    int tp = 1;
    int ep = 1;            // optional column: GPUs the experts spread over (attention data-parallel
                           // in ep / tp groups when ep > tp); 1 = sliced by TP
    int isl = 0;           // 0 = not published (the point cannot be predicted)
    int osl = 0;
    std::string mode;      // offline, static_batch, ttft_batch1, online_rate, online_concurrency, latency_batch,
                           // server_p99 (MLPerf Server: the largest Poisson rate meeting p99 TTFT and TPOT)
    double load = 0;       // batch, requests/s or users, by mode; offline: requests sent at once
                           // (0 = a steady saturated engine)
    double ttft_slo_ms = 0;   // server_p99: load "ttft_p99_ms=2000;tpot_p99_ms=200"
    double tpot_slo_ms = 0;
    std::string metric;    // output_tok_s, output_tok_s_per_gpu, ttft_ms, ttft_ms_mean, itl_ms_mean, e2e_ms_mean
    double value = 0;
    std::string unit;
    std::string notes;
    std::string engine;    // optional columns: the serving engine and its version
    std::string date;      // the source's publication date
    int max_batch = 0;     // optional columns: the engine's cap on running sequences per replica
    int max_num_tokens = 0;   // and its tokens per step (decodes plus prefill chunks), as the
                              // source configured them; 0 = not published (engine defaults)
    double isl_cv = 0;     // optional columns: how the benchmark's prompt and answer lengths
    double osl_cv = 0;     // spread (coefficients of variation of its per-request token counts);
                           // 0 = every request the same length, or not published

    // GPUs one replica spans (core/parallelism.h), and the replicas the group's GPUs make.
    [[nodiscard]] int replica_gpus() const
    {
        const int group = std::max(1, tp);   // a row is refused below tp 1; never divide by it
        return group * (ep > group ? ep / group : 1);
    }
    [[nodiscard]] int replicas() const { return std::max(1, gpus / replica_gpus()); }
};

// The source a point's figure came from, for leave-one-source-out validation: the source text
// up to its first comma ("MLPerf Inference v5.1 closed", "vLLM blog ...").
std::string source_group(const MeasuredPoint& point);

// Parses the published-points CSV format: the header names id .. notes, optionally followed by
// engine and date, then ep, then max_batch and max_num_tokens, then isl_cv and osl_cv; fields may be quoted ("a, b", "" for a quote). Without the optional columns
// an unquoted notes field keeps any further commas. Lengths may be dataset means (rounded to
// whole tokens); an empty isl or osl means the source did not publish it. An error names the source,
// the line and the column.
Expected<std::vector<MeasuredPoint>> parse_measured_points(std::string_view csv, std::string_view source);

// The scenario a point was measured under: its model, precision, GPU, TP and lengths, no
// prefix-cache hits, and the factors of `base` (default efficiencies unless calibrated).
Expected<Scenario> scenario_for_point(const MeasuredPoint& point, const Scenario& base);

// What the analytic model predicts for the point's metric, in the point's unit. Modes the
// analytic model does not answer (online_rate, online_concurrency) give std::nullopt.
Expected<std::optional<double>> predict_analytic(const MeasuredPoint& point, const Scenario& base);

} // namespace capstan
