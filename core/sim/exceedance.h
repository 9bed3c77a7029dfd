#pragma once

#include <array>
#include <cstdint>

namespace capstan::sim {

// The share of requests over a latency target, with its 95% confidence. Deciding whether a
// fleet meets "p99 TTFT <= 2 s" on this share (against 1 - 0.99) rather than on the sample
// p99 is what makes percentile sizing decisive: near the target the p99 of a bimodal latency
// jumps between modes from run to run, while the share over the target moves smoothly with
// the replica count (simulated: 1.66% at 340 replicas, 0.44% at 432, log-linear between).
struct Exceedance final {
    std::int64_t samples = 0;
    std::int64_t over = 0;
    double share = 0;        // over / samples
    double ci95 = 0;         // half-width: batch means, never below the count's Poisson error
    double upper95 = 0;      // share + ci95; 3 / samples when none was over (Poisson, 95%)
    double lower95 = 0;      // max(0, share - ci95)
};

// Counts requests over a target in kBatches consecutive batches of arrivals (each spans many
// request lifetimes when the run is long enough), so the interval reflects the correlation
// between neighbouring requests that share a queue.
class ExceedanceCounter final {
public:
    static constexpr int kBatches = 20;

    void add(int batch, bool over)
    {
        ++samples_[std::size_t(batch)];
        over_[std::size_t(batch)] += over ? 1 : 0;
    }
    [[nodiscard]] Exceedance summarize() const;

private:
    std::array<std::int64_t, kBatches> samples_{};
    std::array<std::int64_t, kBatches> over_{};
};

} // namespace capstan::sim
