#include "roofline.h"
#include "step_parts.h"

#include "disaggregation.h"

#include "kernel_launches.h"
#include "memory.h"
#include "parallelism.h"
#include "speculation.h"

#include <algorithm>
#include <cmath>

namespace capstan {

std::string_view to_string(Bound bound)
{
    return bound == Bound::Compute ? "compute" : "bandwidth";
}

double step_kernels_s(const StepTime& t)
{
    return t.total_s - t.allreduce_s - t.alltoall_s - t.pipeline_s - t.overhead_s - t.draft_s;
}

namespace {

// The share of a step's kernel time (step_kernels_s) spent in kernels whose arithmetic, not their reads, sets the pace.
double arithmetic_s(const StepTime& t)
{
    const double attention = std::max(t.attention_memory_s, t.attention_compute_s);
    const double gemm = step_kernels_s(t) - attention;
    return (t.gemm_compute_s > t.gemm_memory_s ? gemm : 0.0) +
           (t.attention_compute_s > t.attention_memory_s ? attention : 0.0);
}

// Compute-bound when more of the kernels' time goes to arithmetic than to reads.
Bound bound_of(double arithmetic, double kernels)
{
    return arithmetic > kernels - arithmetic ? Bound::Compute : Bound::Bandwidth;
}

} // namespace

double cached_prompt_tokens(int isl, double cached, int block_tokens)
{
    const double block = std::max(1, block_tokens);
    const double capped = std::clamp(cached, 0.0, std::max(0.0, isl - 1.0));
    return std::floor(capped / block) * block;
}

double uncached_prompt_tokens(int isl, double cache_hit, int block_tokens)
{
    return std::max(0.0, isl - cached_prompt_tokens(isl, isl * cache_hit, block_tokens));
}

double effective_gemm_flops(const GpuSpec& gpu, int weight_bits, double compute_efficiency,
                            double low_precision_efficiency, double fp4_efficiency)
{
    if (weight_bits <= 4 && gpu.peak_flops_fp4 > 0)
        return gpu.peak_flops_fp4 * compute_efficiency * low_precision_efficiency * fp4_efficiency;
    // Without FP4 tensor cores, 4-bit weights are weight-only quantization (Marlin, MXFP4 on
    // Hopper and Ampere): dequantized in the GEMM, multiplied in 16-bit.
    if (weight_bits > 4 && weight_bits <= 8 && gpu.peak_flops_fp8 > 0)
        return gpu.peak_flops_fp8 * compute_efficiency * low_precision_efficiency;
    return gpu.peak_flops_bf16 * compute_efficiency;
}

Roofline::Roofline(const Scenario& s) : span_(s.model.spec)
{
    const ModelSpec& m = s.model.spec;
    const Parallelism layout = Parallelism::of(s.deploy);
    const double tp = layout.tp;
    const double bpw = stored_bytes_per_weight(s.model.weight_bits);

    // AMD Instinct (CDNA) kernels, and kernels on NVIDIA's Ada cards, reach a share of the
    // efficiency NVIDIA's datacenter parts do, on both sides.
    const std::string& generation = s.gpu.spec.generation;
    const double vendor = generation.rfind("cdna", 0) == 0 ? s.deploy.cdna_efficiency
                          : generation == "ada"             ? s.deploy.ada_efficiency
                                                            : 1.0;
    bw_ = s.gpu.spec.bw_bytes_s * s.deploy.bw_efficiency * vendor;
    gemm_flops_ = vendor * capstan::effective_gemm_flops(s.gpu.spec, s.model.weight_bits, s.deploy.compute_efficiency,
                                                s.deploy.low_precision_efficiency, s.deploy.fp4_efficiency);
    attention_flops_ = s.gpu.spec.peak_flops_bf16 * s.deploy.compute_efficiency * vendor;
    // A power-capped part sustains a lower clock under dense matrix load than its datasheet's.
    gemm_flops_ *= s.gpu.spec.gemm_clock_share;
    attention_flops_ *= s.gpu.spec.gemm_clock_share;

    const bool moe = m.is_moe();
    expert_parallel_ = moe && layout.ep > 1 ? layout.ep : 0;
    busiest_sd_ = expert_parallel_ > 1 ? std::sqrt(2.0 * std::log(double(expert_parallel_))) : 0.0;
    attention_groups_ = moe ? layout.attention_groups() : 1;
    // Without EP every GPU of the TP group holds a 1/tp slice of every expert; with EP a GPU
    // holds E / ep experts whole.
    expert_bytes_ = m.expert_params * bpw / (expert_parallel_ > 0 ? 1.0 : tp);
    experts_ = m.experts;
    experts_per_token_ = m.experts_per_token;
    moe_layers_ = m.moe_layers;
    // A step's tokens are split over the attention groups for the dense part and over the GPUs
    // holding the experts for the routed part.
    const double routed_active = moe ? double(m.moe_layers) * m.experts_per_token * m.expert_params : 0.0;
    // An untied input embedding is a gather: a step reads its tokens' rows, not the table, and
    // multiplies nothing. The LM head multiplies only the tokens that need logits.
    const double head = double(m.vocab) * m.hidden;
    const double gathered = m.tied_embeddings ? 0.0 : head;
    const double dense_active = std::max(0.0, m.params_active - routed_active - gathered);
    // A grouped expert GEMM multiplies at moe_gemm_efficiency of a dense GEMM's rate: its tokens
    // are split into one short, uneven, tile-padded block per expert. Its weight reads stream
    // like any other.
    active_params_ = dense_active / (tp * attention_groups_) +
                     routed_active / (expert_parallel_ > 0 ? expert_parallel_ : tp) / s.deploy.moe_gemm_efficiency;
    head_params_ = std::min(head, dense_active) / (tp * attention_groups_);
    non_expert_bytes_ = std::max(0.0, m.non_expert_params() - gathered) * bpw / tp;
    expert_overhead_s_ = s.deploy.expert_overhead_us * 1e-6;
    first_token_s_ = s.deploy.first_token_ms * 1e-3;
    overlap_loss_ = s.deploy.gemm_overlap_loss;

    // QK^T and PV: 2 FLOPs per multiply-add over the query-key and value widths, every head.
    // MLA runs absorbed: keys are the latent plus rope, values the latent.
    const double qk = m.is_mla() ? m.kv_lora_rank + m.rope_dim : m.head_dim;
    const double v = m.is_mla() ? m.kv_lora_rank : m.head_dim;
    // A pair is layer-averaged (AttentionSpan), so this prices all layers as full attention.
    attention_flops_per_pair_ = 2.0 * m.layers * m.heads * (qk + v) / tp;
    kv_bytes_per_token_ = kv_bytes_per_token_per_gpu(m, s.model.kv_bits, s.deploy.tp);
    // A linear layer reads and writes its whole state once per decoded token.
    state_bytes_per_seq_ = 2.0 * linear_state_bytes(m) / tp;

    // A collective across more GPUs than the scale-up fabric holds (a node, or an NVL72 rack)
    // runs over the scale-out network.
    const double collective_latency_s = s.deploy.allreduce_latency_us * 1e-6;
    auto link_bytes_s = [&s](int gpus) {
        const bool crosses_nodes = gpus > scaleup_gpus(s.gpu.spec) && s.gpu.spec.scaleout_bytes_s > 0;
        return crosses_nodes ? s.gpu.spec.scaleout_bytes_s : s.gpu.spec.interconnect_bytes_s;
    };
    constexpr double kActivationBytes = 2.0;   // bf16 activations
    if (tp > 1) {
        // Two all-reduces per layer (after attention and after the FFN); an expert-parallel MoE
        // layer whose tokens are data-parallel combines by all-to-all instead. A ring moves
        // 2 (tp-1)/tp of the bf16 activations through each GPU's link; each attention group
        // carries its own share of the step's tokens.
        const double all_reduces = 2.0 * m.layers - (attention_groups_ > 1 ? m.moe_layers : 0);
        allreduce_fixed_s_ = all_reduces * collective_latency_s;
        allreduce_s_per_token_ = all_reduces * 2.0 * (tp - 1) / tp * m.hidden * kActivationBytes /
                                 link_bytes_s(layout.tp) / attention_groups_;
    }
    if (attention_groups_ > 1) {
        // Dispatch and combine: each GPU sends its 1/ep of the step's tokens to their top-k
        // experts, (ep - 1)/ep of them on other GPUs, and receives the results back.
        const double ep = expert_parallel_;
        const double all_to_alls = 2.0 * m.moe_layers;
        alltoall_fixed_s_ = all_to_alls * collective_latency_s;
        alltoall_s_per_token_ = all_to_alls * m.experts_per_token * (ep - 1) / (ep * ep) * m.hidden *
                                kActivationBytes / link_bytes_s(layout.stage_gpus());
    }
    if (layout.pp > 1) {
        stages_ = layout.pp;
        // The LM head (or the tied embedding it reads) sits on the last stage beside its layers.
        const double decoder = std::max(head, m.params_total - m.other_params);
        stage_imbalance_ = 1.0 + head * (stages_ - 1) / decoder;
        // One hop: each GPU of the stage passes its 1/tp share of a micro-batch's activations.
        hop_fixed_s_ = collective_latency_s;
        hop_s_per_token_ = m.hidden * kActivationBytes / tp / link_bytes_s(layout.gpus());
    }
    overhead_s_ = s.deploy.step_overhead_ms * 1e-3;
    if (!s.levers.cuda_graphs)
        overhead_s_ += launches_without_graphs_s(m.layers, kGraphKernelsPerLayer, s.levers.graph_launch_us, kGraphReplayUs);

    uncached_isl_ = capstan::uncached_prompt_tokens(s.workload.isl, s.workload.cache_hit,
                                           s.deploy.cache_block_tokens);
    cached_isl_ = s.workload.isl - uncached_isl_;
    osl_ = std::max(1, s.workload.osl);
    decode_context_ = mean_decode_context(s.workload.isl, osl_, s.workload.osl_cv);

    if (s.levers.spec_k > 0) {
        spec_k_ = s.levers.spec_k;
        draft_share_ = s.levers.spec_k * draft_step_share(s);
        tokens_per_step_ = expected_tokens_per_step(s.levers.spec_acceptance, s.levers.spec_k);
    }
    constrained_ = s.levers.constrained_overhead;

    if (s.deploy.disaggregated) {
        disaggregated_ = true;
        handoff_s_ = prefill_pool(s).handoff_s();
    }
}

double Roofline::experts_touched(double tokens) const
{
    if (experts_ <= 0 || tokens <= 0)
        return 0;
    // Each token picks top-k of E experts; a batch of T tokens touches E (1 - (1 - k/E)^T)
    // distinct experts per MoE layer on average.
    return experts_ * (1.0 - std::pow(1.0 - experts_per_token_ / experts_, std::max(1.0, tokens)));
}

double Roofline::experts_on_busiest_gpu(double touched) const
{
    if (expert_parallel_ <= 1 || experts_ <= 0)
        return touched;
    const double held = experts_ / expert_parallel_;
    const double p = std::clamp(touched / experts_, 0.0, 1.0);
    return std::min(held, held * p + busiest_sd_ * std::sqrt(held * p * (1.0 - p)));
}

double Roofline::weight_bytes_read(double experts_run) const
{
    // Only the experts a step runs are read.
    return non_expert_bytes_ + moe_layers_ * experts_run * expert_bytes_;
}

StepTime Roofline::step(const StepLoad& load) const
{
    if (stages_ <= 1)
        return lever_step(load);
    // The pipeline's cycle: m micro-batches, each through every stage.
    const double micro = std::clamp(std::floor(load.decode_seqs), 1.0, double(stages_));
    StepLoad part = load;
    part.decode_seqs /= micro;
    part.prefill_tokens /= micro;
    part.prefill_pairs /= micro;
    StepTime t = lever_step(part);
    const double extra_gemm = (stage_imbalance_ - 1.0) * gemm_s(t);
    t.gemm_memory_s *= stage_imbalance_;
    t.gemm_compute_s *= stage_imbalance_;
    const double tokens = part.decode_seqs + part.prefill_tokens;
    t.pipeline_s = (stages_ - 1) * (hop_fixed_s_ + hop_s_per_token_ * tokens);
    t.total_s += extra_gemm + t.pipeline_s;
    return t;
}

StepTime Roofline::lever_step(const StepLoad& load) const
{
    StepTime t = spec_k_ > 0 && load.decode_seqs > 0 ? verified_step(load) : kernel_step(load);
    if (constrained_ > 0 && load.decode_seqs > 0) {
        // The grammar mask of every decoding sequence, a share of the step (measure it per schema).
        const double mask_s = constrained_ * t.total_s;
        t.overhead_s += mask_s;
        t.total_s += mask_s;
    }
    return t;
}

StepTime Roofline::verified_step(const StepLoad& load) const
{
    // Verification: every decoding sequence's k drafted tokens are computed beside its own, as
    // extra query tokens over its context (the load's prefill terms carry them: GEMM tokens and
    // attention pairs, no extra KV read). The k draft steps cost draft_share_ x a plain step of
    // the same load (the draft model runs the same batch, prompts included).
    StepLoad verify = load;
    const double drafted = load.decode_seqs * spec_k_;
    verify.prefill_tokens += drafted;
    verify.scored_prefill_tokens += drafted;
    verify.prefill_pairs += drafted * span_.context(load.decode_context);
    StepTime t = kernel_step(verify);
    t.draft_s = draft_share_ * kernel_step(load).total_s;
    t.total_s += t.draft_s;
    return t;
}

double Roofline::gemm_s(const StepTime& t) const
{
    // Near the ridge a GEMM's weight read and its arithmetic hide under each other only in part.
    return std::max(t.gemm_memory_s, t.gemm_compute_s) +
           overlap_loss_ * std::min(t.gemm_memory_s, t.gemm_compute_s);
}

StepTime Roofline::kernel_step(const StepLoad& load) const
{
    StepTime t;
    const double tokens = load.decode_seqs + load.prefill_tokens;
    const double experts_run = experts_on_busiest_gpu(experts_touched(std::max(1.0, tokens)));
    t.gemm_memory_s = weight_bytes_read(experts_run) / bw_;
    const double unscored = std::max(0.0, load.prefill_tokens - load.scored_prefill_tokens);
    t.gemm_compute_s = 2.0 * (active_params_ * tokens - head_params_ * unscored) / gemm_flops_;
    // Attention: each data-parallel group reads and computes its own sequences.
    const double span = span_.context(load.decode_context);
    const double kv_read = load.decode_seqs * (span * kv_bytes_per_token_ + state_bytes_per_seq_);
    t.attention_memory_s = kv_read / attention_groups_ / bw_;
    const double pairs = load.decode_seqs * span + load.prefill_pairs;
    t.attention_compute_s = attention_flops_per_pair_ * pairs / attention_groups_ / attention_flops_;
    t.allreduce_s = tokens > 0 ? allreduce_fixed_s_ + allreduce_s_per_token_ * tokens : 0;
    t.alltoall_s = tokens > 0 ? alltoall_fixed_s_ + alltoall_s_per_token_ * tokens : 0;
    // A grouped GEMM pays a fixed cost for every expert it runs, in every MoE layer.
    t.overhead_s = overhead_s_ + (tokens > 0 ? expert_overhead_s_ * moe_layers_ * experts_run : 0.0);
    const double gemm = gemm_s(t);
    const double attention = std::max(t.attention_memory_s, t.attention_compute_s);
    t.total_s = gemm + attention + t.allreduce_s + t.alltoall_s + t.overhead_s;
    t.bound = bound_of(arithmetic_s(t), step_kernels_s(t));
    return t;
}

StepTime Roofline::prefill(double uncached_tokens, double cached_tokens) const
{
    StepLoad load;
    load.prefill_tokens = uncached_tokens;
    load.prefill_pairs = prefill_pairs(uncached_tokens, cached_tokens);
    return step(load);
}

namespace {

StepTime blend(const StepTime& a, const StepTime& b, double share_b)
{
    auto mix = [share_b](double x, double y) { return x + (y - x) * share_b; };
    StepTime t;
    t.gemm_memory_s = mix(a.gemm_memory_s, b.gemm_memory_s);
    t.gemm_compute_s = mix(a.gemm_compute_s, b.gemm_compute_s);
    t.attention_memory_s = mix(a.attention_memory_s, b.attention_memory_s);
    t.attention_compute_s = mix(a.attention_compute_s, b.attention_compute_s);
    t.allreduce_s = mix(a.allreduce_s, b.allreduce_s);
    t.alltoall_s = mix(a.alltoall_s, b.alltoall_s);
    t.pipeline_s = mix(a.pipeline_s, b.pipeline_s);
    t.overhead_s = mix(a.overhead_s, b.overhead_s);
    t.draft_s = mix(a.draft_s, b.draft_s);
    t.total_s = mix(a.total_s, b.total_s);
    // Bound where the mean step's kernel time goes: a rare whole prompt can outweigh the
    // decode-only steps around it.
    t.bound = bound_of(mix(arithmetic_s(a), arithmetic_s(b)), mix(step_kernels_s(a), step_kernels_s(b)));
    return t;
}

} // namespace

StepTime Roofline::mixed_step(double batch) const
{
    StepLoad load;
    load.decode_seqs = batch;
    load.decode_context = decode_context_;
    // Steady state admits batch x tokens_per_step / OSL prompts per step. An engine computes a
    // whole prompt in one step (it fits the chunked-prefill budget), so below one admission per step a share of
    // the steps carries one prompt and the rest decode only; the prompt's tokens cannot hide
    // under the weight reads of the other steps.
    if (disaggregated_)
        return step(load);   // the prompts run on the prefill pool
    const double admissions_per_step = batch * tokens_per_step_ / osl_;
    const double prompts = std::max(1.0, admissions_per_step);
    StepLoad with_prompts = load;
    with_prompts.prefill_tokens = prompts * uncached_isl_;
    with_prompts.prefill_pairs = prompts * prefill_pairs(uncached_isl_, cached_isl_);
    if (admissions_per_step >= 1.0 || uncached_isl_ <= 0)
        return step(with_prompts);
    return blend(step(load), step(with_prompts), admissions_per_step);
}

double Roofline::ridge_batch() const
{
    // Dense weight GEMM: bytes / bw = 2 x active x B / flops  =>  B = bytes x flops / (2 active bw)
    // MoE: at a batch that large every expert is touched, so all weights are read.
    return weight_bytes_read(experts_on_busiest_gpu(experts_touched(1e9))) * gemm_flops_ / (2.0 * active_params_ * bw_);
}

} // namespace capstan
