#pragma once

#include "core/expected.h"
#include "core/roofline.h"
#include "core/scenario.h"
#include "core/speculation.h"

#include <vector>

namespace capstan::levers {

// Speculative decoding (SPEC 2.10; seed: "buys latency with spare compute, and a busy fleet has
// no spare compute"). A draft proposes k tokens; the target verifies all k in one step and keeps
// the accepted prefix plus one token of its own.
struct SpeculativeInputs final {
    double acceptance = 0.7;   // a: chance the target accepts each drafted token
    int draft_tokens = 4;      // k: tokens drafted per step
    double draft_cost = 0.05;  // one draft step as a share of one plain target step at the same batch
};

// Tokens one verification step yields per sequence: (1 - a^(k+1)) / (1 - a); k + 1 at a = 1.
// The core's (core/speculation.h): the model's step uses the same arithmetic.
using capstan::expected_tokens_per_step;

struct SpeculativePoint final {
    int batch = 0;
    double plain_step_ms = 0;      // one plain step: one token per sequence
    double spec_step_ms = 0;       // k draft steps + one verification step of k + 1 tokens
    double speedup = 0;            // output tok/s with speculation / without
};

struct SpeculativeGain final {
    double tokens_per_step = 0;     // (1 - a^(k+1)) / (1 - a)
    double low_batch_limit = 0;     // tokens_per_step / (1 + k x draft_cost): the memory-bound ceiling
    int batch_cap = 0;              // the memory-capped batch (min(seats, deploy.max_batch))
    int break_even_batch = 0;       // the smallest batch where the speedup drops below 1; 0 = never
    bool break_even_within_cap = false;
    std::vector<SpeculativePoint> curve;  // 1, 2, 4, ... to the cap, plus the break-even batch
};

// Step times from the core roofline at the scenario's steady-state load (Roofline::mixed_step:
// decode at the mean context plus the prefill that keeps the batch flowing). Verification reads
// the weights and each sequence's KV once but computes k + 1 tokens per sequence; fewer steps
// per answer means proportionally more admissions (prefill) per step. The search for the
// break-even batch runs past the memory cap (up to 65,536) so it can say where the gain would
// turn even when memory stops the batch first. The draft's own KV is not charged to the seats.
[[nodiscard]] Status validate(const SpeculativeInputs& inputs);

// One steady-state step, seconds: Roofline::mixed_step's load with `drafted` extra tokens per
// sequence and tokens_per_step output tokens per sequence per step.
[[nodiscard]] double steady_step_s(const Roofline& roofline, double osl, double batch, int drafted,
                                   double tokens_per_step);
[[nodiscard]] Expected<SpeculativeGain> speculative_gain(const Scenario& scenario,
                                                         const SpeculativeInputs& inputs);

} // namespace capstan::levers
