#pragma once

#include "router.h"
#include "simulator.h"

#include "core/expected.h"
#include "core/scenario.h"

#include <atomic>
#include <cstdint>
#include <string_view>

namespace capstan::sim {

// What keeps one replica fewer from meeting the SLO (SPEC 2.6).
enum class PercentileBinding { Ttft, Tpot, Memory };
std::string_view to_string(PercentileBinding binding);

struct PercentileSizingOptions final {
    double rate_rps = 0;                     // the fleet's peak; 0 = evaluate()'s traffic.peak_rps
    std::int64_t requests_per_replica = 4000;  // simulated arrivals per replica in each trial
    std::int64_t min_requests = 20000;
    std::uint64_t seed = 1;                  // every trial uses it (common random numbers)
    int max_replicas = 1024;
    RouterPolicy router = RouterPolicy::LeastLoaded;
    int token_budget = kDefaultTokenBudget;
    // Burstiness and length spread; < 0 = the scenario's use-case preset (workload.use_case),
    // or Poisson and fixed lengths when the preset is unknown.
    double arrival_cv = -1;
    double isl_cv = -1;
    double osl_cv = -1;
    // Checked between trials: a superseded search (the workbench moved on) stops early and
    // returns an Error saying so.
    const std::atomic<bool>* cancelled = nullptr;
    // Written after each trial: trials run over the trials the search expects (a bracket of
    // doublings and a bisection around the analytic guess), 0 .. 1; exactly 1 when done.
    std::atomic<double>* progress = nullptr;
};

struct PercentileSizing final {
    // The fewest replicas meeting the SLO. When none does: 0 if even an idle replica clearly
    // misses it (its own prefill or a batch-1 step is too slow), else the largest count tried
    // (max_replicas, or where doubling the count stopped moving the percentiles); binding
    // says which constraint fails and the percentiles are those of that run.
    int replicas = 0;
    int gpus = 0;                  // replicas x TP
    bool met = false;
    PercentileBinding binding = PercentileBinding::Ttft;
    double percentile = 99;        // slo.percentile
    double rate_rps = 0;           // the peak rate simulated
    double ttft_ms = 0;            // at the percentile, at `replicas` (NaN if unstable)
    double ttft_ci95_ms = 0;
    double tpot_ms = 0;
    double tpot_ci95_ms = 0;
    double goodput = 0;            // share meeting both SLOs at `replicas`
    int analytic_replicas = 0;     // the approximation's answer, the search's first guess
    int simulations = 0;           // trials run
};

// The simulation of `replicas` replicas at `rate_rps` with the scenario's traffic shape: the
// use case's arrival burstiness (Gamma when its CV is not 1) and length spread, unless the
// options override them. Percentile sizing and the workbench's latency chart both run it.
SimConfig traffic_config(const Scenario& scenario, int replicas, double rate_rps,
                         const PercentileSizingOptions& options = {});

// The fewest replicas whose simulated slo.percentile TTFT and TPOT meet slo.ttft_ms and
// slo.tpot_ms at the peak rate, found by bracketing from the analytic approximation's answer
// and bisecting on simulations. The binding constraint is the one the next smaller count
// fails: memory when the KV cache, not max_batch, held the batch back. A trial simulates
// requests_per_replica x replicas arrivals (at least min_requests, at most 400,000).
Expected<PercentileSizing> size_by_percentile(const Scenario& scenario,
                                              const PercentileSizingOptions& options = {});

} // namespace capstan::sim
