#include "model_params.h"

#include <algorithm>

namespace capstan {

namespace {

constexpr double kGatedFfnMatrices = 3.0;   // gate, up, down

double attention_params(const ModelSpec& m)
{
    const double hidden = m.hidden;
    const double heads = m.heads;
    if (m.is_mla()) {
        const double nope = m.qk_nope_dim > 0 ? m.qk_nope_dim : m.head_dim;
        const double v_dim = m.v_head_dim > 0 ? m.v_head_dim : m.head_dim;
        const double qk_dim = nope + m.rope_dim;
        const double q = m.q_lora_rank > 0 ? hidden * m.q_lora_rank + m.q_lora_rank * heads * qk_dim
                                           : hidden * heads * qk_dim;
        const double kv_a = hidden * (double(m.kv_lora_rank) + m.rope_dim);
        const double kv_b = double(m.kv_lora_rank) * heads * (nope + v_dim);
        const double o = heads * v_dim * hidden;
        return q + kv_a + kv_b + o;
    }
    const double q_o = 2.0 * hidden * heads * m.head_dim;
    const double k_v = 2.0 * hidden * m.kv_heads * m.head_dim;
    const double bias = m.qkv_bias ? (heads + 2.0 * m.kv_heads) * m.head_dim : 0.0;
    return q_o + k_v + bias;
}

} // namespace

ParamCount count_params(const ModelSpec& m)
{
    const double hidden = m.hidden;
    ParamCount count;
    count.total = double(m.vocab) * hidden * (m.tied_embeddings ? 1.0 : 2.0);
    count.total += std::max(0, m.attention_layers()) * attention_params(m);
    count.total += m.linear_layers * m.linear_layer_params;

    const int moe_layers = m.is_moe() ? m.moe_layers : 0;
    count.total += std::max(0, m.layers - moe_layers) * kGatedFfnMatrices * hidden * m.ffn;
    double skipped = 0;
    if (m.is_moe()) {
        const double shared = m.shared_experts * kGatedFfnMatrices * hidden * m.shared_ffn;
        const double router = hidden * m.experts;
        count.total += moe_layers * (m.experts * m.expert_params + shared + router);
        skipped = double(moe_layers) * (m.experts - m.experts_per_token) * m.expert_params;
    }
    // A token of text runs the decoder only: a vision encoder or an MTP head is held, not run.
    count.active = count.total - skipped;
    count.total += m.other_params;
    return count;
}

} // namespace capstan
