#include "core/levers/speculative.h"

#include "core/evaluate.h"
#include "core/fleet/validation.h"

#include <algorithm>
#include <cmath>

namespace capstan::levers {
namespace {

constexpr int kBreakEvenSearchEnd = 65'536;

} // namespace

// Mirrors Roofline::mixed_step's admission model (a prompt is computed whole in one step; below
// one admission per step, that share of the steps carries one), plus `drafted` tokens per
// sequence verified beside each decode token. With drafted = 0 and one token per step it is
// mixed_step's total exactly (tests hold it to that).
double steady_step_s(const Roofline& roofline, double osl, double batch, int drafted, double tokens_per_step)
{
    const double uncached = roofline.uncached_prompt_tokens();
    const double cached = roofline.cached_prompt_tokens();
    StepLoad load;
    load.decode_seqs = batch;
    load.decode_context = roofline.decode_context();
    load.prefill_tokens = batch * drafted;
    load.scored_prefill_tokens = load.prefill_tokens;
    load.prefill_pairs = batch * drafted * roofline.attention_span(load.decode_context);
    // Fewer steps per answer: each step finishes (and admits) tokens_per_step times as many.
    const double admissions = batch * tokens_per_step / osl;
    StepLoad with_prompts = load;
    const double prompts = std::max(1.0, admissions);
    with_prompts.prefill_tokens += prompts * uncached;
    with_prompts.prefill_pairs += prompts * roofline.prefill_pairs(uncached, cached);
    if (admissions >= 1.0 || uncached <= 0)
        return roofline.step(with_prompts).total_s;
    return roofline.step(load).total_s * (1.0 - admissions) + roofline.step(with_prompts).total_s * admissions;
}

namespace {

SpeculativePoint point_at(const Roofline& roofline, double osl, int batch, const SpeculativeInputs& in, double tokens)
{
    SpeculativePoint p;
    p.batch = batch;
    const double plain_s = steady_step_s(roofline, osl, batch, 0, 1.0);
    const double verify_s = steady_step_s(roofline, osl, batch, in.draft_tokens, tokens);
    const double spec_s = in.draft_tokens * in.draft_cost * plain_s + verify_s;
    p.plain_step_ms = plain_s * 1e3;
    p.spec_step_ms = spec_s * 1e3;
    p.speedup = tokens * plain_s / spec_s;
    return p;
}

} // namespace

Status validate(const SpeculativeInputs& in)
{
    if (auto s = fleet::require_range("levers.spec_acceptance", in.acceptance, 0, 1, "0 .. 1"); !s)
        return s;
    if (auto s = fleet::require_range("levers.spec_draft_tokens", in.draft_tokens, 1, 32, "1 .. 32 tokens"); !s)
        return s;
    if (auto s = fleet::require_range("levers.spec_draft_cost", in.draft_cost, 0, 1,
                                      "0 .. 1 (share of a target step)"); !s)
        return s;
    return Ok{};
}

Expected<SpeculativeGain> speculative_gain(const Scenario& s, const SpeculativeInputs& in)
{
    if (auto ok = validate(in); !ok)
        return ok.error();
    if (auto feasible = check_feasible(s); !feasible)
        return feasible.error();
    // Against plain decoding: the scenario's own speculation (Scenario::Levers) is taken off.
    Scenario plain = s;
    plain.levers.spec_k = 0;
    const Roofline roofline(plain);
    const double osl = std::max(1, s.workload.osl);

    SpeculativeGain g;
    g.tokens_per_step = expected_tokens_per_step(in.acceptance, in.draft_tokens);
    g.low_batch_limit = g.tokens_per_step / (1.0 + in.draft_tokens * in.draft_cost);
    g.batch_cap = std::max(1, std::min(plan_memory(s).sustained_seats, s.deploy.max_batch));
    for (int b = 1; b <= kBreakEvenSearchEnd; ++b) {
        if (point_at(roofline, osl, b, in, g.tokens_per_step).speedup < 1.0) {
            g.break_even_batch = b;
            break;
        }
    }
    g.break_even_within_cap = g.break_even_batch > 0 && g.break_even_batch <= g.batch_cap;

    std::vector<int> batches;
    for (int b = 1; b < g.batch_cap; b *= 2)
        batches.push_back(b);
    batches.push_back(g.batch_cap);
    if (g.break_even_batch > 0)
        batches.push_back(g.break_even_batch);
    std::sort(batches.begin(), batches.end());
    batches.erase(std::unique(batches.begin(), batches.end()), batches.end());
    for (int b : batches)
        g.curve.push_back(point_at(roofline, osl, b, in, g.tokens_per_step));
    return g;
}

} // namespace capstan::levers
