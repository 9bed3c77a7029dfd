#pragma once

#include "core/search/config_space.h"

#include "core/expected.h"
#include "core/scenario.h"

#include <atomic>
#include <cstdint>
#include <string>

namespace capstan::search {

struct ConfirmOptions final {
    // CPU seconds each layout's percentile sizing refines its count at most
    // (PercentileSizingOptions::time_budget_s): five layouts stay within about five seconds.
    double budget_s_each = 0.8;
    std::uint64_t seed = 1;                       // every trial's seed (common random numbers)
    const std::atomic<bool>* cancelled = nullptr; // a superseded search stops early
};

// A simulated percentile at the SLO's percentile with its 95% confidence interval.
struct SimulatedPercentile final {
    double value_ms = 0;
    double ci_low_ms = 0;
    double ci_high_ms = 0;
};

// One layout re-sized by the request-level simulator (size_by_percentile at the peak rate).
struct Confirmation final {
    bool met = false;              // some replica count met the SLO percentile
    int replicas = 0;              // the simulated count (+1 if N+1); the analytic one when not met
    int gpus = 0;
    int prefill_replicas = 0;      // disaggregated: the prefill pool beside the replicas
    double usd_month_own = 0;
    double usd_month_rent = 0;
    double percentile = 99;
    SimulatedPercentile ttft;      // at `replicas` (or the largest count tried when not met)
    SimulatedPercentile tpot;
    std::string binding;           // the simulated binding: ttft, tpot or memory
    std::string reason;            // when not met: why, and what would help
    int simulations = 0;
    bool budget_ran_out = false;
    double seconds = 0;
};

Expected<Confirmation> confirm_layout(const Scenario& base, const ConfigSpace& space, const Layout& layout,
                                      const ConfirmOptions& options = {});

} // namespace capstan::search
