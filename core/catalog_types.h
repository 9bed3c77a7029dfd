#pragma once

#include <algorithm>
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
    double gemm_clock_share = 1;       // sustained clock under dense GEMM load, as a share of the
                                       // same silicon's at a higher power limit (a power-capped
                                       // part); 1 = not capped, or not measured
    double own_card_month_usd = 0;     // owned: capex over 36 months + power, colo, network, staff
    double rent_usd_hour = 0;          // on-demand rental list price, $/GPU-hour
    double purchase_usd = 0;           // purchase price a card as the source states it; 0 = not
                                       // stated (derived from the card-month: purchase.h)
    int gpus_per_node = 8;
    int scaleup_domain_gpus = 0;       // GPUs on one scale-up fabric when it spans nodes (GB200
                                       // NVL72: 72 over NVLink); 0 = one node's (scaleup_gpus)
    bool is_cpu = false;               // a CPU server stands in as one "card"
    std::string generation;            // architecture: "ampere", "ada", "hopper", "blackwell", ...
    double scaleout_bytes_s = 0;       // per-GPU network across nodes, bytes/s; 0 = not stated
    std::string source;                // datasheet the figures come from
    std::string date;                  // the figures' (and price's) date, YYYY-MM

    friend bool operator==(const GpuSpec&, const GpuSpec&) = default;
};

// The GPUs a collective reaches over the scale-up link (NVLink, Infinity Fabric); beyond them it
// runs over the scale-out network.
[[nodiscard]] inline int scaleup_gpus(const GpuSpec& gpu)
{
    return gpu.scaleup_domain_gpus > 0 ? gpu.scaleup_domain_gpus : std::max(1, gpu.gpus_per_node);
}

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

    int shared_experts = 0;       // experts every token runs beside its top-k (DeepSeek, Llama 4)
    int shared_ffn = 0;           // intermediate size of one shared expert

    // Multi-head latent attention (0 = not MLA).
    int kv_lora_rank = 0;
    int rope_dim = 0;
    int q_lora_rank = 0;          // 0 = queries projected at full rank
    int qk_nope_dim = 0;          // per-head query/key width without rotary part
    int v_head_dim = 0;

    // Attention layer kinds. Full layers = layers - sliding_layers - linear_layers.
    int sliding_layers = 0;       // layers that attend to the last sliding_window tokens only
                                  // (sliding-window or chunked attention)
    int sliding_window = 0;       // tokens such a layer keeps
    int sink_tokens = 0;          // tokens a windowed layer keeps beyond its window (attention sinks)
    int linear_layers = 0;        // layers with a fixed recurrent state and no growing KV
                                  // (linear attention, state-space layers)
    double linear_state_elems = 0;   // state elements one sequence holds in one linear layer
    double linear_layer_params = 0;  // parameters of one linear layer's mixer (counted separately)

    bool tied_embeddings = false; // the LM head is the input embedding matrix
    bool qkv_bias = false;        // q/k/v projections carry biases
    double other_params = 0;      // parameters outside the text decoder (vision encoder, MTP head)
    int max_context = 0;          // tokens the model was trained to attend to; 0 = not stated
    std::string weight_format;    // as released: "bf16", "fp8-block128", "mxfp4-experts", ...
    std::string hf_repo;          // the released checkpoint's Hugging Face repository; "" = not stated
    std::string source;           // model card and config the figures come from
    std::string date;             // release date, YYYY-MM-DD

    [[nodiscard]] bool is_moe() const { return experts > 0; }
    [[nodiscard]] bool is_mla() const { return kv_lora_rank > 0; }
    [[nodiscard]] int full_layers() const { return layers - sliding_layers - linear_layers; }
    [[nodiscard]] int attention_layers() const { return layers - linear_layers; }
    // Parameters outside the routed experts that a decode step reads: attention, embeddings,
    // shared experts, dense FFNs (not other_params: a vision encoder is held, not run).
    [[nodiscard]] double non_expert_params() const
    {
        const double decoder = params_total - other_params;
        return is_moe() ? decoder - moe_layers * experts * expert_params : decoder;
    }

    friend bool operator==(const ModelSpec&, const ModelSpec&) = default;
};

} // namespace capstan
