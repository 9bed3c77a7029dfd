#include "disaggregation.h"

#include "evaluate.h"
#include "memory.h"
#include "roofline.h"

#include <algorithm>
#include <cmath>

namespace capstan {

Parallelism prefill_layout(const Scenario& s)
{
    const int tp = std::max(1, s.deploy.prefill_tp > 0 ? s.deploy.prefill_tp : s.deploy.tp);
    const int ep = s.deploy.ep > 1 && s.deploy.ep % tp == 0 ? s.deploy.ep : 1;
    return {tp, 1, ep};
}

Scenario prefill_scenario(const Scenario& s)
{
    Scenario prefill = s;
    const Parallelism layout = prefill_layout(s);
    prefill.deploy.tp = layout.tp;
    prefill.deploy.pp = 1;
    prefill.deploy.ep = layout.ep;
    prefill.deploy.disaggregated = false;
    prefill.deploy.batch = 0;
    return prefill;
}

Status check_prefill_pool(const Scenario& s)
{
    if (!s.deploy.disaggregated)
        return Ok{};
    const Status feasible = check_feasible(prefill_scenario(s));
    if (feasible)
        return Ok{};
    const Error& why = feasible.error();
    return Error{"deploy.prefill_tp", std::to_string(prefill_layout(s).tp), why.allowed,
                 "the prefill replicas: " + why.field + " " + why.value + ": " + why.detail};
}

double kv_transfer_s(const Scenario& s, double prompt_tokens)
{
    const GpuSpec& gpu = s.gpu.spec;
    const double link_bytes_s = gpu.scaleout_bytes_s > 0 ? gpu.scaleout_bytes_s : gpu.interconnect_bytes_s;
    const int senders = std::min(prefill_layout(s).gpus(), replica_gpus(s));
    const double bytes = kv_bytes_for_context(s.model.spec, s.model.kv_bits, std::max(0.0, prompt_tokens));
    const double wire_s = link_bytes_s > 0 ? bytes / (link_bytes_s * std::max(1, senders)) : 0.0;
    return s.deploy.kv_transfer_ms * 1e-3 + wire_s;
}

PrefillPool prefill_pool(const Scenario& s, int token_budget)
{
    PrefillPool pool;
    pool.layout = prefill_layout(s);
    pool.replica_gpus = pool.layout.gpus();
    const Roofline roofline(prefill_scenario(s));
    const double uncached = std::max(1.0, roofline.uncached_prompt_tokens());
    const double cached = roofline.cached_prompt_tokens();
    pool.prompt_s = roofline.prefill(uncached, cached).total_s;
    // A step takes as many whole prompts as the budget holds (at least one, chunked beyond it).
    const double per_step = std::max(1.0, std::floor(token_budget / uncached));
    StepLoad full;
    full.prefill_tokens = per_step * uncached;
    full.prefill_pairs = per_step * roofline.prefill_pairs(uncached, cached);
    pool.prompts_per_s = per_step / roofline.step(full).total_s;
    pool.transfer_s = kv_transfer_s(s, uncached);
    return pool;
}

int prefill_replicas(const Scenario& s, const PrefillPool& pool, double rate_rps)
{
    if (!s.deploy.disaggregated)
        return 0;
    const double capacity = pool.prompts_per_s * s.deploy.prefill_load;
    if (rate_rps <= 0 || capacity <= 0)
        return 1;
    return std::max(1, int(std::ceil(rate_rps / capacity - 1e-9)));
}

} // namespace capstan
