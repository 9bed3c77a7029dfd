#pragma once

// Two scenarios (or two revisions of one) compared input by input, in the order of
// input_specs(); the texts are get_input()'s, so equal texts mean equal inputs.

#include "core/scenario.h"

#include <string>
#include <vector>

namespace capstan::store {

struct InputChange final {
    std::string path;     // e.g. "workload.isl"; "model_spec" for a hand-defined model;
                          // "calibration" for the profile the factors came from
    std::string label;
    std::string unit;
    std::string a;
    std::string b;
};

std::vector<InputChange> diff_scenarios(const Scenario& a, const Scenario& b);

} // namespace capstan::store
