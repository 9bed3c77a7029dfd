#include "exceedance.h"

#include "stats.h"

#include <algorithm>
#include <cmath>

namespace capstan::sim {

Exceedance ExceedanceCounter::summarize() const
{
    Exceedance e;
    for (int b = 0; b < kBatches; ++b) {
        e.samples += samples_[std::size_t(b)];
        e.over += over_[std::size_t(b)];
    }
    if (e.samples == 0)
        return e;
    const double n = double(e.samples);
    e.share = double(e.over) / n;
    // Ratio estimator over the batches: the residuals over_b - share x samples_b.
    Welford residuals;
    int used = 0;
    for (int b = 0; b < kBatches; ++b)
        if (samples_[std::size_t(b)] > 0) {
            residuals.add(double(over_[std::size_t(b)]) - e.share * double(samples_[std::size_t(b)]));
            ++used;
        }
    double half = 0;
    if (used >= 2) {
        const double mean_batch = n / used;
        half = t975(used - 1) * std::sqrt(residuals.variance() / used) / mean_batch;
    }
    const double poisson = 1.96 * std::sqrt(std::max<double>(1.0, double(e.over))) / n;
    e.ci95 = std::max(half, poisson);
    e.upper95 = e.over == 0 ? 3.0 / n : e.share + e.ci95;
    e.lower95 = std::max(0.0, e.share - e.ci95);
    return e;
}

} // namespace capstan::sim
