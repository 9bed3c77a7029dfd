#pragma once

#include "core/expected.h"
#include "core/flex/contract.h"
#include "core/flex/demand.h"
#include "core/flex/flex_options.h"
#include "core/flex/flex_types.h"
#include "core/flex/optimal.h"
#include "core/scenario.h"

namespace capstan::flex {

// A core-and-flex case built from a Scenario (SPEC 2.7) and how each figure was derived.
struct FlexPlan final {
    DemandShape demand;            // base = traffic.avg_tok_s; profile from the peak-to-average
    ContractTerms terms;           // on-demand = the scenario's rented card-month
    int contract_months = 12;
    double contract_discount = 0;  // share off on-demand at that length
    FlexInput input;               // the curve, the card rate, the prices; baseline not yet set
    double owned_usd_card_month = 0;
    double replica_output_tok_s = 0;
};

// From the analytic evaluation of `scenario`:
//   card rate = replica output tok/s at the operating point x (ISL + OSL) / OSL / TP,
//   demand    = the traffic's average input + output tok/s, shaped by the day, week, growth, spike,
//   baseline  = on-demand card-month x (1 - discount(contract months)),
//   on-demand = rented card-month / 730 per hour, spot = spot_price_share of that, up to one
//               node of spot cards unless flex.spot_max_cards,
//   API       = the workload's API $/1M tokens (api_price.h: the price sheet, else cost.api_usd_per_mtok).
[[nodiscard]] Expected<FlexPlan> flex_plan(const Scenario& scenario, const FlexOptions& options);

// The plan evaluated at the requested baseline (or the optimal one), with the bill curve.
struct FlexReport final {
    FlexPlan plan;
    OptimalBaseline optimal;
    int baseline_cards = 0;
    bool baseline_is_optimal = true;
    FlexResult result;
};

[[nodiscard]] Expected<FlexReport> run_flex(const Scenario& scenario, const FlexOptions& options);

// Core and flex for this month's traffic: one 730-hour month, no growth, the defaults
// otherwise (the bill-minimizing baseline on a 12-month term). What the bill charts compare
// with owning, renting and the API at the same traffic.
[[nodiscard]] FlexOptions this_month_options();

} // namespace capstan::flex
