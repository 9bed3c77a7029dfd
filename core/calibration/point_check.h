#pragma once

#include "core/expected.h"
#include "core/scenario.h"
#include "core/validation.h"

#include <optional>
#include <vector>

namespace capstan::calibration {

// One measured figure against the analytic model's prediction under a scenario's factors.
struct PointCheck final {
    MeasuredPoint point;
    std::optional<double> predicted;   // none: the analytic model does not answer this mode
    std::optional<double> error;       // (predicted - measured) / measured
};

// Predicts every point; an Error names the point the model cannot evaluate.
Expected<std::vector<PointCheck>> check_points(const std::vector<MeasuredPoint>& points, const Scenario& base);

// Median of |error| over the answered points; NaN when none is answered.
double median_abs_error(const std::vector<PointCheck>& checks);
double median_abs(std::vector<double> errors);

} // namespace capstan::calibration
