#include "core/levers/claim.h"

#include "core/evaluate.h"
#include "core/fleet/validation.h"

#include <algorithm>

namespace capstan::levers {
namespace {

// Output tokens/s of one TP group at its memory-capped batch, reading at datasheet bandwidth.
double bandwidth_bound(Scenario s, int& batch)
{
    s.deploy.bw_efficiency = 1;
    const MemoryPlan memory = plan_memory(s);
    batch = std::max(1, memory.sustained_seats);
    StepLoad load;
    load.decode_seqs = batch;
    load.decode_context = memory.mean_context_tokens;
    const StepTime step = Roofline(s).step(load);
    return batch / (step.gemm_memory_s + step.attention_memory_s);
}

} // namespace

std::string_view to_string(ClaimKind kind)
{
    return kind == ClaimKind::Input ? "input" : "output";
}

std::optional<ClaimKind> claim_kind_from(std::string_view text)
{
    if (text == "output")
        return ClaimKind::Output;
    if (text == "input")
        return ClaimKind::Input;
    return std::nullopt;
}

Expected<ClaimCheck> check_claim(const Scenario& s, double claim_tok_s, ClaimKind kind)
{
    if (auto ok = fleet::require_above("--claim-tok-s", claim_tok_s, 0, "> 0 .. 1e12 tokens/s"); !ok)
        return ok.error();
    if (auto ok = fleet::require_range("--claim-tok-s", claim_tok_s, 0, 1e12, "> 0 .. 1e12 tokens/s"); !ok)
        return ok.error();
    ClaimCheck c;
    c.kind = kind;
    c.claim_tok_s = claim_tok_s;
    c.gpus = std::max(1, s.deploy.tp);
    c.peak_flops = c.gpus * effective_gemm_flops(s.gpu.spec, s.model.weight_bits, 1.0, 1.0);
    c.compute_bound_tok_s = c.peak_flops / (2.0 * s.model.spec.params_active);
    c.max_tok_s = c.compute_bound_tok_s;
    c.bound = Bound::Compute;
    c.has_bandwidth_bound = kind == ClaimKind::Output;

    if (c.has_bandwidth_bound) {
        Scenario fitted = s;
        fitted.deploy.batch = 0;
        if (Status feasible = check_feasible(fitted); !feasible) {
            // Only a model too big for the group is prorated; a TP that cannot split the heads is bad input.
            if (s.model.spec.heads % c.gpus != 0)
                return feasible.error();
            fitted.deploy.tp = smallest_feasible_tp(fitted);
            if (fitted.deploy.tp == 0)
                return feasible.error();
        }
        c.bandwidth_tp = fitted.deploy.tp;
        c.bandwidth_bound_tok_s = bandwidth_bound(fitted, c.memory_batch) * c.gpus / c.bandwidth_tp;
        if (c.bandwidth_bound_tok_s < c.compute_bound_tok_s) {
            c.max_tok_s = c.bandwidth_bound_tok_s;
            c.bound = Bound::Bandwidth;
        }
    }
    c.possible = claim_tok_s <= c.max_tok_s;
    c.beyond_compute_bound = claim_tok_s > c.compute_bound_tok_s;
    c.miss_ratio = claim_tok_s / c.max_tok_s;
    c.miss_tok_s = claim_tok_s - c.max_tok_s;
    return c;
}

} // namespace capstan::levers
