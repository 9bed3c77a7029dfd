#include "stability.h"

#include <cmath>

namespace capstan::sim {

std::optional<std::string> unstable_trend(const std::vector<Checkpoint>& checkpoints, double window_s,
                                          double arrivals)
{
    if (checkpoints.size() < 4)
        return std::nullopt;
    double sum_t = 0, sum_n = 0;
    for (const auto& [t, n] : checkpoints) {
        sum_t += t;
        sum_n += n;
    }
    const double m = double(checkpoints.size());
    const double mean_t = sum_t / m, mean_n = sum_n / m;
    double stt = 0, stn = 0;
    for (const auto& [t, n] : checkpoints) {
        stt += (t - mean_t) * (t - mean_t);
        stn += (t - mean_t) * (n - mean_n);
    }
    if (stt <= 0)
        return std::nullopt;
    const double slope = stn / stt;
    double residual2 = 0;
    for (const auto& [t, n] : checkpoints) {
        const double e = n - (mean_n + slope * (t - mean_t));
        residual2 += e * e;
    }
    const double scatter = std::sqrt(residual2 / (m - 2));
    const double growth = slope * window_s;
    if (growth > kGrowthShare * arrivals && growth > kGrowthNoise * scatter)
        return "requests in the system grew by " + std::to_string(std::lround(growth)) + " over " +
               std::to_string(std::lround(arrivals)) + " arrivals: the load exceeds capacity";
    return std::nullopt;
}

} // namespace capstan::sim
