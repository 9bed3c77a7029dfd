// libFuzzer target: the published-points CSV (parse_measured_points), then what `capstan-cli
// validate` does with each accepted row: predict it with the analytic model. A prediction is
// never NaN or infinite (SPEC 7).
#include "fuzz_support.h"

#include "core/inputs.h"
#include "core/validation.h"

#include <cmath>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace capstan;
    const Expected<std::vector<MeasuredPoint>> points = parse_measured_points(fuzz::as_text(data, size), "points.csv");
    if (!points)
        return 0;
    static const Scenario base = default_scenario();
    std::size_t predicted = 0;
    for (const MeasuredPoint& point : *points) {
        if (++predicted > 8)
            break;   // a long file adds rows, not new paths
        const Expected<std::optional<double>> value = predict_analytic(point, base);
        if (value && *value)
            fuzz::require(std::isfinite(**value), "a prediction is finite");
    }
    return 0;
}
