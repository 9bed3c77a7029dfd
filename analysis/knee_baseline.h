#pragma once

// The knee without the scenario's speculative decoding, for the chart to draw beside the
// scenario's own: where the two cross, speculation stops paying (the step turns compute-bound).

#include "core/evaluate.h"
#include "core/scenario.h"

#include <vector>

namespace capstan::ui {

// The knee at the same batches as result.curve with levers.spec_k = 0; empty when the scenario
// does not speculate or has no curve.
std::vector<KneePoint> kneeWithoutSpeculation(const Scenario& scenario, const Result& result);

} // namespace capstan::ui
