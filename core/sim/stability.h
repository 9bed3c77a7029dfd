#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace capstan::sim {

// Requests in the system at a moment of the measurement window: (time s, count).
using Checkpoint = std::pair<double, double>;

// Thresholds of the trend test (SimResult's stability verdict).
inline constexpr double kGrowthShare = 0.02;   // of the window's arrivals
inline constexpr double kGrowthNoise = 4.0;    // times the scatter around the fitted line

// Above capacity the queue grows without bound. A least-squares line through the in-system
// counts of the window says how much it grew; the load is judged unstable when that growth
// exceeds kGrowthShare of the window's arrivals (arrivals outran completions by that much) and
// stands kGrowthNoise times clear of the scatter around the line (a stable queue's excursions
// do not). Returns the reason when unstable.
std::optional<std::string> unstable_trend(const std::vector<Checkpoint>& checkpoints, double window_s,
                                          double arrivals);

} // namespace capstan::sim
