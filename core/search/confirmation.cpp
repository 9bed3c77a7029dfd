#include "core/search/confirmation.h"

#include "core/evaluate.h"
#include "core/sim/percentile_sizing.h"
#include "core/sim/tail_evaluation.h"

#include <algorithm>

namespace capstan::search {

namespace {

SimulatedPercentile interval(double value_ms, double ci95_ms)
{
    return {value_ms, std::max(0.0, value_ms - ci95_ms), value_ms + ci95_ms};
}

} // namespace

Expected<Confirmation> confirm_layout(const Scenario& base, const ConfigSpace& space, const Layout& layout,
                                      const ConfirmOptions& options)
{
    const Scenario s = apply_layout(base, space, layout);
    Expected<Result> result = evaluate(s);
    if (!result)
        return result.error();
    sim::PercentileSizingOptions sizing_options;
    sizing_options.time_budget_s = options.budget_s_each;
    sizing_options.seed = options.seed;
    sizing_options.cancelled = options.cancelled;
    Expected<sim::PercentileSizing> sized = sim::size_by_percentile(s, sizing_options);
    if (!sized)
        return sized.error();
    // The fleet and its bill at the simulated count (the analytic count when none met).
    sim::adopt(s, *result, *sized);

    Confirmation c;
    c.met = sized->met;
    c.replicas = result->sizing.replicas;
    c.gpus = result->sizing.gpus;
    c.prefill_replicas = result->sizing.prefill_replicas;
    c.usd_month_own = result->money.monthly_own_usd;
    c.usd_month_rent = result->money.monthly_rent_usd;
    c.percentile = sized->percentile;
    c.ttft = interval(sized->ttft_ms, sized->ttft_ci95_ms);
    c.tpot = interval(sized->tpot_ms, sized->tpot_ci95_ms);
    c.binding = std::string(sim::to_string(sized->binding));
    c.reason = sized->reason;
    c.simulations = sized->simulations;
    c.budget_ran_out = sized->budget_ran_out;
    c.seconds = sized->seconds;
    return c;
}

} // namespace capstan::search
