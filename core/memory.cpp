#include "memory.h"

#include <algorithm>
#include <cmath>

namespace capstan {

double bytes_per_weight(int weight_bits)
{
    return weight_bits / 8.0;
}

double weight_bytes_total(const ModelSpec& model, int weight_bits)
{
    return model.params_total * bytes_per_weight(weight_bits);
}

double kv_bytes_per_token(const ModelSpec& model, int kv_bits)
{
    const double bytes = kv_bits / 8.0;
    if (model.is_mla())
        return double(model.layers) * (model.kv_lora_rank + model.rope_dim) * bytes;
    return 2.0 * model.layers * model.kv_heads * model.head_dim * bytes;
}

double kv_bytes_per_token_per_gpu(const ModelSpec& model, int kv_bits, int tp)
{
    if (model.is_mla() || tp <= 1)
        return kv_bytes_per_token(model, kv_bits);
    // A rank holds ceil(kv_heads / tp) heads: below one head per rank the heads are replicated.
    const double heads_per_rank = std::ceil(double(model.kv_heads) / tp);
    return kv_bytes_per_token(model, kv_bits) * heads_per_rank / model.kv_heads;
}

MemoryPlan plan_memory(const Scenario& s)
{
    MemoryPlan plan;
    const int tp = std::max(1, s.deploy.tp);
    plan.usable_bytes_per_gpu = s.deploy.mem_utilization * s.gpu.spec.mem_bytes;
    plan.workspace_bytes_per_gpu = s.deploy.workspace_gb * 1e9;
    const double weights = weight_bytes_total(s.model.spec, s.model.weight_bits);
    plan.weights_bytes_per_gpu = weights / tp;
    plan.kv_free_bytes_per_gpu =
        plan.usable_bytes_per_gpu - plan.weights_bytes_per_gpu - plan.workspace_bytes_per_gpu;
    plan.kv_bytes_per_token = kv_bytes_per_token(s.model.spec, s.model.kv_bits);
    plan.kv_bytes_per_token_per_gpu = kv_bytes_per_token_per_gpu(s.model.spec, s.model.kv_bits, tp);

    const double room_per_gpu = plan.usable_bytes_per_gpu - plan.workspace_bytes_per_gpu;
    plan.gpus_for_weights = room_per_gpu > 0 ? int(std::ceil(weights / room_per_gpu)) : 0;

    plan.context_tokens = double(s.workload.isl) + s.workload.osl;
    plan.mean_context_tokens = double(s.workload.isl) + s.workload.osl / 2.0;
    plan.kv_capacity_tokens = std::max(0.0, plan.kv_free_bytes_per_gpu) / plan.kv_bytes_per_token_per_gpu;
    // Paged KV: whole blocks per sequence.
    const double block = std::max(1, s.deploy.cache_block_tokens);
    const double full_blocks = std::ceil(plan.context_tokens / block) * block;
    const double mean_blocks = std::ceil(plan.mean_context_tokens / block) * block;
    plan.guaranteed_seats = int(std::min(1e9, std::floor(plan.kv_capacity_tokens / full_blocks)));
    plan.sustained_seats = int(std::min(1e9, std::floor(plan.kv_capacity_tokens / mean_blocks)));
    plan.fits = plan.guaranteed_seats >= 1;
    return plan;
}

} // namespace capstan
