#pragma once

#include "attention_span.h"
#include "scenario.h"

#include <string_view>

namespace capstan {

// Which resource sets a step's time.
enum class Bound { Bandwidth, Compute };
std::string_view to_string(Bound bound);

// The work of one engine step of one replica.
struct StepLoad final {
    double decode_seqs = 0;          // sequences emitting one token this step
    double decode_context = 0;       // mean context (tokens) of each decoding sequence
    double prefill_tokens = 0;       // prompt tokens computed this step (uncached)
    double prefill_pairs = 0;        // layer-averaged (query, key) pairs: Roofline::prefill_pairs
    // Of prefill_tokens, those whose logits the step computes: drafted tokens under verification.
    // A prompt's tokens run no LM head (only its last one does, which this leaves out).
    double scored_prefill_tokens = 0;
};

// The parts of a step time, seconds, per GPU of the TP group.
struct StepTime final {
    double gemm_memory_s = 0;        // weight bytes / effective bandwidth
    double gemm_compute_s = 0;       // 2 x active params x tokens / effective FLOP/s
    double attention_memory_s = 0;   // KV bytes read / effective bandwidth
    double attention_compute_s = 0;  // QK and PV FLOPs / effective FLOP/s
    double allreduce_s = 0;          // TP all-reduces: two per layer (one for an expert-parallel
                                     // MoE layer's attention when its tokens are data-parallel)
    double alltoall_s = 0;           // expert parallelism with data-parallel attention: each MoE
                                     // layer's dispatch and combine all-to-alls
    double pipeline_s = 0;           // pipeline parallelism: the activations' hops between stages
    double overhead_s = 0;           // fixed per-step cost (launches, scheduler)
    // Speculative decoding: the k draft steps before the verification (k x the draft's share of
    // a plain step of the same load); the parts above are then the verification step's.
    double draft_s = 0;
    double total_s = 0;
    Bound bound = Bound::Bandwidth;  // what dominates the sum of the two kernel families
};

// Per-operator roofline of one replica. Weight GEMMs and attention kernels each run at the
// larger of their memory time and their compute time, and they run one after another, so
// their times add: a weight GEMM never hides an attention kernel's KV reads. SPEC 2.3.
class Roofline final {
public:
    explicit Roofline(const Scenario& scenario);

    // One engine step of the load. With speculative decoding (Scenario::Levers::spec_k = k > 0)
    // and decoding sequences in the load, the step is k draft steps plus one verification step:
    // each decoding sequence computes k + 1 tokens (GEMM FLOPs, all-reduces, attention FLOPs
    // x (k + 1)) but reads the weights and its KV once; it yields tokens_per_step() tokens per
    // sequence. A step without decodes (a lone prefill) is not speculated. Constrained decoding
    // (levers.constrained_overhead c) adds c x the step to every step with decodes, in
    // overhead_s; without CUDA graphs (levers.cuda_graphs off) every step pays its kernels'
    // launches less the replay (core/kernel_launches.h), in overhead_s too.
    // With pipeline parallelism (deploy.pp = P > 1) the step is the pipeline's cycle: the load
    // runs as m = min(P, sequences) micro-batches, each passing every stage in turn, so a token
    // takes the whole model's kernels at 1/m of the load, the slowest stage's share (the LM
    // head's stage) and P - 1 point-to-point hops: never less than the unpipelined step at
    // batch 1. Expert parallelism (deploy.ep) and data-parallel attention change the kernels
    // (kernel_step).
    [[nodiscard]] StepTime step(const StepLoad& load) const;

    // Output tokens a decoding sequence gains per step: 1, or (1 - a^(k+1)) / (1 - a) with
    // speculative decoding. Time per output token = step / tokens_per_step().
    [[nodiscard]] double tokens_per_step() const { return tokens_per_step_; }
    // Time per output token of a decode load: step(load) / tokens_per_step(), seconds.
    [[nodiscard]] double token_s(const StepLoad& load) const { return step(load).total_s / tokens_per_step_; }

    // A lone request's prefill (batch-1 time to first token): uncached prompt tokens after
    // cached_tokens of reused prefix.
    [[nodiscard]] StepTime prefill(double uncached_tokens, double cached_tokens) const;

    // Layer-averaged attention pairs of a prefill of `uncached` tokens after `cached` ones
    // (causal; windowed layers attend to their window only).
    [[nodiscard]] double prefill_pairs(double uncached, double cached) const
    {
        return span_.prefill_pairs(uncached, cached);
    }

    // Layer-averaged tokens a new token attends to at `context` tokens (AttentionSpan).
    [[nodiscard]] double attention_span(double context) const { return span_.context(context); }

    // The batch at which the weight GEMMs turn from bandwidth- to compute-bound (dense part).
    [[nodiscard]] double ridge_batch() const;

    // The mean steady-state step of continuous batching at batch B: B decode sequences, and the
    // B x tokens_per_step() / OSL prompts per step that keep B sequences flowing (an answer
    // takes OSL / tokens_per_step() steps), each computed whole in one step (below one per
    // step, that share of the steps carries a prompt).
    // Disaggregated (deploy.disaggregated): the decode replica's step, prompts elsewhere.
    [[nodiscard]] StepTime mixed_step(double batch) const;

    // Disaggregated serving: this replica decodes only, and a request's first token reaches it
    // from the prefill pool after handoff_s() (a lone prompt there plus its KV transfer).
    [[nodiscard]] bool disaggregated() const { return disaggregated_; }
    [[nodiscard]] double handoff_s() const { return handoff_s_; }
    // The fixed time every request's first token pays beside its prompt's step (admission,
    // sampling, the serving path in and out: deploy.first_token_ms), seconds.
    [[nodiscard]] double first_token_s() const { return first_token_s_; }

    [[nodiscard]] double effective_bw_bytes_s() const { return bw_; }
    [[nodiscard]] double effective_gemm_flops() const { return gemm_flops_; }
    [[nodiscard]] double uncached_prompt_tokens() const { return uncached_isl_; }
    [[nodiscard]] double cached_prompt_tokens() const { return cached_isl_; }
    // The context a decoding sequence holds on average (mean_decode_context, core/memory.h).
    [[nodiscard]] double decode_context() const { return decode_context_; }

private:
    // The kernels of one step: the per-operator roofline, no speculation.
    [[nodiscard]] StepTime kernel_step(const StepLoad& load) const;
    // A step's GEMM time: the larger of its weight read and its arithmetic, plus the share
    // deploy.gemm_overlap_loss of the smaller.
    [[nodiscard]] double gemm_s(const StepTime& t) const;
    // Speculative decoding's step: k draft steps plus the verification of k + 1 tokens.
    [[nodiscard]] StepTime verified_step(const StepLoad& load) const;
    // The levers on the kernels: speculation and constrained decoding, one pipeline stage pass.
    [[nodiscard]] StepTime lever_step(const StepLoad& load) const;
    // Weight bytes one GPU reads when it runs `experts_run` routed experts per MoE layer.
    [[nodiscard]] double weight_bytes_read(double experts_run) const;
    // Distinct routed experts a batch of `tokens` touches in one MoE layer, on average.
    [[nodiscard]] double experts_touched(double tokens) const;
    // Routed experts the busiest GPU of the expert group runs per MoE layer when the batch
    // touches `touched` of them: all of them sliced without EP; with EP each GPU holds E / ep
    // experts whole and the touched ones fall on them at random (binomial), so the busiest GPU
    // runs the mean plus sqrt(2 ln ep) standard deviations.
    [[nodiscard]] double experts_on_busiest_gpu(double touched) const;

    // Per-GPU constants, precomputed: the knee calls step() dozens of times per evaluation.
    double bw_ = 0;                  // effective bytes/s
    double gemm_flops_ = 0;          // effective FLOP/s at the weights' compute precision
    double attention_flops_ = 0;     // effective FLOP/s for attention (BF16)
    double non_expert_bytes_ = 0;    // per GPU
    double expert_bytes_ = 0;        // one routed expert in one layer, per GPU holding it
    double experts_ = 0;
    double experts_per_token_ = 0;
    double moe_layers_ = 0;
    double active_params_ = 0;       // per GPU, per token of the replica's step (LM head included;
                                     // routed experts weighted by 1 / moe_gemm_efficiency)
    double head_params_ = 0;         // per GPU: the LM head, which a prompt token does not run
    double attention_groups_ = 1;    // data-parallel attention groups (deploy.ep / deploy.tp)
    int expert_parallel_ = 0;        // GPUs the experts are spread over whole; 0 = sliced (TP)
    double busiest_sd_ = 0;          // sqrt(2 ln ep): the busiest GPU's excess, in standard deviations
    double alltoall_fixed_s_ = 0;    // per step: dispatch and combine latency, every MoE layer
    double alltoall_s_per_token_ = 0;
    int stages_ = 1;                 // pipeline stages (deploy.pp)
    double stage_imbalance_ = 1;     // slowest stage's weights / the mean stage's
    double hop_fixed_s_ = 0;         // one point-to-point transfer between stages: latency
    double hop_s_per_token_ = 0;
    double expert_overhead_s_ = 0;   // per touched expert per MoE layer
    double overlap_loss_ = 0;        // deploy.gemm_overlap_loss
    double attention_flops_per_pair_ = 0; // per GPU, per (token, context token)
    double kv_bytes_per_token_ = 0;  // per GPU, every layer as full attention
    double state_bytes_per_seq_ = 0; // per GPU, linear layers' state read + written per token
    AttentionSpan span_;
    double allreduce_fixed_s_ = 0;   // per step, latency part
    double allreduce_s_per_token_ = 0;
    double overhead_s_ = 0;
    double uncached_isl_ = 0;
    double cached_isl_ = 0;
    double osl_ = 1;
    double decode_context_ = 0;      // mean_decode_context of the prompt, OSL and its spread
    int spec_k_ = 0;                 // tokens drafted per step; 0 = no speculation
    double draft_share_ = 0;         // k x a draft step's share of a plain step
    double tokens_per_step_ = 1;     // per decoding sequence
    double constrained_ = 0;         // grammar-mask cost, share of a step with decodes
    bool disaggregated_ = false;
    double handoff_s_ = 0;
    double first_token_s_ = 0;
};

// Prompt tokens that must be computed: ISL x (1 - hit), the hit rounded down to whole cache
// blocks (a partial block is recomputed). SPEC 2.3.
// Prompt tokens a prefix cache serves: `cached` (ISL x the hit rate, or a trace's count) rounded
// down to whole KV blocks, and never the last prompt token, which is always computed to produce
// the first output token. The one rule for the roofline, the analytic tail and the simulator.
double cached_prompt_tokens(int isl, double cached, int block_tokens);
double uncached_prompt_tokens(int isl, double cache_hit, int block_tokens);

// FLOP/s the weights' GEMMs run at: the peak of the narrowest precision the GPU has that is
// at least as wide as the weights (fp4 -> fp8 -> bf16), times the efficiencies.
double effective_gemm_flops(const GpuSpec& gpu, int weight_bits, double compute_efficiency,
                            double low_precision_efficiency, double fp4_efficiency = 1.0);

} // namespace capstan
