#pragma once

#include "analysis/layouts_analysis.h"

#include "core/expected.h"
#include "core/launch/launch_settings.h"

#include <string_view>

namespace capstan::ui {

// The serving engine's launches of one searched layout: the run's scenario on that layout
// (search::apply_layout), evaluated, through launch::launch_roles — what `capstan-cli launch
// --engine E` prints for the same scenario with the layout's --set inputs (a disaggregated
// layout: the prefill role's, then the decode role's). An error for an unknown engine or a
// layout the model refuses.
Expected<std::vector<launch::LaunchSettings>> layoutLaunch(const LayoutsRun& run, const search::Candidate& candidate,
                                              std::string_view engine);

} // namespace capstan::ui
