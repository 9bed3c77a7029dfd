#pragma once

#include "core/expected.h"
#include "core/roofline.h"
#include "core/scenario.h"

#include <optional>
#include <string_view>

namespace capstan::levers {

enum class ClaimKind { Output, Input };
[[nodiscard]] std::string_view to_string(ClaimKind kind);
[[nodiscard]] std::optional<ClaimKind> claim_kind_from(std::string_view text);

// Is a published tokens/s figure possible on the scenario's model, precision, GPU and TP group?
// (SPEC 2.10; seed: "for a 70B on an H100 the claim exceeds the bf16 compute peak and is
// impossible; for an 8B at high batch it is routine; for input tokens it is easy.")
struct ClaimCheck final {
    ClaimKind kind = ClaimKind::Output;
    double claim_tok_s = 0;
    bool possible = false;
    double max_tok_s = 0;             // the tighter bound
    Bound bound = Bound::Compute;     // which one that is
    bool has_bandwidth_bound = true;  // false for input tokens: prefill is judged by compute alone
    double bandwidth_bound_tok_s = 0; // output tokens/s at the memory-capped batch, datasheet bandwidth
    double compute_bound_tok_s = 0;   // TP x datasheet peak at the weights' precision / (2 x active params)
    double miss_ratio = 0;            // claim / max: above 1 the claim is impossible by that factor
    double miss_tok_s = 0;            // claim - max (negative: the room left)
    bool beyond_compute_bound = false;// impossible whatever the memory and the batch
    int gpus = 0;                     // the TP group the claim is for
    int memory_batch = 0;             // the memory-capped batch (sustained seats) of the bandwidth bound
    int bandwidth_tp = 0;             // TP the bandwidth bound was taken at; > gpus when the weights
                                      // do not fit on gpus and the bound is prorated per GPU
    double peak_flops = 0;            // the TP group's datasheet peak at that precision
};

// Bandwidth bound: B / ((weights read per step + B x KV at the mean context) / datasheet
// bandwidth), B the sustained seats: no efficiencies, no overhead, no all-reduce, so a real
// engine lands below it. When the weights do not fit on deploy.tp GPUs, it is taken at the
// smallest TP that fits and scaled to deploy.tp GPUs (tokens/s per GPU x GPUs): the seed's
// "tokens per second per GPU" framing. Compute bound: peak / (2 x active params per token).
[[nodiscard]] Expected<ClaimCheck> check_claim(const Scenario& scenario, double claim_tok_s,
                                               ClaimKind kind = ClaimKind::Output);

} // namespace capstan::levers
