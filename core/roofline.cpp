#include "roofline.h"

#include "kernel_launches.h"
#include "memory.h"
#include "speculation.h"

#include <algorithm>
#include <cmath>

namespace capstan {

std::string_view to_string(Bound bound)
{
    return bound == Bound::Compute ? "compute" : "bandwidth";
}

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
                            double low_precision_efficiency)
{
    if (weight_bits <= 4 && gpu.peak_flops_fp4 > 0)
        return gpu.peak_flops_fp4 * compute_efficiency * low_precision_efficiency;
    // Without FP4 tensor cores, 4-bit weights are weight-only quantization (Marlin, MXFP4 on
    // Hopper and Ampere): dequantized in the GEMM, multiplied in 16-bit.
    if (weight_bits > 4 && weight_bits <= 8 && gpu.peak_flops_fp8 > 0)
        return gpu.peak_flops_fp8 * compute_efficiency * low_precision_efficiency;
    return gpu.peak_flops_bf16 * compute_efficiency;
}

Roofline::Roofline(const Scenario& s) : span_(s.model.spec)
{
    const ModelSpec& m = s.model.spec;
    const double tp = std::max(1, s.deploy.tp);
    const double bpw = stored_bytes_per_weight(s.model.weight_bits);

    // AMD Instinct (CDNA) kernels reach a share of the efficiency NVIDIA's do, on both sides.
    const double vendor = s.gpu.spec.generation.rfind("cdna", 0) == 0 ? s.deploy.cdna_efficiency : 1.0;
    bw_ = s.gpu.spec.bw_bytes_s * s.deploy.bw_efficiency * vendor;
    gemm_flops_ = vendor * capstan::effective_gemm_flops(s.gpu.spec, s.model.weight_bits, s.deploy.compute_efficiency,
                                                s.deploy.low_precision_efficiency);
    attention_flops_ = s.gpu.spec.peak_flops_bf16 * s.deploy.compute_efficiency * vendor;

    non_expert_bytes_ = m.non_expert_params() * bpw / tp;
    expert_bytes_ = m.expert_params * bpw / tp;
    experts_ = m.experts;
    experts_per_token_ = m.experts_per_token;
    moe_layers_ = m.moe_layers;
    active_params_ = m.params_active / tp;
    expert_overhead_s_ = s.deploy.expert_overhead_us * 1e-6;

    // QK^T and PV: 2 FLOPs per multiply-add over the query-key and value widths, every head.
    // MLA runs absorbed: keys are the latent plus rope, values the latent.
    const double qk = m.is_mla() ? m.kv_lora_rank + m.rope_dim : m.head_dim;
    const double v = m.is_mla() ? m.kv_lora_rank : m.head_dim;
    // A pair is layer-averaged (AttentionSpan), so this prices all layers as full attention.
    attention_flops_per_pair_ = 2.0 * m.layers * m.heads * (qk + v) / tp;
    kv_bytes_per_token_ = kv_bytes_per_token_per_gpu(m, s.model.kv_bits, s.deploy.tp);
    // A linear layer reads and writes its whole state once per decoded token.
    state_bytes_per_seq_ = 2.0 * linear_state_bytes(m) / tp;

    if (tp > 1) {
        // Two all-reduces per layer (after attention and after the FFN). A ring moves
        // 2 (tp-1)/tp of the bf16 activations through each GPU's link.
        const double all_reduces = 2.0 * m.layers;
        allreduce_fixed_s_ = all_reduces * s.deploy.allreduce_latency_us * 1e-6;
        allreduce_s_per_token_ =
            all_reduces * 2.0 * (tp - 1) / tp * m.hidden * 2.0 / s.gpu.spec.interconnect_bytes_s;
    }
    overhead_s_ = s.deploy.step_overhead_ms * 1e-3;
    if (!s.levers.cuda_graphs)
        overhead_s_ += launches_without_graphs_s(m.layers, kGraphKernelsPerLayer, s.levers.graph_launch_us, kGraphReplayUs);

    uncached_isl_ = capstan::uncached_prompt_tokens(s.workload.isl, s.workload.cache_hit,
                                           s.deploy.cache_block_tokens);
    cached_isl_ = s.workload.isl - uncached_isl_;
    osl_ = std::max(1, s.workload.osl);

    if (s.levers.spec_k > 0) {
        spec_k_ = s.levers.spec_k;
        draft_share_ = s.levers.spec_k * s.levers.spec_draft_cost;
        tokens_per_step_ = expected_tokens_per_step(s.levers.spec_acceptance, s.levers.spec_k);
    }
    constrained_ = s.levers.constrained_overhead;
}

double Roofline::experts_touched(double tokens) const
{
    if (experts_ <= 0 || tokens <= 0)
        return 0;
    // Each token picks top-k of E experts; a batch of T tokens touches E (1 - (1 - k/E)^T)
    // distinct experts per MoE layer on average.
    return experts_ * (1.0 - std::pow(1.0 - experts_per_token_ / experts_, std::max(1.0, tokens)));
}

double Roofline::weight_bytes_read(double touched) const
{
    // Only the touched experts are read.
    return non_expert_bytes_ + moe_layers_ * touched * expert_bytes_;
}

StepTime Roofline::step(const StepLoad& load) const
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
    verify.prefill_pairs += drafted * span_.context(load.decode_context);
    StepTime t = kernel_step(verify);
    t.draft_s = draft_share_ * kernel_step(load).total_s;
    t.total_s += t.draft_s;
    return t;
}

StepTime Roofline::kernel_step(const StepLoad& load) const
{
    StepTime t;
    const double tokens = load.decode_seqs + load.prefill_tokens;
    const double touched = experts_touched(std::max(1.0, tokens));
    t.gemm_memory_s = weight_bytes_read(touched) / bw_;
    t.gemm_compute_s = 2.0 * active_params_ * tokens / gemm_flops_;
    const double span = span_.context(load.decode_context);
    const double kv_read = load.decode_seqs * (span * kv_bytes_per_token_ + state_bytes_per_seq_);
    t.attention_memory_s = kv_read / bw_;
    const double pairs = load.decode_seqs * span + load.prefill_pairs;
    t.attention_compute_s = attention_flops_per_pair_ * pairs / attention_flops_;
    t.allreduce_s = tokens > 0 ? allreduce_fixed_s_ + allreduce_s_per_token_ * tokens : 0;
    // A grouped GEMM pays a fixed cost for every expert it touches, in every MoE layer.
    t.overhead_s = overhead_s_ + (tokens > 0 ? expert_overhead_s_ * moe_layers_ * touched : 0.0);
    const double gemm = std::max(t.gemm_memory_s, t.gemm_compute_s);
    const double attention = std::max(t.attention_memory_s, t.attention_compute_s);
    t.total_s = gemm + attention + t.allreduce_s + t.overhead_s;
    const double compute_side = (t.gemm_compute_s > t.gemm_memory_s ? gemm : 0.0) +
                                (t.attention_compute_s > t.attention_memory_s ? attention : 0.0);
    t.bound = compute_side > (gemm + attention) - compute_side ? Bound::Compute : Bound::Bandwidth;
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
    t.overhead_s = mix(a.overhead_s, b.overhead_s);
    t.draft_s = mix(a.draft_s, b.draft_s);
    t.total_s = mix(a.total_s, b.total_s);
    t.bound = share_b >= 0.5 ? b.bound : a.bound;
    return t;
}

} // namespace

StepTime Roofline::mixed_step(double batch) const
{
    StepLoad load;
    load.decode_seqs = batch;
    load.decode_context = cached_isl_ + uncached_isl_ + osl_ / 2.0;
    // Steady state admits batch x tokens_per_step / OSL prompts per step. An engine computes a
    // whole prompt in one step (it fits the chunked-prefill budget), so below one admission per step a share of
    // the steps carries one prompt and the rest decode only; the prompt's tokens cannot hide
    // under the weight reads of the other steps.
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
    return weight_bytes_read(experts_touched(1e9)) * gemm_flops_ / (2.0 * active_params_ * bw_);
}

} // namespace capstan
