#include "evaluate.h"

#include "api_price.h"
#include "disaggregation.h"
#include "speculation.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

namespace capstan {

namespace {

std::string format_gb(double bytes)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.1f GB", bytes / 1e9);
    return text;
}

// Pipeline stages take whole layers; experts are spread whole, over a multiple of the TP group.
Status check_layout(const Scenario& s)
{
    const ModelSpec& m = s.model.spec;
    const Scenario::Deploy& d = s.deploy;
    if (d.pp > 1 && m.layers % d.pp != 0)
        return Error{"deploy.pp", std::to_string(d.pp),
                     "a divisor of the model's " + std::to_string(m.layers) + " layers",
                     "pipeline stages take whole layers, the same number each"};
    if (d.ep <= 1)
        return Ok{};
    if (!m.is_moe())
        return Error{"deploy.ep", std::to_string(d.ep), "1", m.name + " has no routed experts to spread"};
    if (m.experts % d.ep != 0)
        return Error{"deploy.ep", std::to_string(d.ep),
                     "a divisor of the model's " + std::to_string(m.experts) + " routed experts",
                     "every GPU holds the same number of whole experts"};
    if (d.ep % d.tp != 0)
        return Error{"deploy.ep", std::to_string(d.ep), "a multiple of deploy.tp (" + std::to_string(d.tp) + ")",
                     "the experts spread over whole tensor-parallel groups"};
    return Ok{};
}

} // namespace

Status check_feasible(const Scenario& s)
{
    const ModelSpec& m = s.model.spec;
    if (m.heads % s.deploy.tp != 0)
        return Error{"deploy.tp", std::to_string(s.deploy.tp),
                     "a divisor of the model's " + std::to_string(m.heads) + " attention heads",
                     "tensor parallelism splits attention heads evenly"};
    if (Status layout = check_layout(s); !layout)
        return layout;
    // A draft model chosen for another target (the model changed since) is refused, not ignored.
    if (Status draft = check_spec_draft(s); !draft)
        return draft;
    const MemoryPlan memory = plan_memory(s);
    if (!memory.fits && memory.gpus_for_weights <= 0)
        return Error{"gpu.mem_gb", format_gb(s.gpu.spec.mem_bytes), "more memory per GPU",
                     m.name + "'s weights fit on no number of these GPUs: each keeps too little memory beside "
                              "the runtime's workspace and reserve"};
    if (!memory.fits) {
        const double weights = weight_bytes_total(m, s.model.weight_bits);
        const std::string need = memory.gpus_for_weights > 0 ? std::to_string(memory.gpus_for_weights) : "no number of";
        const int at_least = std::max(memory.gpus_for_weights, s.deploy.tp + 1);
        int divisor = at_least;
        while (divisor <= 64 && m.heads % divisor != 0)
            ++divisor;
        const std::string allowed = "tp >= " + std::to_string(at_least) +
                                    (divisor <= 64 && divisor != at_least
                                         ? "; " + std::to_string(divisor) + " divides the " + std::to_string(m.heads) + " heads"
                                         : std::string());
        return Error{"deploy.tp", std::to_string(s.deploy.tp), allowed,
                     m.name + " does not fit: its " + std::to_string(s.model.weight_bits) +
                         "-bit weights (" + format_gb(weights) + ") alone need " + need + " " +
                         s.gpu.spec.name + " GPUs, and one " +
                         std::to_string(int(memory.context_tokens)) + "-token sequence needs KV room beside them"};
    }
    // The decode replicas fit; now the prefill replicas, which may use another TP.
    if (Status prefill = check_prefill_pool(s); !prefill)
        return prefill;
    if (Status prices = validate_api_prices(s); !prices)
        return prices;
    if (s.deploy.batch > 0 && s.deploy.batch > memory.sustained_seats)
        return Error{"deploy.batch", std::to_string(s.deploy.batch),
                     "1 .. " + std::to_string(memory.sustained_seats),
                     "the KV cache holds at most that many running sequences"};
    return Ok{};
}

Expected<Result> evaluate(const Scenario& s)
{
    if (Status feasible = check_feasible(s); !feasible)
        return feasible.error();

    Result r;
    r.memory = plan_memory(s);
    const Roofline roofline(s);

    StepLoad lone;
    lone.decode_seqs = 1;
    lone.decode_context = r.memory.mean_context_tokens;
    r.single_user_tok_s = roofline.tokens_per_step() / roofline.step(lone).total_s;
    r.ridge_batch = roofline.ridge_batch();
    r.prefill_uncached_tokens = roofline.uncached_prompt_tokens();
    r.prefill = s.deploy.disaggregated
                    ? Roofline(prefill_scenario(s)).prefill(r.prefill_uncached_tokens, roofline.cached_prompt_tokens())
                    : roofline.prefill(r.prefill_uncached_tokens, roofline.cached_prompt_tokens());

    const bool fixed = s.deploy.batch > 0;
    const bool memory_caps = r.memory.sustained_seats < s.deploy.max_batch;
    r.batch_cap = fixed ? s.deploy.batch : std::min(r.memory.sustained_seats, s.deploy.max_batch);
    const BatchLimit cap_reason =
        fixed ? BatchLimit::FixedBatch : (memory_caps ? BatchLimit::Memory : BatchLimit::MaxBatch);

    const int curve_end = std::max(r.batch_cap, std::min(r.memory.sustained_seats, s.deploy.max_batch));
    std::vector<int> extra{r.batch_cap};
    const double ridge = std::round(r.ridge_batch);
    if (ridge >= 1 && ridge <= curve_end)
        extra.push_back(int(ridge));
    for (int batch : knee_batches(curve_end, kKneeMinPoints, extra))
        r.curve.push_back(knee_point(roofline, batch));

    r.operating = operating_point(roofline, r.batch_cap, cap_reason, s.slo.tpot_ms, s.slo.ttft_ms);
    r.max_output_tok_s = knee_point(roofline, r.batch_cap).aggregate_tok_s;

    const double e2e_s = (r.operating.ttft_ms + (s.workload.osl - 1) * r.operating.point.step_ms) / 1e3;
    r.traffic = traffic_from(s, e2e_s);
    r.sizing = size_fleet(s, r.memory, r.operating, r.traffic);
    r.money = price_fleet(s, r.sizing, r.traffic);
    return r;
}

int smallest_feasible_tp(Scenario s)
{
    for (int tp = 1; tp <= 64; tp *= 2) {
        s.deploy.tp = tp;
        if (check_feasible(s))
            return tp;
    }
    return 0;
}

} // namespace capstan
