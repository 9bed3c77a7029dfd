#pragma once

#include "percentile_sizing.h"
#include "simulator.h"

#include "core/expected.h"
#include "core/scenario.h"

#include <chrono>
#include <map>

namespace capstan::sim {

// The traffic's shape a search simulates: the scenario's unless the options override it.
struct TrafficShape final {
    double arrival_cv = 1;
    double isl_cv = 0;
    double osl_cv = 0;
};
TrafficShape traffic_shape(const Scenario& scenario, const PercentileSizingOptions& options);

// One trial's outcome, judged against the target share 1 - percentile/100.
struct Trial final {
    int replicas = 0;
    SimResult result;
    // log(share over the SLO / target) for TTFT and TPOT; +inf when overloaded, -inf when no
    // request was over (the share's Poisson upper bound then says how far below it may be).
    double ttft_excess = 0;
    double tpot_excess = 0;
    // Disaggregated: the prefill pool alone sets the TTFT, whatever the decode count; the decode
    // count is sized on the TPOT and the pool checked once (SizingTrials::prefill_pool_check).
    bool ttft_by_prefill_pool = false;
    [[nodiscard]] bool meets() const { return (ttft_by_prefill_pool || ttft_excess <= 0) && tpot_excess <= 0; }
};

// Runs and remembers the trials of one search: every count at most once, each with the same
// seed (common random numbers), a subset of replicas for large fleets, a clock for the budget.
class SizingTrials final {
public:
    SizingTrials(const Scenario& scenario, const PercentileSizingOptions& options, double rate_rps);

    // A trial at `replicas` with `measured` measured arrivals (a count already tried returns
    // its first trial).
    Expected<Trial> at(int replicas, std::int64_t measured);
    // One replica at a thousandth of its saturation rate: what no replica count improves on.
    Expected<SimResult> idle_floor(double saturation_rps);
    // Disaggregated: the whole prefill pool (or k of its P replicas at k/P of the rate, with the
    // decode replicas' same share rounded up) at the peak rate, beside `decode_replicas`:
    // the trial whose TTFT the answer reports.
    Expected<Trial> prefill_pool_check(int decode_replicas, std::int64_t measured);

    [[nodiscard]] const Trial* find(int replicas) const;
    [[nodiscard]] const std::map<int, Trial>& all() const { return done_; }
    [[nodiscard]] double target() const { return target_; }
    [[nodiscard]] double elapsed_s() const;
    // CPU time this thread spent since the search began: what the time budget counts, so a
    // busy machine (other processes on the same cores) does not change the answer.
    [[nodiscard]] double cpu_s() const;
    [[nodiscard]] int simulations() const { return simulations_; }
    [[nodiscard]] int simulated_replicas() const { return simulated_replicas_; }
    void report_progress(double share) const;

private:
    [[nodiscard]] SimConfig config(int simulated, double rate) const;
    // Simulates `c` over `measured` measured arrivals (and the warm-up its lifetime needs);
    // a trend verdict of overload is checked once more on a longer window.
    Expected<SimResult> run_window(SimConfig& c, std::int64_t measured);

    const Scenario& scenario_;
    const PercentileSizingOptions& options_;
    double rate_;
    double target_;
    std::map<int, Trial> done_;
    int simulations_ = 0;
    int simulated_replicas_ = 0;
    std::chrono::steady_clock::time_point start_;
    double start_cpu_s_ = 0;
};

} // namespace capstan::sim
