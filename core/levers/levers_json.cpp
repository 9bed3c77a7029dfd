#include "core/levers/levers_json.h"

namespace capstan::levers {
namespace {

using nlohmann::json;

json step_json(const StepTime& t)
{
    return {{"total_ms", t.total_s * 1e3},
            {"gemm_memory_ms", t.gemm_memory_s * 1e3},
            {"gemm_compute_ms", t.gemm_compute_s * 1e3},
            {"attention_memory_ms", t.attention_memory_s * 1e3},
            {"attention_compute_ms", t.attention_compute_s * 1e3},
            {"allreduce_ms", t.allreduce_s * 1e3},
            {"overhead_ms", t.overhead_s * 1e3},
            {"bound", std::string(to_string(t.bound))}};
}

json quantization_json(const LeversReport& r)
{
    if (!r.quantization)
        return {{"available", false}, {"error", r.quantization_error ? r.quantization_error->message() : ""}};
    const QuantizationGain& q = *r.quantization;
    json table = json::array();
    for (const QuantRow& row : q.table)
        table.push_back({{"batch", row.batch}, {"speedup", row.speedup},
                         {"wide", step_json(row.wide)}, {"narrow", step_json(row.narrow)}});
    return {{"available", true},
            {"wide_bits", q.wide_bits},
            {"narrow_bits", q.narrow_bits},
            {"fixed_batch_gain", q.fixed_batch_gain},
            {"freed_memory_gain", q.freed_memory_gain},
            {"cap_gain", q.cap_gain},
            {"wide_batch", q.wide_batch},
            {"narrow_batch", q.narrow_batch},
            {"wide_cap", q.wide_cap},
            {"narrow_cap", q.narrow_cap},
            {"wide_tok_s", q.wide_tok_s},
            {"narrow_fixed_tok_s", q.narrow_fixed_tok_s},
            {"narrow_freed_tok_s", q.narrow_freed_tok_s},
            {"wide_weight_bytes_per_gpu", q.wide_weight_bytes_per_gpu},
            {"narrow_weight_bytes_per_gpu", q.narrow_weight_bytes_per_gpu},
            {"wide_peak_flops", q.wide_peak_flops},
            {"narrow_peak_flops", q.narrow_peak_flops},
            {"wide_gemm_flops", q.wide_gemm_flops},
            {"narrow_gemm_flops", q.narrow_gemm_flops},
            {"table", std::move(table)}};
}

json speculative_json(const LeversReport& r)
{
    const SpeculativeGain& g = r.speculative;
    json curve = json::array();
    for (const SpeculativePoint& p : g.curve)
        curve.push_back({{"batch", p.batch}, {"plain_step_ms", p.plain_step_ms},
                         {"spec_step_ms", p.spec_step_ms}, {"speedup", p.speedup}});
    return {{"acceptance", r.options.speculative.acceptance},
            {"draft_tokens", r.options.speculative.draft_tokens},
            {"draft_cost", r.options.speculative.draft_cost},
            {"tokens_per_step", g.tokens_per_step},
            {"low_batch_limit", g.low_batch_limit},
            {"batch_cap", g.batch_cap},
            {"break_even_batch", g.break_even_batch > 0 ? json(g.break_even_batch) : json()},
            {"break_even_within_cap", g.break_even_within_cap},
            {"curve", std::move(curve)}};
}

json graphs_json(const LeversReport& r)
{
    const GraphGain& g = r.graphs;
    json curve = json::array();
    for (const GraphPoint& p : g.curve)
        curve.push_back({{"batch", p.batch}, {"step_with_ms", p.step_with_ms}, {"step_without_ms", p.step_without_ms},
                         {"launch_share", p.launch_share}, {"speedup", p.speedup}});
    return {{"kernels_per_layer", r.options.graphs.kernels_per_layer},
            {"launch_us", r.options.graphs.launch_us},
            {"graph_replay_us", r.options.graphs.graph_replay_us},
            {"launches_ms", g.launches_ms},
            {"graph_ms", g.graph_ms},
            {"share_at_batch_1", g.curve.front().launch_share},
            {"share_at_cap", g.curve.back().launch_share},
            {"curve", std::move(curve)}};
}

json power_json(const LeversReport& r)
{
    const PowerInputs& in = r.options.power;
    const PowerBudget& b = r.power;
    return {{"envelope_mw", in.envelope_w / 1e6},
            {"gpu_w", in.gpu_w},
            {"host_w_per_gpu", in.host_w_per_gpu},
            {"pue", in.pue},
            {"wall_w_per_gpu", b.wall_w_per_gpu},
            {"gpus", b.gpus},
            {"gpus_per_mw", b.gpus / (in.envelope_w / 1e6)},
            {"gpu_share", b.gpu_share},
            {"host_share", b.host_share},
            {"cooling_share", b.cooling_share},
            {"gpus_without_host", b.gpus_without_host},
            {"gpus_at_pue_1", b.gpus_at_pue_1}};
}

json mfu_json(const MfuFigures& f)
{
    return {{"batch", f.batch},
            {"tokens_per_step", f.tokens_per_step},
            {"model_flops_per_step", f.model_flops_per_step},
            {"step_ms", f.step_ms},
            {"peak_flops", f.peak_flops},
            {"mfu", f.mfu},
            {"peak_flops_bf16", f.peak_flops_bf16},
            {"mfu_bf16", f.mfu_bf16},
            {"bytes_per_step", f.bytes_per_step},
            {"mbu", f.mbu},
            {"measured_step_ms", f.measured_step_ms},
            {"measured_mfu", f.measured_mfu},
            {"measured_mbu", f.measured_mbu}};
}

json batch_jobs_json(const LeversReport& r)
{
    const TokenizeJob& job = r.options.tokenize;
    return {{"tokenize", {{"corpus_tb", job.corpus_bytes / 1e12},
                          {"mb_s_per_core", job.bytes_per_s_per_core / 1e6},
                          {"cores", job.cores},
                          {"core_days", r.tokenize.core_days},
                          {"wall_hours", r.tokenize.wall_hours},
                          {"cores_for_two_weeks", r.tokenize.cores_for_two_weeks}}},
            {"constrained_decoding", {{"overhead", r.options.constrained_overhead},
                                      {"operating_tok_s", r.operating_tok_s},
                                      {"constrained_tok_s", r.constrained_tok_s}}}};
}

} // namespace

json claim_json(const ClaimCheck& c)
{
    return {{"kind", std::string(to_string(c.kind))},
            {"claim_tok_s", c.claim_tok_s},
            {"possible", c.possible},
            {"max_tok_s", c.max_tok_s},
            {"bound", std::string(to_string(c.bound))},
            {"bandwidth_bound_tok_s", c.has_bandwidth_bound ? json(c.bandwidth_bound_tok_s) : json()},
            {"compute_bound_tok_s", c.compute_bound_tok_s},
            {"miss_ratio", c.miss_ratio},
            {"miss_tok_s", c.miss_tok_s},
            {"beyond_compute_bound", c.beyond_compute_bound},
            {"gpus", c.gpus},
            {"memory_batch", c.has_bandwidth_bound ? json(c.memory_batch) : json()},
            {"bandwidth_tp", c.has_bandwidth_bound ? json(c.bandwidth_tp) : json()},
            {"peak_flops", c.peak_flops}};
}

json levers_json(const LeversReport& r)
{
    return {{"quantization", quantization_json(r)},
            {"speculative", speculative_json(r)},
            {"cuda_graphs", graphs_json(r)},
            {"power", power_json(r)},
            {"mfu", mfu_json(r.mfu)},
            {"batch_jobs", batch_jobs_json(r)}};
}

} // namespace capstan::levers
