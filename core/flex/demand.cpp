#include "core/plan_limits.h"
#include "core/flex/demand.h"

#include "core/fleet/validation.h"
#include "core/traffic.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <numeric>
#include <string>

namespace capstan::flex {
namespace {

using fleet::number_text;
using fleet::require_range;

// Shape and its peak over mean, computed relative to the peak so exp() never overflows.
std::array<double, 24> von_mises(double k, double peak_hour)
{
    std::array<double, 24> shape{};
    for (std::size_t h = 0; h < shape.size(); ++h) {
        const double angle = 2.0 * std::numbers::pi * (double(h) - peak_hour) / 24.0;
        shape[h] = std::exp(k * (std::cos(angle) - 1.0));
    }
    return shape;
}

double peak_over_mean(const std::array<double, 24>& shape)
{
    const double sum = std::accumulate(shape.begin(), shape.end(), 0.0);
    return *std::max_element(shape.begin(), shape.end()) / (sum / double(shape.size()));
}

std::array<double, 24> normalized(std::array<double, 24> shape)
{
    const double mean = std::accumulate(shape.begin(), shape.end(), 0.0) / double(shape.size());
    for (double& level : shape)
        level /= mean;
    return shape;
}

} // namespace

std::array<double, 24> diurnal_profile(double peak_to_avg, double peak_hour)
{
    const double target = std::clamp(std::isfinite(peak_to_avg) ? peak_to_avg : 1.0, 1.0, 12.0);
    // peak/mean rises monotonically with k (0 at k = 0: flat); 60 bisections reach 1e-15.
    double lo = 0;
    double hi = 400;
    for (int i = 0; i < 60; ++i) {
        const double mid = 0.5 * (lo + hi);
        (peak_over_mean(von_mises(mid, peak_hour)) < target ? lo : hi) = mid;
    }
    return normalized(von_mises(0.5 * (lo + hi), peak_hour));
}

Status validate(const DemandShape& d)
{
    // Zero demand has no blended price and no idle share to judge: it is bad input, not a month.
    if (!(std::isfinite(d.base_tok_s) && d.base_tok_s > 0 && d.base_tok_s <= 1e12))
        return Error{"flex.base_tok_s", number_text(d.base_tok_s), "> 0 .. 1e12 tokens/s",
                     d.base_tok_s == 0 ? "zero demand" : "out of range"};
    double sum = 0;
    for (std::size_t h = 0; h < d.profile.size(); ++h) {
        if (auto s = require_range("flex.profile[" + std::to_string(h) + "]", d.profile[h], 0, 1e6,
                                   "0 .. 1e6 (relative level)"); !s)
            return s;
        sum += d.profile[h];
    }
    if (sum <= 0)
        return Error{"flex.profile", "all 0", "at least one hour above 0", "zero demand"};
    if (auto s = require_range("flex.weekend_factor", d.weekend_factor, 0, 10, "0 .. 10 (weekend / weekday)"); !s)
        return s;
    if (auto s = require_range("flex.start_weekday", d.start_weekday, 0, 6, "0 (Monday) .. 6 (Sunday)"); !s)
        return s;
    if (auto s = require_range("flex.monthly_growth", d.monthly_growth, kMinMonthlyGrowth, kMaxMonthlyGrowth,
                                "-0.5 .. 10 per month"); !s)
        return s;
    if (auto s = require_range("flex.spike_multiplier", d.spike_multiplier, 1, 1000, "1 .. 1000"); !s)
        return s;
    if (auto s = require_range("flex.spike_start_hour", d.spike_start_hour, 0, 1e6, "0 .. 1e6 hours"); !s)
        return s;
    if (auto s = require_range("flex.spike_hours", d.spike_hours, 0, 1e6, "0 .. 1e6 hours"); !s)
        return s;
    if (auto s = require_range("flex.hours", d.hours, 1, 87'600, "1 .. 87600 hours (10 years)"); !s)
        return s;
    return Ok{};
}

Expected<std::vector<double>> demand_curve(const DemandShape& d)
{
    if (auto s = validate(d); !s)
        return s.error();
    const std::array<double, 24> profile = normalized(d.profile);
    // Weekdays and weekends keep a weekly mean of 1: 5 x weekday + 2 x weekend = 7.
    const double weekday = 7.0 / (5.0 + 2.0 * d.weekend_factor);
    const double weekend = d.weekend_factor * weekday;
    const double growth_per_hour = std::log1p(d.monthly_growth) / kHoursPerMonth;

    std::vector<double> curve(std::size_t(d.hours));
    for (int t = 0; t < d.hours; ++t) {
        const int day_of_week = (d.start_weekday + t / 24) % 7;
        const bool spike = t >= d.spike_start_hour && t - d.spike_start_hour < d.spike_hours;
        curve[std::size_t(t)] = d.base_tok_s * profile[std::size_t(t % 24)] *
                                (day_of_week >= 5 ? weekend : weekday) * std::exp(growth_per_hour * t) *
                                (spike ? d.spike_multiplier : 1.0);
    }
    return curve;
}

} // namespace capstan::flex
