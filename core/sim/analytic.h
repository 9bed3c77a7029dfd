#pragma once

#include "simulator.h"

#include "core/roofline.h"
#include "core/scenario.h"

#include <memory>

namespace capstan::sim {

// The traffic the approximation is asked about; lengths and the model come from the Scenario.
struct TailInputs final {
    double rate_rps = 0;         // whole fleet, requests/s
    int replicas = 1;            // behind a router that spreads the load evenly
    double arrival_cv = 1;       // inter-arrival coefficient of variation (1 = Poisson)
    double isl_cv = 0;
    double osl_cv = 0;
    int token_budget = kDefaultTokenBudget;
    // How the router spreads the running sequences, and so the KV of the replica an arrival
    // lands on (see kv_wait).
    RouterPolicy router = RouterPolicy::LeastLoaded;
    // Disaggregated scenarios: the prefill pool beside the `replicas` decode replicas; 0 = the
    // pool that carries rate_rps at deploy.prefill_load.
    int prefill_replicas = 0;
};

struct TailQuantiles final {
    double mean = 0;
    double p50 = 0;
    double p90 = 0;
    double p95 = 0;
    double p99 = 0;
    double at_slo = 0;           // at slo.percentile
};

struct TailEstimate final {
    bool stable = true;          // false: the load reaches the fleet's saturation rate
    double saturation_rps = 0;   // the fleet's saturation rate, requests/s
    double utilization = 0;      // rate / saturation rate
    double batch = 0;            // mean decoding sequences per replica
    double step_ms = 0;          // mean engine step
    TailQuantiles queue_ms;      // arrival to admission
    TailQuantiles ttft_ms;
    TailQuantiles tpot_ms;
    TailQuantiles e2e_ms;
};

// A closed-form approximation of the simulator's percentiles, fast enough for live sliders
// (a few microseconds; bench_simulator measures it). The derivation is in analytic.cpp.
class TailModel final {
public:
    explicit TailModel(const Scenario& scenario);
    [[nodiscard]] TailEstimate estimate(const TailInputs& inputs) const;
    // The request rate at which `replicas` replicas saturate (their seats fill), with answer
    // and prompt lengths spread by osl_cv and isl_cv (see seat_cap).
    [[nodiscard]] double saturation_rps(int replicas = 1, double osl_cv = 0, double isl_cv = 0) const;
    // Seats one replica sustains: max_batch, or its KV capacity over the mean context of a
    // running sequence. Running sequences are weighted toward long answers: a sequence is
    // running with probability proportional to its answer length and is on average halfway
    // through it, so its mean context is E[isl] + E[osl^2] / (2 E[osl]) = isl + osl (1 + cv^2)/2
    // (at 128/2,048 with CV 0.8: 1,815 tokens, not isl + osl/2 = 1,152), plus half a
    // block of rounding. With spread lengths not all the KV is usable: the engine keeps a 1%
    // watermark free, and when the queue's head does not fit, the room left is on average half
    // of what that head asks, and the head that does not fit is length-biased:
    // E[isl^2] / (2 E[isl]) = isl (1 + isl_cv^2) / 2 (a single H100 holding 70B FP8 and 27k
    // tokens of KV: 21.2 seats for the default chatbot, not 22). Fixed lengths: whole seats.
    [[nodiscard]] double seat_cap(double osl_cv, double isl_cv = 0) const;

private:
    struct Step final {
        double decode_s;         // a step decoding the batch
        double prompt_s;         // what the first prompt adds to it
        double extra_prompt_s;   // what each further prompt adds
        // The mean step when prompts arrive at lambda per second.
        [[nodiscard]] double mean_s(double lambda) const;
    };
    // B sequences decoding, each at the mean context of answers spread by osl_cv
    // (mean_decode_context, core/memory.h).
    [[nodiscard]] StepLoad decode_load(double batch, double osl_cv) const;
    [[nodiscard]] Step step_at(double batch, double osl_cv) const;
    // What the arrival's own prompt adds to a step at `batch` when it is x times the mean
    // prompt (x = 1: Step::prompt_s).
    [[nodiscard]] double own_prompt_s(double batch, double x, double osl_cv) const;
    // Whether KV, not max_batch, caps a replica's seats.
    [[nodiscard]] bool kv_binds(double osl_cv, double isl_cv = 0) const;
    // The chance that the replica an arrival lands on has no KV room for it, and the mean wait
    // for room then (derivation at kv_wait in analytic.cpp).
    struct KvWait final {
        double probability = 0;
        double mean_wait_s = 0;
    };
    [[nodiscard]] KvWait kv_wait(const TailInputs& in, double batch, double residence_s) const;

    // Disaggregated: the decode replicas' estimate (TPOT, seats) with the prefill pool's TTFT.
    [[nodiscard]] TailEstimate disaggregated(const TailInputs& inputs) const;
    [[nodiscard]] TailEstimate estimate_replicas(const TailInputs& inputs) const;

    Scenario scenario_;
    Roofline roofline_;
    // Disaggregated: the prefill pool as replicas whose every request ends at its first token.
    std::shared_ptr<const TailModel> prefill_;
    double transfer_s_ = 0;
    double prefill_prompts_per_s_ = 0;   // one prefill replica at kEngineTokenBudget (PrefillPool)
    double batch_cap_ = 1;       // min(sustained seats, max_batch) for fixed lengths
    double kv_tokens_ = 0;       // KV one replica holds, tokens
    double uncached_isl_ = 0;
    double cached_isl_ = 0;
};

inline TailEstimate estimate_tail(const Scenario& scenario, const TailInputs& inputs)
{
    return TailModel(scenario).estimate(inputs);
}

} // namespace capstan::sim
