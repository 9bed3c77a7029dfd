#pragma once

#include "core/plan_limits.h"

#include "core/expected.h"
#include "core/flex/flex_scenario.h"
#include "core/scenario.h"

#include <vector>

namespace capstan::flex {

// The plan over 12-36 months (SPEC 3): demand grows month by month, the committed baseline is
// bought in cohorts that each run for the contract length, flex rentals and the API take the
// rest, and the bill follows. The same plan is run for several contract lengths so a review
// sees what a longer commitment saves, or strands.
//
// The buying rule, month by month: cohorts whose term has ended expire; if the cards still
// committed are fewer than the bill-minimizing baseline for this month's demand alone
// (optimal_baseline over its 730 hours at the term's card-month price), the difference is
// bought as a new cohort. Committed cards are never dropped before their term ends, so a
// demand that falls (a spike that passes, negative growth) leaves them idle and billed.
// The planner looks at the month ahead only: it buys when the demand is there, not ahead of it.
// The horizon's default and range: core/plan_limits.h (kDefaultPlanMonths, k{Min,Max}PlanMonths).

struct PlanMonth final {
    int month = 0;                  // 0-based from the plan's start
    double avg_tok_s = 0;           // demand, input + output tokens/s, the month's mean ...
    double peak_tok_s = 0;          // ... and its busiest hour
    int peak_cards = 0;             // cards the busiest hour needs: ceil(peak / card rate) in whole replicas
    int committed_cards = 0;        // baseline cards under contract this month
    int bought_cards = 0;           // of which a cohort bought this month (renewals included)
    int expired_cards = 0;          // cohorts whose term ended at this month's start
    int peak_flex_cards = 0;        // on-demand + spot in the busiest hour
    double baseline_usd = 0;        // the month's bill, split
    double on_demand_usd = 0;
    double spot_usd = 0;
    double api_usd = 0;
    double idle_share = 0;          // committed capacity that moved no tokens
    double overflow_share = 0;      // API tokens / demand tokens
    double usd_per_mtok = 0;        // bill / served tokens

    [[nodiscard]] double bill_usd() const { return baseline_usd + on_demand_usd + spot_usd + api_usd; }
};

// One contract length run over the whole horizon.
struct PlanRun final {
    int contract_months = 0;
    double baseline_usd_card_month = 0; // the term's price (contract.h)
    std::vector<PlanMonth> months;
    double total_usd = 0;
    double served_tokens = 0;
    double usd_per_mtok = 0;            // total / served tokens
    double idle_share = 0;              // over the horizon, of committed capacity
    int cards_bought = 0;               // all cohorts, renewals included
};

struct CapacityPlan final {
    FlexPlan basis;                     // the hourly demand over the horizon, card rate, prices
    int horizon_months = 0;
    PlanRun chosen;                     // at options.contract_months
    std::vector<PlanRun> terms;         // every compared length, ascending; includes the chosen one
    int cheapest_term = 0;              // the compared length with the lowest total
};

// The compared contract lengths: 1, 12, 24 and 36 months, plus the chosen one.
[[nodiscard]] std::vector<int> compared_terms(int chosen_months);

// options.horizon_months 0 means kDefaultPlanMonths; 1 .. 60 otherwise. Errors name the field.
[[nodiscard]] Expected<CapacityPlan> capacity_plan(const Scenario& scenario, FlexOptions options);

// The scenario's plan controls (Scenario::Plan: horizon, contract length, growth) over `base`:
// what the plan chart and `capstan-cli plan` run unless told otherwise.
[[nodiscard]] FlexOptions plan_options(const Scenario& scenario, FlexOptions base = {});

// One term over the basis's horizon (what capacity_plan runs per term).
[[nodiscard]] Expected<PlanRun> run_plan_term(const FlexPlan& basis, int horizon_months, int contract_months);

} // namespace capstan::flex
