#pragma once

// The knee chart's comparison curves: the same scenario at the other weight precisions, or on
// every other GPU of the catalog. Computed here, below the views, so the chart only draws.

#include "core/evaluate.h"
#include "core/scenario.h"

#include <string>
#include <vector>

namespace capstan::ui {

// KneeOverlayKind (none, precisions, GPUs) is the scenario's view.knee_overlay (core/scenario.h).
struct KneeOverlay final {
    int weight_bits = 0;                 // Precisions: the variant's weight precision
    std::string gpu_name;                // Gpus: the variant's GPU, as the catalog names it
    std::vector<KneePoint> curve;        // batch 1 .. the batch cap, as Result::curve
};

// One curve per variant the model can evaluate; a variant that does not fit (the weights
// overflow the replica at this TP) is left out, never drawn as zero.
std::vector<KneeOverlay> kneeOverlays(const Scenario& scenario, KneeOverlayKind kind);

} // namespace capstan::ui
