#include "core/levers/mfu.h"

#include "core/evaluate.h"
#include "core/parallelism.h"

#include <algorithm>

namespace capstan::levers {

double mfu(double model_flops_per_step, double step_s, double peak_flops)
{
    const double capacity = step_s * peak_flops;
    return capacity > 0 ? model_flops_per_step / capacity : 0.0;
}

Expected<MfuFigures> mfu_at_operating_point(const Scenario& s, const MeasuredStep& measured)
{
    Expected<Result> result = evaluate(s);
    if (!result)
        return result.error();
    const KneePoint& op = result->operating.point;
    const double tp = replica_gpus(s);   // every GPU of the replica
    MfuFigures f;
    f.batch = op.batch;
    // The load of Roofline::mixed_step: B decode tokens plus B / OSL admissions of uncached ISL.
    f.tokens_per_step = op.batch * (1.0 + result->prefill_uncached_tokens / std::max(1, s.workload.osl));
    f.model_flops_per_step = 2.0 * s.model.spec.params_active * f.tokens_per_step;
    f.step_ms = op.step_ms;
    f.peak_flops = tp * effective_gemm_flops(s.gpu.spec, s.model.weight_bits, 1.0, 1.0);
    f.mfu = mfu(f.model_flops_per_step, f.step_ms / 1e3, f.peak_flops);
    f.peak_flops_bf16 = tp * s.gpu.spec.peak_flops_bf16;
    f.mfu_bf16 = mfu(f.model_flops_per_step, f.step_ms / 1e3, f.peak_flops_bf16);
    const MemoryPlan& m = result->memory;
    f.bytes_per_step = m.weights_bytes_per_gpu * tp + op.batch * m.mean_context_tokens * m.kv_bytes_per_token;
    const double peak_bw = tp * s.gpu.spec.bw_bytes_s;
    f.mbu = mfu(f.bytes_per_step, f.step_ms / 1e3, peak_bw);
    if (measured.step_ms > 0)
        f.measured_step_ms = measured.step_ms;
    else if (measured.output_tok_s > 0)
        f.measured_step_ms = op.batch / measured.output_tok_s * 1e3;
    if (f.measured_step_ms > 0) {
        f.measured_mfu = mfu(f.model_flops_per_step, f.measured_step_ms / 1e3, f.peak_flops);
        f.measured_mbu = mfu(f.bytes_per_step, f.measured_step_ms / 1e3, peak_bw);
    }
    return f;
}

} // namespace capstan::levers
