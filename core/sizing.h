#pragma once

#include "knee.h"
#include "memory.h"
#include "traffic.h"

#include <string>

namespace capstan {

// What sets the replica count (SPEC 2.6): memory (seats), the SLO, or the hardware's
// bandwidth or compute once the batch reaches the engine cap. Percentile sizing by simulation
// names the tail that binds: the TTFT or the TPOT percentile.
enum class Binding { Memory, Slo, Bandwidth, Compute, TtftTail, TpotTail };
std::string_view to_string(Binding binding);

// The request-level simulation's answer (SPEC 2.5, 2.6), filled by the simulator when asked.
struct TailSizing final {
    bool present = false;          // false: the sizing is the analytic one
    bool met = false;              // some replica count met the SLO percentile
    int replicas = 0;              // the fewest whose simulated percentiles meet the SLO
    int replicas_low = 0;          // 95% interval of where the share over the SLO crosses 1 - p
    int replicas_high = 0;
    int analytic_replicas = 0;     // the analytic sizing's count, for comparison
    int tail_model_replicas = 0;   // the closed-form tail model's count (the search's first guess)
    int simulations = 0;
    int simulated_replicas = 0;    // the most replicas a trial simulated (a subset of a large fleet)
    double seconds = 0;            // wall time of the search
    bool budget_ran_out = false;   // the interval is wider than asked: the time budget ran out
    std::string router;            // sim.router the trials used
    std::string reason;            // when not met: why, and what would help
    double percentile = 99;
    double rate_rps = 0;           // the peak rate simulated
    double ttft_ms = 0;            // at the percentile, at `replicas`
    double ttft_ci95_ms = 0;       // half-width of the 95% confidence interval
    double tpot_ms = 0;
    double tpot_ci95_ms = 0;
    double goodput = 0;            // share of requests meeting both SLOs
    double ttft_over_share = 0;    // share of requests over slo.ttft_ms at `replicas`
    double tpot_over_share = 0;
};

struct Sizing final {
    int replicas_for_memory = 0;      // concurrency / seats, with headroom
    int replicas_for_throughput = 0;  // peak output tok/s / replica tok/s at the operating point
    int replicas = 0;                 // the larger, plus one spare if N+1 (decode replicas when
                                      // disaggregated)
    int prefill_replicas = 0;         // disaggregated: the prefill pool at deploy.prefill_load
    int prefill_gpus = 0;             // prefill replicas x their GPUs
    int gpus = 0;                     // replicas x replica GPUs, plus the prefill pool's
    int nodes = 0;                    // GPUs / GPUs per node, rounded up
    Binding binding = Binding::Memory;
    double users_per_replica = 0;     // sequences one replica carries at the operating point
    double replica_output_tok_s = 0;  // at the operating point
    TailSizing tail;                  // when present, replicas and binding come from it
};

// Takes the simulated percentile sizing as the fleet's: replicas (plus N+1), GPUs, nodes and
// the binding tail; keeps the analytic figures in tail.analytic_replicas.
void adopt_tail_sizing(const Scenario& scenario, Sizing& sizing, const TailSizing& tail, Binding binding);

Sizing size_fleet(const Scenario& scenario, const MemoryPlan& memory, const OperatingPoint& op,
                  const Traffic& traffic);

// GPUs of `replicas` replicas of the scenario's layout plus `prefill_replicas` prefill replicas.
int fleet_gpus(const Scenario& scenario, int replicas, int prefill_replicas);

} // namespace capstan
