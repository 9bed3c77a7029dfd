#include "core/plan_limits.h"
#include "core/flex/flex_options.h"

#include "core/option_table.h"

namespace capstan::flex {
namespace {

#define CAPSTAN_FLEX_FIELD(field) \
    [](FlexOptions& o, double v) { o.field = static_cast<decltype(o.field)>(v); }

std::vector<FlexOptionSpec> make_specs()
{
    return {
        {"flex.contract_months", kMinContractMonths, kMaxContractMonths, true, "months",
         "Baseline commitment (also --contract-months): sets its $/card-month and, unless flex.horizon_months, the horizon.",
         CAPSTAN_FLEX_FIELD(contract_months)},
        {"flex.horizon_months", 0, 120, true, "months", "Months the demand curve runs; 0 = the contract length.",
         CAPSTAN_FLEX_FIELD(horizon_months)},
        {"flex.monthly_growth", kMinMonthlyGrowth, kMaxMonthlyGrowth, false, "per month", "Compound demand growth per 730 hours (0.05 = +5%).",
         CAPSTAN_FLEX_FIELD(monthly_growth)},
        {"flex.peak_to_avg", 0, 12, false, "ratio", "The busiest hour's mean over the day's mean (hourly, not the burst peak); 0 = workload.peak_to_avg.",
         CAPSTAN_FLEX_FIELD(peak_to_avg)},
        {"flex.peak_hour", 0, 23.99, false, "hour", "Hour of day the demand peaks.", CAPSTAN_FLEX_FIELD(peak_hour)},
        {"flex.weekend_factor", 0, 10, false, "ratio", "A weekend day's demand over a weekday's.",
         CAPSTAN_FLEX_FIELD(weekend_factor)},
        {"flex.spike_multiplier", 1, 1000, false, "x", "Launch spike: demand times this while it lasts.",
         CAPSTAN_FLEX_FIELD(spike_multiplier)},
        {"flex.spike_start_day", 0, 3650, true, "days", "Day of the horizon the launch spike starts.",
         CAPSTAN_FLEX_FIELD(spike_start_day)},
        {"flex.spike_days", 0, 3650, true, "days", "Days the launch spike lasts; 0 = no spike.",
         CAPSTAN_FLEX_FIELD(spike_days)},
        {"flex.card_tok_s", 0, 1e9, false, "tokens/s",
         "Sustained input + output tokens/s of one card; 0 = replica output tok/s at the operating point x (ISL+OSL)/OSL / TP.",
         CAPSTAN_FLEX_FIELD(card_tok_s)},
        {"flex.on_demand_usd_card_hour", 0, 1e4, false, "USD/card-hour",
         "On-demand flex price; 0 = the scenario's rented card-month / 730.", CAPSTAN_FLEX_FIELD(on_demand_usd_card_hour)},
        {"flex.discount_12m", 0, 0.95, false, "share", "Baseline discount off on-demand for a 12-month term (default: half of the 36-month one).",
         CAPSTAN_FLEX_FIELD(discount_12m)},
        {"flex.discount_36m", 0, 0.95, false, "share",
         "Baseline discount off on-demand for 36 months or more (default: 1 - owned / on-demand card-month).",
         CAPSTAN_FLEX_FIELD(discount_36m)},
        {"flex.spot_price_share", 0, 1, false, "share", "Spot $/card-hour over on-demand.", CAPSTAN_FLEX_FIELD(spot_price_share)},
        {"flex.spot_preemption", 0, 0.99, false, "share", "Share of spot capacity lost to preemption (billed, not delivered).",
         CAPSTAN_FLEX_FIELD(spot_preemption)},
        {"flex.spot_max_cards", -1, 1e7, true, "cards",
         "Spot cards obtainable in any hour (spot is scarce); -1 = one node of the GPU (its gpus_per_node).",
         CAPSTAN_FLEX_FIELD(spot_max_cards)},
        {"flex.on_demand_max_cards", -1, 1e7, true, "cards", "On-demand cards obtainable in any hour; -1 = unlimited.",
         CAPSTAN_FLEX_FIELD(on_demand_max_cards)},
        {"flex.granularity_cards", 0, 64, true, "cards",
         "Cards are committed and started in steps of this many; 0 = one replica (deploy.tp cards).",
         CAPSTAN_FLEX_FIELD(granularity_cards)},
        {"flex.api_overflow", 0, 1, true, "bool", "1: the API takes what the cards cannot; 0: that demand goes unserved.",
         CAPSTAN_FLEX_FIELD(api_overflow)},
    };
}

#undef CAPSTAN_FLEX_FIELD

} // namespace

const std::vector<FlexOptionSpec>& flex_option_specs()
{
    static const std::vector<FlexOptionSpec> specs = make_specs();
    return specs;
}

Status set_flex_option(FlexOptions& options, std::string_view key, std::string_view value)
{
    return set_option(flex_option_specs(), options, key, value, "flex input");
}

std::string flex_options_help()
{
    return options_help(flex_option_specs(), "Core-and-flex inputs (--set flex.KEY=VALUE):");
}

} // namespace capstan::flex
