#include "memory.h"

#include "attention_span.h"
#include "parallelism.h"

#include <algorithm>
#include <cmath>

namespace capstan {

double bytes_per_weight(int weight_bits)
{
    return weight_bits / 8.0;
}

double stored_bytes_per_weight(int weight_bits)
{
    constexpr double kFourBitScaleBits = 0.25;   // 8-bit scale per 32, or 16-bit per 64
    return weight_bits <= 4 ? (weight_bits + kFourBitScaleBits) / 8.0 : bytes_per_weight(weight_bits);
}

double weight_bytes_total(const ModelSpec& model, int weight_bits)
{
    return model.params_total * stored_bytes_per_weight(weight_bits);
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

double linear_state_bytes(const ModelSpec& model)
{
    constexpr double kStateBytes = 2.0;   // bf16 recurrent state
    return double(model.linear_layers) * model.linear_state_elems * kStateBytes;
}

double kv_bytes_for_context(const ModelSpec& model, int kv_bits, double context_tokens)
{
    return kv_bytes_per_token(model, kv_bits) * AttentionSpan(model).context(context_tokens) +
           linear_state_bytes(model);
}

double kv_bytes_for_context_per_gpu(const ModelSpec& model, int kv_bits, int tp, double context_tokens)
{
    return kv_bytes_per_token_per_gpu(model, kv_bits, tp) * AttentionSpan(model).context(context_tokens) +
           linear_state_bytes(model) / std::max(1, tp);
}

double weight_bytes_per_gpu(const ModelSpec& model, int weight_bits, const Parallelism& layout)
{
    const double bpw = stored_bytes_per_weight(weight_bits);
    const double experts = model.is_moe() ? double(model.moe_layers) * model.experts * model.expert_params : 0.0;
    // Stages split the layers; the rest over the TP group (each attention group holds a copy),
    // the routed experts over the GPUs they are spread on.
    return ((model.params_total - experts) / layout.tp + experts / layout.expert_split()) * bpw / layout.pp;
}

double mean_decode_context(double isl, double osl, double osl_cv)
{
    return isl + osl * (1.0 + osl_cv * osl_cv) / 2.0;
}

MemoryPlan plan_memory(const Scenario& s)
{
    MemoryPlan plan;
    const Parallelism layout = Parallelism::of(s.deploy);
    const int tp = layout.tp;
    plan.usable_bytes_per_gpu = s.deploy.mem_utilization * s.gpu.spec.mem_bytes;
    plan.workspace_bytes_per_gpu = s.deploy.workspace_gb * 1e9;
    const double weights = weight_bytes_total(s.model.spec, s.model.weight_bits);
    plan.weights_bytes_per_gpu = weight_bytes_per_gpu(s.model.spec, s.model.weight_bits, layout);
    plan.kv_free_bytes_per_gpu =
        plan.usable_bytes_per_gpu - plan.weights_bytes_per_gpu - plan.workspace_bytes_per_gpu;
    const ModelSpec& model = s.model.spec;

    const double room_per_gpu = plan.usable_bytes_per_gpu - plan.workspace_bytes_per_gpu;
    plan.gpus_for_weights = room_per_gpu > 0 ? int(std::ceil(weights / room_per_gpu)) : 0;

    plan.context_tokens = double(s.workload.isl) + s.workload.osl;
    plan.mean_context_tokens = mean_decode_context(s.workload.isl, s.workload.osl, s.workload.osl_cv);
    // Paged KV: whole blocks per sequence. Windowed and linear layers make a token's KV depend
    // on the context, so capacity is counted in tokens at the mean context's rate and seats from
    // the bytes of whole sequences.
    const double block = std::max(1, s.deploy.cache_block_tokens);
    const double full_blocks = std::ceil(plan.context_tokens / block) * block;
    const double mean_blocks = std::ceil(plan.mean_context_tokens / block) * block;
    const int kv_bits = s.model.kv_bits;
    plan.kv_bytes_per_sequence = kv_bytes_for_context(model, kv_bits, full_blocks);
    plan.kv_bytes_per_token = kv_bytes_for_context(model, kv_bits, mean_blocks) / mean_blocks;
    // A pipeline stage holds its own layers' KV; each attention group holds its own sequences.
    const double stages = layout.pp;
    const double groups = layout.attention_groups();
    plan.kv_bytes_per_token_per_gpu =
        kv_bytes_for_context_per_gpu(model, kv_bits, tp, mean_blocks) / mean_blocks / stages;
    const double kv_free = std::max(0.0, plan.kv_free_bytes_per_gpu);
    plan.kv_capacity_tokens = groups * kv_free / plan.kv_bytes_per_token_per_gpu;
    const double full_bytes = kv_bytes_for_context_per_gpu(model, kv_bits, tp, full_blocks) / stages;
    plan.guaranteed_seats = int(std::min(1e9, groups * std::floor(kv_free / full_bytes)));
    plan.sustained_seats = int(std::min(1e9, std::floor(plan.kv_capacity_tokens / mean_blocks)));
    plan.fits = plan.guaranteed_seats >= 1;
    return plan;
}

} // namespace capstan
