#include "core/flex/flex_scenario.h"

#include "core/api_price.h"
#include "core/evaluate.h"
#include "core/fleet/validation.h"
#include "core/flex/flex.h"
#include "core/parallelism.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace capstan::flex {
namespace {

using fleet::number_text;

Expected<DemandShape> demand_shape(const Scenario& s, const Result& r, const FlexOptions& o, int hours)
{
    DemandShape d;
    d.base_tok_s = r.traffic.avg_tok_s;
    const double peak_to_avg = o.peak_to_avg > 0 ? o.peak_to_avg : s.workload.peak_to_avg;
    if (peak_to_avg < 1 || peak_to_avg > 12)
        return Error{o.peak_to_avg > 0 ? "flex.peak_to_avg" : "workload.peak_to_avg", number_text(peak_to_avg),
                     "1 .. 12 (the daily profile's peak hour over its mean; set flex.peak_to_avg)", "out of range"};
    if (auto ok = fleet::require_range("flex.peak_hour", o.peak_hour, 0, 23.99, "0 .. 23.99 hour"); !ok)
        return ok.error();
    d.profile = diurnal_profile(peak_to_avg, o.peak_hour);
    d.weekend_factor = o.weekend_factor;
    d.monthly_growth = o.monthly_growth;
    d.spike_multiplier = o.spike_multiplier;
    d.spike_start_hour = o.spike_start_day * 24;
    d.spike_hours = o.spike_days * 24;
    d.hours = hours;
    if (auto ok = validate(d); !ok)
        return ok.error();
    return d;
}

} // namespace

Expected<FlexPlan> flex_plan(const Scenario& s, const FlexOptions& o)
{
    if (auto ok = validate_contract_months(o.contract_months); !ok)
        return ok.error();
    if (auto ok = fleet::require_range("flex.horizon_months", o.horizon_months, 0, 120, "0 .. 120 months"); !ok)
        return ok.error();
    const double api_usd_per_mtok = api_price(s).blended_usd_per_mtok();
    if (!(api_usd_per_mtok > 0))
        return Error{"cost.api_usd_per_mtok", number_text(s.cost.api_usd_per_mtok), "> 0 .. 1000 USD/1M tokens",
                     "core-and-flex needs an API price for its overflow and its margin check"};
    Expected<Result> evaluated = evaluate(s);
    if (!evaluated)
        return evaluated.error();
    const Result& r = *evaluated;

    FlexPlan plan;
    plan.contract_months = o.contract_months;
    plan.replica_output_tok_s = r.sizing.replica_output_tok_s;
    plan.owned_usd_card_month = r.money.own_card_month_usd;
    const int months = o.horizon_months > 0 ? o.horizon_months : o.contract_months;
    Expected<DemandShape> shape = demand_shape(s, r, o, int(std::lround(months * kHoursPerMonth)));
    if (!shape)
        return shape.error();
    plan.demand = *shape;

    plan.terms.on_demand_usd_card_month = o.on_demand_usd_card_hour > 0 ? o.on_demand_usd_card_hour * kHoursPerMonth
                                                                        : r.money.rent_card_month_usd;
    // A 36-month commitment costs what owning costs: capex amortized over 36 months (SPEC 2.7).
    const double owned_discount = std::max(0.0, 1.0 - plan.owned_usd_card_month / plan.terms.on_demand_usd_card_month);
    plan.terms.discount_36m = o.discount_36m >= 0 ? o.discount_36m : owned_discount;
    plan.terms.discount_12m = o.discount_12m >= 0 ? o.discount_12m : plan.terms.discount_36m / 2.0;
    Expected<double> baseline_price = baseline_usd_card_month(plan.terms, o.contract_months);
    if (!baseline_price)
        return baseline_price.error();
    plan.contract_discount = contract_discount(plan.terms, o.contract_months);

    Expected<std::vector<double>> curve = demand_curve(plan.demand);
    if (!curve)
        return curve.error();
    FlexInput& in = plan.input;
    in.demand_tok_s = std::move(*curve);
    const double tokens_per_output = (double(s.workload.isl) + s.workload.osl) / s.workload.osl;
    in.card_tok_s = o.card_tok_s > 0 ? o.card_tok_s
                                     : r.sizing.replica_output_tok_s * tokens_per_output / replica_gpus(s);
    in.baseline_usd_card_month = *baseline_price;
    in.on_demand.usd_card_hour = plan.terms.on_demand_usd_card_month / kHoursPerMonth;
    in.on_demand.max_cards = o.on_demand_max_cards < 0 ? kUnlimitedCards : o.on_demand_max_cards;
    in.spot.usd_card_hour = o.spot_price_share * in.on_demand.usd_card_hour;
    in.spot.lost_share = o.spot_preemption;
    in.spot.max_cards = o.spot_max_cards < 0 ? std::max(1, s.gpu.spec.gpus_per_node) : o.spot_max_cards;
    in.granularity_cards = o.granularity_cards > 0 ? o.granularity_cards : replica_gpus(s);
    in.api_overflow = o.api_overflow;
    in.api_usd_per_mtok = api_usd_per_mtok;
    return plan;
}

FlexOptions this_month_options()
{
    FlexOptions options;
    options.horizon_months = 1;
    options.monthly_growth = 0;
    return options;
}

Expected<FlexReport> run_flex(const Scenario& s, const FlexOptions& o)
{
    Expected<FlexPlan> plan = flex_plan(s, o);
    if (!plan)
        return plan.error();
    FlexReport report;
    report.plan = std::move(*plan);
    Expected<OptimalBaseline> optimal = optimal_baseline(report.plan.input);
    if (!optimal)
        return optimal.error();
    report.optimal = std::move(*optimal);
    report.baseline_is_optimal = o.baseline_cards < 0;
    report.baseline_cards = report.baseline_is_optimal ? report.optimal.cards : o.baseline_cards;
    report.plan.input.baseline_cards = report.baseline_cards;
    Expected<FlexResult> result = evaluate_flex(report.plan.input);
    if (!result)
        return result.error();
    report.result = std::move(*result);
    return report;
}

} // namespace capstan::flex
