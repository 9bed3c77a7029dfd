#pragma once

#include "expected.h"
#include "parallelism.h"
#include "scenario.h"

namespace capstan {

// Tokens an engine step computes at most, decodes plus prompt chunks (vLLM's
// max_num_batched_tokens as the simulator runs it).
inline constexpr int kEngineTokenBudget = 8192;

// Disaggregated serving (deploy.disaggregated; SPEC 2.6b): a pool of prefill replicas computes
// every prompt and its first token, the request's KV then crosses the network to a decode
// replica of the scenario's own layout, which streams the rest of the answer. Decode steps carry
// no prompts, so a prompt never stretches the inter-token gap of the sequences decoding; the
// price is the hand-off in every time to first token and a second pool to pay for.

// The prefill replicas' layout: deploy.prefill_tp GPUs (deploy.tp when 0), one stage; a MoE
// model keeps its experts spread over deploy.ep GPUs when that is a multiple of the prefill TP.
Parallelism prefill_layout(const Scenario& scenario);

// The scenario as one prefill replica runs it: the prefill layout, aggregated.
Scenario prefill_scenario(const Scenario& scenario);

// A disaggregated scenario's prefill pool is a layout the model fits and divides; refusals name
// deploy.prefill_tp. Ok for an aggregated scenario.
Status check_prefill_pool(const Scenario& scenario);

// One request's KV hand-off, seconds: kv_transfer_ms plus the KV of its `prompt_tokens`
// computed tokens (the cached prefix is already on the decode side) over the network. Every GPU
// of the prefill replica sends its shard at once, so the bytes move at the per-GPU scale-out
// bandwidth (scale-up when the catalog states none) times the GPUs on the narrower side.
double kv_transfer_s(const Scenario& scenario, double prompt_tokens);

// What the prefill pool does with the scenario's mean prompt.
struct PrefillPool final {
    Parallelism layout;
    int replica_gpus = 1;
    double prompt_s = 0;         // one mean prompt alone on a prefill replica
    double prompts_per_s = 0;    // one replica's capacity: its token budget filled with prompts
    double transfer_s = 0;       // the mean prompt's KV hand-off
    double handoff_s() const { return prompt_s + transfer_s; }   // first token, at no load
};

// The pool's figures for a disaggregated scenario (a feasible one: check_prefill_pool first).
PrefillPool prefill_pool(const Scenario& scenario, int token_budget = kEngineTokenBudget);

// Prefill replicas that carry `rate_rps` requests per second at deploy.prefill_load: at least
// one. 0 for an aggregated scenario.
int prefill_replicas(const Scenario& scenario, const PrefillPool& pool, double rate_rps);

} // namespace capstan
