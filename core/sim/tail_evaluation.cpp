#include "tail_evaluation.h"

#include "core/money.h"

namespace capstan::sim {

void adopt(const Scenario& scenario, Result& result, const PercentileSizing& sizing)
{
    TailSizing tail;
    tail.met = sizing.met;
    tail.replicas = sizing.replicas;
    tail.replicas_low = sizing.replicas_low;
    tail.replicas_high = sizing.replicas_high;
    tail.tail_model_replicas = sizing.analytic_replicas;
    tail.simulations = sizing.simulations;
    tail.simulated_replicas = sizing.simulated_replicas;
    tail.seconds = sizing.seconds;
    tail.budget_ran_out = sizing.budget_ran_out;
    tail.router = std::string(to_string(sizing.router));
    tail.reason = sizing.reason;
    tail.ttft_over_share = sizing.ttft_over_share;
    tail.tpot_over_share = sizing.tpot_over_share;
    tail.percentile = sizing.percentile;
    tail.rate_rps = sizing.rate_rps;
    tail.ttft_ms = sizing.ttft_ms;
    tail.ttft_ci95_ms = sizing.ttft_ci95_ms;
    tail.tpot_ms = sizing.tpot_ms;
    tail.tpot_ci95_ms = sizing.tpot_ci95_ms;
    tail.goodput = sizing.goodput;
    const Binding binding = sizing.binding == PercentileBinding::Ttft   ? Binding::TtftTail
                            : sizing.binding == PercentileBinding::Tpot ? Binding::TpotTail
                                                                        : Binding::Memory;
    adopt_tail_sizing(scenario, result.sizing, tail, binding);
    result.money = price_fleet(scenario, result.sizing, result.traffic);
}

Expected<Result> evaluate_with_tail(const Scenario& scenario, const PercentileSizingOptions& options)
{
    Expected<Result> result = evaluate(scenario);
    if (!result)
        return result;
    Expected<PercentileSizing> sizing = size_by_percentile(scenario, options);
    if (!sizing)
        return sizing.error();
    adopt(scenario, *result, *sizing);
    return result;
}

} // namespace capstan::sim
