#include "core/levers/levers_report.h"

namespace capstan::levers {

Expected<LeversReport> run_levers(const Scenario& s, const LeverOptions& options)
{
    if (auto ok = validate_constrained_overhead(options.constrained_overhead); !ok)
        return ok.error();
    LeversReport r;
    r.options = options;
    if (r.options.power.gpu_w <= 0)
        r.options.power.gpu_w = s.gpu.spec.power_w;

    Expected<MfuFigures> mfu = mfu_at_operating_point(s, options.measured);
    if (!mfu)
        return mfu.error();
    r.mfu = *mfu;
    r.operating_tok_s = r.mfu.batch / (r.mfu.step_ms / 1e3);
    if (s.levers.constrained_overhead > 0) {
        // The scenario's step carries the grammar already: the line compares against it off.
        Scenario free = s;
        free.levers.constrained_overhead = 0;
        Expected<MfuFigures> unconstrained = mfu_at_operating_point(free, options.measured);
        if (!unconstrained)
            return unconstrained.error();
        r.operating_tok_s = unconstrained->batch / (unconstrained->step_ms / 1e3);
    }
    r.constrained_tok_s = constrained_decode_tok_s(r.operating_tok_s, options.constrained_overhead);

    if (Expected<QuantizationGain> q = quantization_gain(s, 16, options.narrow_bits))
        r.quantization = std::move(*q);
    else
        r.quantization_error = q.error();

    Expected<SpeculativeGain> spec = speculative_gain(s, options.speculative);
    if (!spec)
        return spec.error();
    r.speculative = std::move(*spec);
    Expected<GraphGain> graphs = graph_gain(s, options.graphs);
    if (!graphs)
        return graphs.error();
    r.graphs = std::move(*graphs);
    Expected<PowerBudget> power = power_budget(r.options.power);
    if (!power)
        return power.error();
    r.power = *power;
    Expected<TokenizeTime> tokenize = tokenize_time(options.tokenize);
    if (!tokenize)
        return tokenize.error();
    r.tokenize = *tokenize;
    return r;
}

} // namespace capstan::levers
