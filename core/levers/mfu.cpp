#include "core/levers/mfu.h"

#include "core/evaluate.h"

#include <algorithm>

namespace capstan::levers {

double mfu(double model_flops_per_step, double step_s, double peak_flops)
{
    const double capacity = step_s * peak_flops;
    return capacity > 0 ? model_flops_per_step / capacity : 0.0;
}

Expected<MfuFigures> mfu_at_operating_point(const Scenario& s)
{
    Expected<Result> result = evaluate(s);
    if (!result)
        return result.error();
    const KneePoint& op = result->operating.point;
    const double tp = std::max(1, s.deploy.tp);
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
    return f;
}

} // namespace capstan::levers
