#pragma once

#include "analytic.h"
#include "router.h"
#include "simulator.h"

#include "core/expected.h"
#include "core/scenario.h"

#include <atomic>
#include <cstdint>
#include <string>
#include <string_view>

namespace capstan::sim {

// What keeps one replica fewer from meeting the SLO (SPEC 2.6).
enum class PercentileBinding { Ttft, Tpot, Memory };
std::string_view to_string(PercentileBinding binding);

// A fleet larger than this is simulated as this many replicas at their share of the traffic
// (see size_by_percentile for why that is sound and conservative).
inline constexpr int kRepresentativeReplicas = 128;

struct PercentileSizingOptions final {
    double rate_rps = 0;                     // the fleet's peak; 0 = evaluate()'s traffic.peak_rps
    // Measured arrivals in a bracketing trial; refining trials near the answer run twice as
    // many. 0 = 200 / (1 - percentile/100), at least 20,000 (p99: 20,000; p99.9: 200,000).
    std::int64_t trial_requests = 0;
    std::uint64_t seed = 1;                  // every trial uses it (common random numbers)
    int max_replicas = 100'000'000;           // the search's ceiling (a subset is simulated)
    // Above this many replicas a trial simulates this many at their share of the traffic (see
    // size_by_percentile).
    int max_simulated_replicas = kRepresentativeReplicas;
    double time_budget_s = 0;                // the search stops refining after this much CPU time; 0 = sim.sizing_budget_s
    double tolerance = 0.03;                 // ... or once the count's interval is within +-3%
    int token_budget = kDefaultTokenBudget;
    // Each trial stops issuing arrivals after a quarter (or a half, three quarters) of them once
    // its verdict is clear or its queue is clearly growing (SimConfig::early_verdict_share).
    bool early_stop = true;
    // Burstiness and length spread; < 0 = the scenario's (workload.arrival_cv, isl_cv, osl_cv).
    double arrival_cv = -1;
    double isl_cv = -1;
    double osl_cv = -1;
    // Checked between trials and inside them: a superseded search (the workbench moved on)
    // stops early and returns an Error saying so.
    const std::atomic<bool>* cancelled = nullptr;
    // Written after each trial, 0 .. 1; exactly 1 when done.
    std::atomic<double>* progress = nullptr;
};

struct PercentileSizing final {
    // The fewest replicas observed to meet the SLO: the share of requests over slo.ttft_ms and
    // the share over slo.tpot_ms both at most 1 - percentile/100. When none does: 0 if even an
    // idle replica misses it (`reason` says why and what would help), else the largest count
    // tried; binding says which constraint fails and the figures are those of that run.
    int replicas = 0;
    int replicas_low = 0;          // 95% interval of the count where the share crosses the target
    int replicas_high = 0;
    int gpus = 0;                  // replicas x TP
    bool met = false;
    PercentileBinding binding = PercentileBinding::Ttft;
    RouterPolicy router = RouterPolicy::LeastLoaded;
    double percentile = 99;        // slo.percentile
    double rate_rps = 0;           // the peak rate simulated
    double ttft_ms = 0;            // at the percentile, at `replicas`; 0 when that run was unstable
    double ttft_ci95_ms = 0;
    double tpot_ms = 0;
    double tpot_ci95_ms = 0;
    double ttft_over_share = 0;    // share of requests over slo.ttft_ms at `replicas`
    double tpot_over_share = 0;
    double goodput = 0;            // share meeting both SLOs at `replicas`
    int analytic_replicas = 0;     // the tail model's count: the search's first guess
    int simulations = 0;           // trials run
    int simulated_replicas = 0;    // the most replicas one trial simulated
    double seconds = 0;            // wall time of the search
    bool budget_ran_out = false;   // stopped by time_budget_s before the interval was +-tolerance
    std::string reason;            // when not met: why, and what would help
};

// The fewest replicas whose p-th percentile TTFT and TPOT the closed-form tail model (TailModel)
// says meet the SLO at `rate_rps`, with the scenario's traffic shape unless the options override
// it, and the model's estimate there; replicas = 0 when no count up to options.max_replicas
// does. Percentile sizing starts from it; the configuration search screens layouts with it.
struct TailModelSizing final {
    int replicas = 0;
    TailEstimate estimate;   // at `replicas` (at max_replicas when none meets)
};
TailModelSizing tail_model_sizing(const Scenario& scenario, double rate_rps, const PercentileSizingOptions& options = {});

// The simulation of `replicas` replicas at `rate_rps` with the scenario's traffic shape
// (scenario_config: its burstiness, length spread and router) unless the options override the
// shape; above max_simulated_replicas, that many replicas at their share of the rate.
// Percentile sizing and the workbench's latency charts run it.
SimConfig traffic_config(const Scenario& scenario, int replicas, double rate_rps,
                         const PercentileSizingOptions& options = {});

// Sets config.warmup to three request lifetimes of simulated time (the tail model's end-to-end
// time at the config's rate; at least a tenth of the run) and config.requests to that plus
// `measured`, itself raised to five lifetimes' arrivals: a run that measured from a fixed share
// of its requests would measure a large fleet still filling up, over too short a window.
void set_measured_requests(const Scenario& scenario, SimConfig& config, std::int64_t measured);

// The fewest replicas whose simulated share of requests over slo.ttft_ms and over
// slo.tpot_ms are both within 1 - slo.percentile/100 at the peak rate. The search starts from
// the tail model's count, brackets the crossing (x1.25 steps, x2 when overloaded), then puts
// each next trial where log(share over the target), interpolated linearly in the replica
// count between the bracket's ends, crosses the target, until the bracket is within
// +-tolerance or time_budget_s runs out. Each trial warms up for three request lifetimes of
// simulated time before measuring. A fleet larger than max_simulated_replicas is sized from
// that many replicas at their share of the traffic: a router over the whole fleet balances
// at least as well as one over a subset, so the count is conservative, and the per-replica
// tail stops changing with the fleet size beyond about a hundred replicas (tst_percentile_
// sizing measures it). The binding constraint is the one the bracket's missing end fails:
// memory when the KV cache, not max_batch, held the batch back.
Expected<PercentileSizing> size_by_percentile(const Scenario& scenario,
                                              const PercentileSizingOptions& options = {});

} // namespace capstan::sim
