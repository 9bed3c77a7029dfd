#pragma once

#include "percentile_sizing.h"

#include "core/evaluate.h"

namespace capstan::sim {

// The analytic evaluation with the fleet sized by simulated percentiles (SPEC 2.6): replicas,
// GPUs, nodes, binding and the money follow the fewest replicas whose p-th percentile TTFT and
// TPOT meet the SLO at peak; the analytic count stays in sizing.tail.analytic_replicas.
Expected<Result> evaluate_with_tail(const Scenario& scenario, const PercentileSizingOptions& options = {});

// Folds a finished percentile sizing into an analytic result (re-prices the fleet).
void adopt(const Scenario& scenario, Result& result, const PercentileSizing& sizing);

} // namespace capstan::sim
