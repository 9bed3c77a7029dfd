#pragma once

#include "core/expected.h"
#include "core/scenario.h"
#include "core/validation.h"

#include <optional>

namespace capstan::sim {

// What the request-level simulator predicts for a published online measurement, in the
// point's unit: online_rate (Poisson at `load` requests/s), online_concurrency (a closed loop
// of `load` users, no think time) and server_p99 (MLPerf's Server rule: the largest Poisson
// rate whose 2,400 s run keeps at most 1% of requests over the p99 TTFT and TPOT targets,
// found by bisection, the run judged by its latencies alone as the benchmark judges it; the
// capacity is that run's completed throughput, its latencies the metrics). Prompts and answers
// are drawn lognormal at the row's isl_cv and osl_cv, as the workbench's simulator draws a
// scenario's (fixed at their means where those are 0). Metrics:
// ttft_ms_mean, ttft_ms_p99, itl_ms_mean, itl_ms_p99, output_tok_s, requests_s. Other modes,
// metrics, or lengths the source did not publish give std::nullopt.
Expected<std::optional<double>> predict_simulated(const MeasuredPoint& point, const Scenario& base);

} // namespace capstan::sim
