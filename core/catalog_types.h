#pragma once

#include <string>

namespace capstan {

// One accelerator class. Dense peak figures (sparsity halved); memory as the driver reports it.
struct GpuSpec final {
    std::string id;                    // preset key, e.g. "h100-sxm"
    std::string name;                  // display name
    double mem_bytes = 0;              // device memory the driver reports, bytes
    double bw_bytes_s = 0;             // HBM/GDDR bandwidth, bytes/s
    double peak_flops_bf16 = 0;        // dense BF16/FP16 FLOP/s
    double peak_flops_fp8 = 0;         // dense FP8 FLOP/s; 0 = not supported
    double peak_flops_fp4 = 0;         // dense FP4 FLOP/s; 0 = not supported
    double interconnect_bytes_s = 0;   // per-GPU scale-up bandwidth (NVLink, IF, PCIe), bytes/s
    double power_w = 0;                // board power, W
    double own_card_month_usd = 0;     // owned: capex over 36 months + power, colo, network, staff
    double rent_usd_hour = 0;          // on-demand rental list price, $/GPU-hour
    int gpus_per_node = 8;
    bool is_cpu = false;               // a CPU server stands in as one "card"
};

// One transformer. MoE: routed experts are counted in params_total; params_active is what one
// token touches. MLA: the KV cache holds a latent of kv_lora_rank + rope_dim per layer.
struct ModelSpec final {
    std::string id;
    std::string name;
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kv_heads = 0;
    int head_dim = 0;
    int ffn = 0;
    int vocab = 0;
    double params_total = 0;   // parameters
    double params_active = 0;  // parameters one token touches (= total for dense)

    // Mixture of experts (0 = dense).
    int experts = 0;              // routed experts per MoE layer
    int experts_per_token = 0;    // top-k
    int moe_layers = 0;           // layers that carry routed experts
    double expert_params = 0;     // parameters of one routed expert in one layer

    // Multi-head latent attention (0 = not MLA).
    int kv_lora_rank = 0;
    int rope_dim = 0;

    [[nodiscard]] bool is_moe() const { return experts > 0; }
    [[nodiscard]] bool is_mla() const { return kv_lora_rank > 0; }
    // Parameters outside the routed experts: attention, embeddings, shared experts, dense FFNs.
    [[nodiscard]] double non_expert_params() const
    {
        return is_moe() ? params_total - moe_layers * experts * expert_params : params_total;
    }
};

} // namespace capstan
