#pragma once

#include "scenario.h"

#include <string>
#include <string_view>
#include <vector>

namespace capstan {

// One bar of the tornado: an input moved down and up by a fraction, and what it does to the
// GPU count and the owned monthly bill. An infeasible side (the model stops fitting) is marked.
struct SensitivityBar final {
    std::string path;
    double base_value = 0;
    double low_value = 0;
    double high_value = 0;
    int gpus_low = 0;
    int gpus_high = 0;
    double usd_low = 0;
    double usd_high = 0;
    bool feasible_low = true;
    bool feasible_high = true;
    [[nodiscard]] double usd_swing() const;
};

struct Sensitivity final {
    int base_gpus = 0;
    double base_usd = 0;
    std::vector<SensitivityBar> bars;   // widest dollar swing first
};

// The inputs a tornado moves by default: the workload, the SLO, the hardware factors, the price.
const std::vector<std::string_view>& default_sensitivity_inputs();

// Moves each input by +/- fraction (clamped to its range, whole numbers rounded) from the
// scenario. The base scenario must be feasible; inputs at zero (derived) are skipped.
Sensitivity sensitivity(const Scenario& scenario, double fraction = 0.20,
                        const std::vector<std::string_view>& paths = default_sensitivity_inputs());

} // namespace capstan
