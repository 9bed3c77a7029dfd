#include "sensitivity.h"

#include "evaluate.h"
#include "inputs.h"

#include <algorithm>
#include <cmath>

namespace capstan {

double SensitivityBar::usd_swing() const
{
    return std::abs(usd_high - usd_low);
}

const std::vector<std::string_view>& default_sensitivity_inputs()
{
    static const std::vector<std::string_view> paths = {
        "workload.dau", "workload.requests_per_user_day", "workload.isl", "workload.osl", "workload.cache_hit",
        "workload.peak_to_avg", "slo.tpot_ms", "slo.ttft_ms", "gpu.bw_tbs", "deploy.bw_efficiency",
        "deploy.compute_efficiency", "deploy.step_overhead_ms", "deploy.headroom", "cost.own_card_month_usd",
    };
    return paths;
}

namespace {

// The figure at one side: GPUs and owned $/month, or infeasible.
bool evaluate_side(const Scenario& base, const InputSpec& spec, double value, int& gpus, double& usd)
{
    Scenario moved = base;
    if (!set_number(moved, spec.path, value))
        return false;
    const Expected<Result> result = evaluate(moved);
    if (!result)
        return false;
    gpus = result->sizing.gpus;
    usd = result->money.monthly_own_usd;
    return true;
}

double clamp_to(const InputSpec& spec, double value)
{
    value = std::clamp(value, spec.min, spec.max);
    if (spec.kind == InputKind::Integer)
        value = std::round(value);
    return value;
}

} // namespace

Sensitivity sensitivity(const Scenario& s, double fraction, const std::vector<std::string_view>& paths)
{
    Sensitivity out;
    const Expected<Result> base = evaluate(s);
    if (!base)
        return out;
    out.base_gpus = base->sizing.gpus;
    out.base_usd = base->money.monthly_own_usd;
    Scenario priced = s;
    // A catalog price (input 0) is moved as the effective figure it stands for.
    if (priced.cost.own_card_month_usd <= 0)
        priced.cost.own_card_month_usd = base->money.own_card_month_usd;
    for (std::string_view path : paths) {
        const InputSpec* spec = find_input(path);
        if (!spec || !spec->get)
            continue;
        const double value = spec->get(priced);
        if (value <= 0)
            continue;
        SensitivityBar bar;
        bar.path = std::string(path);
        bar.base_value = value;
        bar.low_value = clamp_to(*spec, value * (1 - fraction));
        bar.high_value = clamp_to(*spec, value * (1 + fraction));
        bar.feasible_low = evaluate_side(priced, *spec, bar.low_value, bar.gpus_low, bar.usd_low);
        bar.feasible_high = evaluate_side(priced, *spec, bar.high_value, bar.gpus_high, bar.usd_high);
        if (!bar.feasible_low) {
            bar.gpus_low = out.base_gpus;
            bar.usd_low = out.base_usd;
        }
        if (!bar.feasible_high) {
            bar.gpus_high = out.base_gpus;
            bar.usd_high = out.base_usd;
        }
        out.bars.push_back(bar);
    }
    std::stable_sort(out.bars.begin(), out.bars.end(),
                     [](const SensitivityBar& a, const SensitivityBar& b) { return a.usd_swing() > b.usd_swing(); });
    return out;
}

} // namespace capstan
