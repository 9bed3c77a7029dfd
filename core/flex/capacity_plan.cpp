#include "core/flex/capacity_plan.h"

#include "core/fleet/validation.h"
#include "core/traffic.h"
#include "core/flex/flex.h"
#include "core/flex/optimal.h"

#include <algorithm>
#include <cmath>

namespace capstan::flex {
namespace {

struct Cohort final {
    int bought_month = 0;
    int cards = 0;
};

// The hours of month `m` of the horizon's curve.
std::vector<double> month_hours(const std::vector<double>& curve, int m)
{
    const auto first = std::size_t(std::lround(m * kHoursPerMonth));
    const auto last = std::min(curve.size(), std::size_t(std::lround((m + 1) * kHoursPerMonth)));
    if (first >= last)
        return {};
    return {curve.begin() + std::ptrdiff_t(first), curve.begin() + std::ptrdiff_t(last)};
}

int expire(std::vector<Cohort>& cohorts, int month, int term)
{
    int expired = 0;
    std::erase_if(cohorts, [&](const Cohort& c) {
        const bool ended = c.bought_month + term <= month;
        expired += ended ? c.cards : 0;
        return ended;
    });
    return expired;
}

int committed(const std::vector<Cohort>& cohorts)
{
    int cards = 0;
    for (const Cohort& c : cohorts)
        cards += c.cards;
    return cards;
}

} // namespace

std::vector<int> compared_terms(int chosen_months)
{
    std::vector<int> terms{1, 12, 24, 36};
    if (std::find(terms.begin(), terms.end(), chosen_months) == terms.end())
        terms.push_back(chosen_months);
    std::sort(terms.begin(), terms.end());
    return terms;
}

Expected<PlanRun> run_plan_term(const FlexPlan& basis, int horizon_months, int contract_months)
{
    if (auto ok = validate_contract_months(contract_months); !ok)
        return ok.error();
    Expected<double> price = baseline_usd_card_month(basis.terms, contract_months);
    if (!price)
        return price.error();

    PlanRun run;
    run.contract_months = contract_months;
    run.baseline_usd_card_month = *price;
    std::vector<Cohort> cohorts;
    double baseline_capacity_tokens = 0;
    double baseline_tokens = 0;
    for (int m = 0; m < horizon_months; ++m) {
        FlexInput month = basis.input;
        month.demand_tok_s = month_hours(basis.input.demand_tok_s, m);
        if (month.demand_tok_s.empty())
            break;
        month.baseline_usd_card_month = *price;

        PlanMonth row;
        row.month = m;
        row.expired_cards = expire(cohorts, m, contract_months);
        Expected<OptimalBaseline> wanted = optimal_baseline(month);
        if (!wanted)
            return wanted.error();
        const int held = committed(cohorts);
        if (wanted->cards > held) {
            row.bought_cards = wanted->cards - held;
            cohorts.push_back({m, row.bought_cards});
        }
        row.committed_cards = committed(cohorts);
        month.baseline_cards = row.committed_cards;

        const FlexTotals t = flex_totals(month);
        row.avg_tok_s = t.demand_tokens / (t.hours * 3600.0);
        row.peak_tok_s = *std::max_element(month.demand_tok_s.begin(), month.demand_tok_s.end());
        const int g = month.granularity_cards;
        row.peak_cards = g * int(std::ceil(row.peak_tok_s / (month.card_tok_s * g) - 1e-9));
        row.peak_flex_cards = t.peak_flex_cards;
        row.baseline_usd = t.baseline_usd;
        row.on_demand_usd = t.on_demand_usd;
        row.spot_usd = t.spot_usd;
        row.api_usd = t.api_usd;
        row.idle_share = t.baseline_capacity_tokens > 0
                             ? std::clamp(1.0 - t.baseline_tokens / t.baseline_capacity_tokens, 0.0, 1.0)
                             : 0.0;
        row.overflow_share = t.demand_tokens > 0 ? t.api_tokens / t.demand_tokens : 0.0;
        row.usd_per_mtok = t.served_tokens() > 0 ? t.bill_usd() / t.served_tokens() * 1e6 : 0.0;

        run.total_usd += t.bill_usd();
        run.served_tokens += t.served_tokens();
        run.cards_bought += row.bought_cards;
        baseline_capacity_tokens += t.baseline_capacity_tokens;
        baseline_tokens += t.baseline_tokens;
        run.months.push_back(row);
    }
    run.usd_per_mtok = run.served_tokens > 0 ? run.total_usd / run.served_tokens * 1e6 : 0.0;
    run.idle_share =
        baseline_capacity_tokens > 0 ? std::clamp(1.0 - baseline_tokens / baseline_capacity_tokens, 0.0, 1.0) : 0.0;
    return run;
}

FlexOptions plan_options(const Scenario& scenario, FlexOptions base)
{
    base.horizon_months = scenario.plan.horizon_months;
    base.contract_months = scenario.plan.contract_months;
    base.monthly_growth = scenario.plan.monthly_growth;
    return base;
}

Expected<CapacityPlan> capacity_plan(const Scenario& scenario, FlexOptions options)
{
    const int months = options.horizon_months > 0 ? options.horizon_months : kDefaultPlanMonths;
    if (auto ok = fleet::require_range("flex.horizon_months", months, kMinPlanMonths, kMaxPlanMonths,
                                       "1 .. 60 months (0 = 24)");
        !ok)
        return ok.error();
    options.horizon_months = months;
    Expected<FlexPlan> basis = flex_plan(scenario, options);
    if (!basis)
        return basis.error();

    CapacityPlan plan;
    plan.basis = std::move(*basis);
    plan.horizon_months = months;
    for (int term : compared_terms(options.contract_months)) {
        Expected<PlanRun> run = run_plan_term(plan.basis, months, term);
        if (!run)
            return run.error();
        if (term == options.contract_months)
            plan.chosen = *run;
        plan.terms.push_back(std::move(*run));
    }
    const auto cheapest = std::min_element(plan.terms.begin(), plan.terms.end(), [](const PlanRun& a, const PlanRun& b) {
        return a.total_usd < b.total_usd;
    });
    plan.cheapest_term = cheapest->contract_months;
    return plan;
}

} // namespace capstan::flex
