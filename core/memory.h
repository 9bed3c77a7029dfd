#pragma once

#include "catalog_types.h"
#include "scenario.h"

namespace capstan {

// bf16 2, fp8/int8 1, int4/fp4 0.5 bytes per weight (SPEC 2.2).
double bytes_per_weight(int weight_bits);

double weight_bytes_total(const ModelSpec& model, int weight_bits);

// KV bytes one token occupies in the whole model. GQA/MQA/MHA: 2 x layers x KV heads x
// head_dim x bytes; MLA: layers x (latent rank + rope dim) x bytes. Llama-3.1-70B bf16: 327,680.
double kv_bytes_per_token(const ModelSpec& model, int kv_bits);

// The share of one token's KV that one GPU of a TP group holds: KV heads split over the ranks
// (a rank holds at least one head); MLA's latent is not split, every rank holds it whole.
double kv_bytes_per_token_per_gpu(const ModelSpec& model, int kv_bits, int tp);

struct MemoryPlan final {
    double usable_bytes_per_gpu = 0;     // mem_utilization x device memory
    double weights_bytes_per_gpu = 0;    // weights / TP
    double workspace_bytes_per_gpu = 0;  // activations and workspace
    double kv_free_bytes_per_gpu = 0;    // what is left for the KV cache (may be < 0)
    double kv_bytes_per_token = 0;       // whole model
    double kv_bytes_per_token_per_gpu = 0;
    double kv_capacity_tokens = 0;       // tokens of KV one replica holds
    double context_tokens = 0;           // ISL + OSL: a full sequence
    double mean_context_tokens = 0;      // ISL + OSL/2: a sequence halfway through its answer
    int guaranteed_seats = 0;            // sequences that fit at full ISL + OSL
    int sustained_seats = 0;             // the batch a running mix sustains (mean context)
    int gpus_for_weights = 0;            // cards the weights alone swallow before one seat exists
    bool fits = false;                   // at least one full sequence fits beside the weights
};

MemoryPlan plan_memory(const Scenario& scenario);

} // namespace capstan
