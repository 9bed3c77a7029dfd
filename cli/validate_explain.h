#pragma once

#include "core/expected.h"
#include "core/scenario.h"
#include "core/validation.h"

#include <string>

namespace capstan::cli {

// capstan-cli validate --explain ID: how the model arrives at one published row's prediction.
// The row's scenario (layout, precision, lengths and their spread, the engine's caps), the
// memory plan per GPU, the step at the operating batch split into its parts (weight reads and
// arithmetic, attention, collectives, overhead), and the prediction against the measurement,
// with the factors of `base` (analytic rows by the roofline, online and Server rows by the
// request-level simulator).
Expected<std::string> explain_point(const MeasuredPoint& point, const Scenario& base);

} // namespace capstan::cli
