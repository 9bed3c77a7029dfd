#pragma once

#include "cross_validation.h"

#include "core/scenario.h"

#include <optional>
#include <string>
#include <string_view>

namespace capstan::calibration {

// How far off the model typically is where a chart draws, from the leave-one-source-out
// cross-validation (resources/calibration/model-error.csv): the median |error| of the held-out
// rows of the scenario's GPU generation and the chart's use, or of every generation when that
// generation has fewer than kMinClassRows such rows.
struct TypicalError final {
    double median_abs_error = 0;    // fraction
    int rows = 0;                   // held-out rows behind it
    std::string generation;         // empty: every generation
    std::string use;                // throughput or latency
};

inline constexpr int kMinClassRows = 5;

// The table `validate --cv --error-table` writes: dimension,name,rows,median_abs_error for the
// "use" and "generation+use" classes.
std::string model_error_table(const CrossValidation& cv);

// From the built-in table; std::nullopt when it holds nothing for the use.
std::optional<TypicalError> typical_error(const Scenario& scenario, std::string_view use);

} // namespace capstan::calibration
