#pragma once

#include "core/expected.h"

#include <array>
#include <vector>

namespace capstan::flex {

[[nodiscard]] constexpr std::array<double, 24> flat_profile()
{
    std::array<double, 24> flat{};
    for (double& level : flat)
        level = 1.0;
    return flat;
}

// The shape of token demand over a horizon of whole hours (SPEC 2.7 core-and-flex): a 24-hour
// profile x a weekday/weekend factor x compound monthly growth, plus an optional launch spike.
// Rates are input + output tokens per second, averaged over each hour.
struct DemandShape final {
    double base_tok_s = 0;              // mean of the first week, before growth
    std::array<double, 24> profile = flat_profile(); // relative level by hour; normalized to mean 1
    double weekend_factor = 0.7;        // a weekend day's mean / a weekday's mean
    int start_weekday = 0;              // the first hour's day: 0 = Monday .. 6 = Sunday
    double monthly_growth = 0.0;        // compound, per 730 hours: 0.05 = +5% a month
    double spike_multiplier = 1.0;      // launch spike: demand x this while it lasts
    int spike_start_hour = 0;           // hour of the horizon the spike starts
    int spike_hours = 0;                // 0 = no spike
    int hours = 720;                    // horizon: 720 = 30 days
};

// A diurnal profile whose peak hour sits `peak_to_avg` above the daily mean: a von Mises bump
// exp(k cos(2 pi (h - peak_hour) / 24)), k solved by bisection. peak_to_avg 1 is flat; the
// largest reachable over 24 hourly samples is just under 24, so the input is capped at 12.
[[nodiscard]] std::array<double, 24> diurnal_profile(double peak_to_avg, double peak_hour = 20);

// Range checks; the Error names the field (flex.demand.*), the value and what is allowed.
[[nodiscard]] Status validate(const DemandShape& shape);

// Tokens/s for every hour of the horizon. Deterministic: the same shape gives the same curve.
[[nodiscard]] Expected<std::vector<double>> demand_curve(const DemandShape& shape);

} // namespace capstan::flex
