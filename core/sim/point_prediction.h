#pragma once

#include "core/expected.h"
#include "core/scenario.h"
#include "core/validation.h"

#include <optional>

namespace capstan::sim {

// What the request-level simulator predicts for a published online measurement, in the
// point's unit: online_rate (Poisson at `load` requests/s), online_concurrency (a closed loop
// of `load` users, no think time) and server_p99 (the largest Poisson rate at which at most 1%
// of requests miss the p99 TTFT or TPOT target, found by bisection on the share over the
// targets). Metrics: ttft_ms_mean, ttft_ms_p99, itl_ms_mean, itl_ms_p99, output_tok_s,
// requests_s. Other modes, metrics, or lengths the source did not publish give std::nullopt.
Expected<std::optional<double>> predict_simulated(const MeasuredPoint& point, const Scenario& base);

} // namespace capstan::sim
