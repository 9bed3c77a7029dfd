#include "analysis/knee_baseline.h"

namespace capstan::ui {

std::vector<KneePoint> kneeWithoutSpeculation(const Scenario& scenario, const Result& result)
{
    std::vector<KneePoint> curve;
    if (scenario.levers.spec_k <= 0)
        return curve;
    Scenario plain = scenario;
    plain.levers.spec_k = 0;
    const Roofline roofline(plain);
    curve.reserve(result.curve.size());
    for (const KneePoint& point : result.curve)
        curve.push_back(knee_point(roofline, point.batch));
    return curve;
}

} // namespace capstan::ui
