#pragma once

#include "core/evaluate.h"
#include "core/sim/analytic.h"

namespace capstan::ui {

// The traffic the latency charts ask the tail about: the peak rate spread over the sized
// replicas, with the use case's burstiness and length spread (Poisson and fixed lengths for
// an unknown use case).
sim::TailInputs peakTailInputs(const Scenario& scenario, const Result& result);

} // namespace capstan::ui
