#pragma once

// The engine-neutral values of one replica's launch, each read from the scenario or the model's
// result (SPEC 2.10): what a serving engine must be told to run the deployment Capstan sized.

#include "core/evaluate.h"
#include "core/scenario.h"

#include <string>

namespace capstan::launch {

inline constexpr int kModelLenQuantum = 256;          // tokens; max model length rounds up to it
inline constexpr int kMinPrefillBudgetTokens = 2048;   // tokens; the smallest chunked-prefill budget
inline constexpr int kMaxPrefillBudgetTokens = 16384;  // tokens; the largest
inline constexpr double kLengthTailZ = 3.090232306167813;   // the standard normal's 99.9th percentile

struct LaunchValues final {
    std::string model;            // the Hugging Face repository, else the model's name
    bool model_is_repo = false;   // false: the catalog states no repository for this model
    int tp = 1;                   // deploy.tp
    int pp = 1;                   // deploy.pp
    int ep = 1;                   // deploy.ep: GPUs the experts spread over whole (1 = sliced)
    int gpus = 1;                 // GPUs of one replica: tp x pp x (ep / tp when ep > tp)
    int replicas = 1;             // the analytic sizing's replica count
    int max_sequences = 1;        // the operating batch, capped by deploy.max_batch
    int max_batched_tokens = kMinPrefillBudgetTokens;
    int max_model_len = 0;        // tokens
    int longest_prompt = 0;       // tokens: the 99.9th percentile of the prompt lengths
    int longest_answer = 0;       // tokens: the 99.9th percentile of the answer lengths
    bool model_len_capped = false;       // the model's max context is below the longest request
    bool model_len_capped_by_kv = false; // one such request would not fit the replica's KV budget
    double memory_fraction = 0;          // deploy.mem_utilization: weights + KV + workspace / device memory
    double kv_share_of_free = 0;         // the KV budget / memory free after weights and workspace
    double kv_budget_bytes = 0;          // per GPU
    int kv_bits = 16;
    int weight_bits = 16;
    bool checkpoint_at_weight_bits = false;   // the released checkpoint already holds FP8 weights
    bool prefix_caching = false;              // workload.cache_hit > 0
    double cache_hit = 0;
    std::string role;             // "" aggregated, else the disaggregated role: "prefill" or "decode"
};

// The 99.9th percentile of a token length with this mean and coefficient of variation, lognormal
// as the simulator draws it (sim/lengths.h; cv 0 = every request the mean), rounded up: the
// longest prompts or answers the engine must accept rather than refuse.
int length_p999(double mean_tokens, double cv);

// A prompt plus an answer of these lengths, rounded up to a multiple of 256 tokens, or the
// model's max context when that is lower (0 = not stated: no cap). launch_values() passes the
// 99.9th percentiles, so one request in a thousand at most is longer than the engine accepts.
int max_model_len(int isl, int osl, int max_context);

// The chunked-prefill token budget: the prompt rounded up to a power of two, so one prompt
// prefills in one step, between 2,048 (the engines' own smallest defaults) and 16,384 tokens (a
// step beyond that delays every running decode by the whole chunk's compute); and never below
// the running sequences, since each decode step carries one token per sequence.
int chunked_prefill_budget(int isl, int max_sequences);

LaunchValues launch_values(const Scenario& scenario, const Result& result);

} // namespace capstan::launch
