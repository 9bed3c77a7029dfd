#pragma once

#include <atomic>

#include "arrivals.h"
#include "exceedance.h"
#include "lengths.h"
#include "request.h"
#include "router.h"
#include "stats.h"
#include "trace.h"

#include "core/disaggregation.h"
#include "core/expected.h"
#include "core/scenario.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace capstan::sim {

enum class BatchPolicy { Continuous, Static };
std::string_view to_string(BatchPolicy policy);

inline constexpr int kDefaultTokenBudget = kEngineTokenBudget;

// How to run one simulation; the model, GPU, deployment, lengths and SLO come from the Scenario.
struct SimConfig final {
    std::uint64_t seed = 1;
    std::int64_t requests = 20000;       // arrivals simulated (a trace caps it at its rows)
    std::int64_t warmup = -1;            // first arrivals not measured; -1 = a tenth of requests
    int replicas = 1;
    // Disaggregated scenarios (deploy.disaggregated): prefill replicas beside the `replicas`
    // decode ones; 0 = as many as carry the offered rate at deploy.prefill_load.
    int prefill_replicas = 0;
    // Least outstanding tokens unless set: counting requests (JSQ) equalizes counts but, with
    // equal answer lengths, the requests a replica took together finish together and draw the
    // next burst back to it; tst_simulator shows the tail that echo costs.
    RouterPolicy router = RouterPolicy::LeastLoaded;
    BatchPolicy policy = BatchPolicy::Continuous;
    int token_budget = kDefaultTokenBudget;  // tokens per engine step (decodes + prefill chunks)
    int static_batch = 0;                // Static: batch size; 0 = deploy.batch, else deploy.max_batch
    double static_wait_s = 0.5;          // Static: the oldest request waits at most this long
    ArrivalSpec arrivals;                // rate_rps is the whole fleet's
    LengthSpec isl;                      // prompt tokens
    LengthSpec osl;                      // answer tokens
    std::vector<TraceRow> trace;         // ArrivalKind::Trace: the requests, in arrival order
    // Every engine step its own event, instead of a run of pure decode steps as one (the same
    // schedule, to rounding; tests and bench_simulator compare the two).
    bool step_by_step = false;
    // Checked every few thousand events: a run past its time budget (the CLI's --budget-s) or
    // superseded (the workbench moved on) stops and simulate() returns an Error.
    const std::atomic<bool>* cancelled = nullptr;
    // Percentile sizing's trials: at the end of each quarter of the measured arrivals, stop
    // issuing arrivals once the share over the SLO is surely above twice this target (see
    // Simulation::verdict_clear); the requests in flight then finish as at a normal end and the
    // trend test judges the part that ran (SimResult::stopped_early). 0: every arrival runs.
    double early_verdict_share = 0;
    // Whether a growing count of requests in the system ends the run as unstable. false: the
    // run is judged only by its latencies, as a benchmark's validity rule judges it (MLPerf
    // Server: p99 targets over the run); a count past 200,000 still ends it.
    bool judge_trend = true;
};

// Fixed lengths and the cache hit from the scenario; Poisson at workload.rate_rps, or a closed
// loop of workload.concurrency users when that is set. A rate of 0 is left for the caller to
// fill (the CLI uses the analytic peak rate).
SimConfig default_config(const Scenario& scenario);

// The scenario's own traffic: default_config with its burstiness (gamma arrivals when
// workload.arrival_cv is not 1), its length spreads (workload.isl_cv, osl_cv) and its router
// (sim.router). What `simulate` runs when no option says otherwise.
SimConfig scenario_config(const Scenario& scenario);

struct SimResult final {
    bool stable = true;
    std::string unstable_reason;         // why the run was judged unstable; empty when stable
    bool trend_unstable = false;         // judged so by the in-system trend (not the queue guard)
    std::int64_t requests = 0;           // measured requests completed
    std::int64_t issued = 0;             // arrivals simulated
    bool stopped_early = false;          // early_verdict_share stopped the arrivals before `requests`
    std::int64_t warmup = 0;
    int replicas = 1;
    int prefill_replicas = 0;            // disaggregated: the prefill pool simulated
    double slo_percentile = 99;

    // Per-request latencies of the measured requests. NaN everywhere when unstable.
    MetricSummary queue_ms;
    MetricSummary ttft_ms;
    MetricSummary tpot_ms;               // requests with OSL >= 2
    MetricSummary e2e_ms;
    double goodput = 0;                  // share meeting both slo.ttft_ms and slo.tpot_ms
    // Measured requests over slo.ttft_ms and over slo.tpot_ms (requests with OSL >= 2), with
    // 95% intervals from 20 batches of consecutive arrivals. Unstable: share 1 (stopped early:
    // the share measured over the part that ran).
    Exceedance ttft_over_slo;
    Exceedance tpot_over_slo;

    // Over the measurement window: from the first measured arrival to the last arrival.
    double window_s = 0;
    double arrival_rps = 0;              // arrivals / window
    double throughput_rps = 0;           // completions / window
    double output_tok_s = 0;             // streamed tokens / window, whole fleet
    double in_system_mean = 0;           // time-average requests waiting or running, whole fleet
    double in_system_growth = 0;         // fitted growth of that count across the window

    std::int64_t preemptions = 0;
    double mean_decode_batch = 0;        // decoding sequences per engine step
    double busy_share = 0;               // share of replica-time spent stepping, whole run
    double kv_blocked_share = 0;         // share of steps whose queue head waited for KV blocks
    double seat_blocked_share = 0;       // ... for a seat under deploy.max_batch
    std::int64_t batches = 0;            // Static: batches run
    double padding_share = 0;            // Static: mean over batches of 1 - mean(OSL)/max(OSL)
    std::int64_t peak_in_system = 0;     // the most requests in the fleet at once
    std::int64_t request_slots = 0;      // pooled request slots allocated (memory evidence)
};

// Checks every field of the configuration against the scenario: a message names the field,
// the value and the allowed range. Also checks that the deployment is feasible at all.
Status validate_config(const Scenario& scenario, const SimConfig& config);

// Runs the discrete-event simulation. Deterministic for a given seed. Stability: the run stops
// as unstable when more than 200,000 requests are in the fleet, or when a line fitted to the
// in-system count across the measurement window (40 checkpoints) rises by more than 2% of the
// window's arrivals and by more than 4 times the scatter around it (closed loops are bounded
// and never unstable; fewer than 200 measured arrivals are judged by the cap alone). Per-request rows go to
// `sink` when one is given (warm-up rows too, marked unmeasured); nothing is stored per request.
Expected<SimResult> simulate(const Scenario& scenario, const SimConfig& config, const RequestSink& sink = {});

// KV blocks one replica holds, from plan_memory.
std::int64_t replica_kv_blocks(const Scenario& scenario);

// The request rate the configuration offers at its busiest: the open loop's rate (a day
// profile's peak hour), a trace's rows over its span, a closed loop's users over one lone
// request's end-to-end time plus the think time.
double offered_peak_rps(const Scenario& scenario, const SimConfig& config);

// Prefill replicas a disaggregated run simulates: config.prefill_replicas, or the pool that
// carries offered_peak_rps at deploy.prefill_load. 0 when aggregated.
int simulated_prefill_replicas(const Scenario& scenario, const SimConfig& config);

} // namespace capstan::sim
