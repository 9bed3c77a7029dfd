#pragma once

#include "core/expected.h"
#include "core/option_table.h"

#include <string>
#include <string_view>
#include <vector>

namespace capstan::flex {

// The core-and-flex inputs a Scenario does not carry, with documented defaults. Figures left
// at 0 (or -1) are derived from the scenario (flex_scenario.h says how).
struct FlexOptions final {
    int contract_months = 12;          // the baseline's commitment; sets its $/card-month
    int horizon_months = 0;            // months the demand curve runs; 0 = the contract length
    double monthly_growth = 0.05;      // compound demand growth per month
    // The busiest hour's mean over the day's mean. Not workload.peak_to_avg: that is the burst
    // peak the sizing holds capacity for, within the hour; chat traffic's busiest hour runs about
    // 1.5-2x the daily mean (1.6 puts the 4 a.m. trough at half the mean). 0 = workload.peak_to_avg.
    double peak_to_avg = 1.6;
    double peak_hour = 20;             // hour of day the peak sits at (0 .. 23.99)
    double weekend_factor = 0.7;       // a weekend day's demand / a weekday's
    double spike_multiplier = 1;       // launch spike: demand x this ...
    int spike_start_day = 0;           // ... from this day of the horizon ...
    int spike_days = 0;                // ... for this many days (0 = no spike)
    double card_tok_s = 0;             // sustained tokens/s of one card; 0 = the operating point's
    double on_demand_usd_card_hour = 0;// 0 = the scenario's rented card-month / 730
    double discount_12m = -1;          // -1 = half of discount_36m
    double discount_36m = -1;          // -1 = 1 - owned card-month / on-demand card-month
    // Spot $/card-hour over on-demand. 0.8 keeps the seed's ordering (owning beats any rental per
    // token, so a baseline carries the steady state and spot is a cheaper on-demand for surges);
    // real spot markets often run 30-60% of on-demand and scarcer: enter yours.
    double spot_price_share = 0.8;
    double spot_preemption = 0.10;     // share of spot capacity lost to preemption
    int spot_max_cards = -1;           // spot cards obtainable in any hour; -1 = one node (gpu gpus_per_node)
    int on_demand_max_cards = -1;      // -1 = as many as asked for
    int granularity_cards = 0;         // cards start and are committed in steps of this many; 0 = one replica (deploy.tp)
    bool api_overflow = true;          // the API takes the rest; off: it goes unserved
    int baseline_cards = -1;           // -1 = the optimal baseline
};

// One `--set flex.KEY=VALUE` input: its key, range, unit and definition.
using FlexOptionSpec = OptionSpec<FlexOptions>;

[[nodiscard]] const std::vector<FlexOptionSpec>& flex_option_specs();

// Range-checked; on error the options are unchanged and the message names key, value, range.
[[nodiscard]] Status set_flex_option(FlexOptions& options, std::string_view key, std::string_view value);

// Text for --help: each key, range, unit and definition.
[[nodiscard]] std::string flex_options_help();

} // namespace capstan::flex
