#include "point_check.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace capstan::calibration {

Expected<std::vector<PointCheck>> check_points(const std::vector<MeasuredPoint>& points, const Scenario& base)
{
    std::vector<PointCheck> checks;
    checks.reserve(points.size());
    for (const MeasuredPoint& p : points) {
        Expected<std::optional<double>> predicted = predict_analytic(p, base);
        if (!predicted)
            return predicted.error();
        PointCheck check{p, *predicted, std::nullopt};
        if (check.predicted && p.value != 0 && std::isfinite(*check.predicted))
            check.error = (*check.predicted - p.value) / p.value;
        checks.push_back(std::move(check));
    }
    return checks;
}

double median_abs(std::vector<double> errors)
{
    if (errors.empty())
        return std::numeric_limits<double>::quiet_NaN();
    for (double& e : errors)
        e = std::abs(e);
    std::sort(errors.begin(), errors.end());
    const std::size_t n = errors.size();
    return n % 2 ? errors[n / 2] : (errors[n / 2 - 1] + errors[n / 2]) / 2;
}

double median_abs_error(const std::vector<PointCheck>& checks)
{
    std::vector<double> errors;
    for (const PointCheck& c : checks)
        if (c.error)
            errors.push_back(*c.error);
    return median_abs(std::move(errors));
}

} // namespace capstan::calibration
