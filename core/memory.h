#pragma once

#include "catalog_types.h"
#include "scenario.h"

namespace capstan {

// bf16 2, fp8/int8 1, int4/fp4 0.5 bytes per weight (SPEC 2.2).
double bytes_per_weight(int weight_bits);

double weight_bytes_total(const ModelSpec& model, int weight_bits);

// bf16 2, fp8/int8 1, int4/fp4 0.5 bytes per weight plus the format's scales: 4-bit weights
// carry an 8-bit scale per 32 (MXFP4) or a 16-bit scale per 64 (INT4 group) = 4.25 bits; FP8
// block scales (one FP32 per 128 x 128) are below 0.01% and ignored.
double stored_bytes_per_weight(int weight_bits);

// KV bytes one token adds while the context is within every window: per attention layer
// 2 x KV heads x head_dim x bytes (MLA: latent rank + rope dim, x bytes), over all layers as if
// every layer were full attention. Llama-3.1-70B bf16: 327,680. Use kv_bytes_for_context for a
// model with windowed or linear layers.
double kv_bytes_per_token(const ModelSpec& model, int kv_bits);

// The share of one token's KV that one GPU of a TP group holds: KV heads split over the ranks
// (a rank holds at least one head); MLA's latent is not split, every rank holds it whole.
double kv_bytes_per_token_per_gpu(const ModelSpec& model, int kv_bits, int tp);

// Recurrent state one sequence holds in the model's linear/state-space layers, bytes (kept in
// 16 bits whatever the KV precision), whole model; per GPU it splits over the TP ranks.
double linear_state_bytes(const ModelSpec& model);

// KV bytes one sequence of `context_tokens` holds: full layers every token, sliding layers at
// most window + sinks, linear layers their fixed state. Grows with the context, never faster
// than kv_bytes_per_token.
double kv_bytes_for_context(const ModelSpec& model, int kv_bits, double context_tokens);
double kv_bytes_for_context_per_gpu(const ModelSpec& model, int kv_bits, int tp, double context_tokens);

// The context a decoding sequence holds on average over its answer, tokens: ISL + OSL (1 + CV^2) / 2
// for answers whose lengths spread with coefficient of variation `osl_cv`. A long answer stays
// in the batch longer, so the sequences in flight are a length-biased sample:
// E[sum over an answer's steps of its context] / E[OSL] = ISL + E[OSL^2] / (2 E[OSL]).
// Exact for any length distribution with that mean and CV (prompts independent of answers).
double mean_decode_context(double isl, double osl, double osl_cv);

struct Parallelism;

// Weight bytes one GPU of the layout holds (as stored, scales included).
double weight_bytes_per_gpu(const ModelSpec& model, int weight_bits, const Parallelism& layout);

struct MemoryPlan final {
    double usable_bytes_per_gpu = 0;     // mem_utilization x device memory
    double weights_bytes_per_gpu = 0;    // weight_bytes_per_gpu: / TP (experts / EP), / PP
    double workspace_bytes_per_gpu = 0;  // activations and workspace
    double kv_free_bytes_per_gpu = 0;    // what is left for the KV cache (may be < 0)
    double kv_bytes_per_token = 0;       // whole model, averaged over a sequence at the mean context
    double kv_bytes_per_token_per_gpu = 0;
    double kv_bytes_per_sequence = 0;    // whole model, one sequence at full ISL + OSL
    double kv_capacity_tokens = 0;       // tokens of KV one replica holds (at the mean context's rate), all its attention groups
    double context_tokens = 0;           // ISL + OSL: a full sequence
    double mean_context_tokens = 0;      // mean_decode_context: ISL + OSL (1 + CV^2) / 2
    int guaranteed_seats = 0;            // sequences that fit at full ISL + OSL
    int sustained_seats = 0;             // the batch a running mix sustains (mean context)
    int gpus_for_weights = 0;            // cards the weights alone swallow before one seat exists
    bool fits = false;                   // at least one full sequence fits beside the weights
};

MemoryPlan plan_memory(const Scenario& scenario);

} // namespace capstan
