// capstan-cli plan: the plan over 12-36 months, month by month, for several contract lengths.
#include "commands.h"
#include "flex_args.h"
#include "options.h"

#include "core/flex/capacity_plan.h"
#include "core/flex/flex_options.h"
#include "core/flex/plan_json.h"

#include <cstdio>
#include <string>

namespace capstan::cli {

namespace {

constexpr const char* kUsage =
    "usage: capstan-cli plan [SCENARIO.json|-] [--set PATH=VALUE]... [--months N] [--contract-months M] [--json]\n\n"
    "The plan over N months (1 .. 60; default the scenario's plan.horizon_months, 24): the\n"
    "scenario's demand (its average tokens/s x the day's profile x weekday/weekend) grows by\n"
    "plan.monthly_growth a month (or --set flex.monthly_growth=G); each month the committed\n"
    "baseline is topped up to the bill-minimizing baseline for that month's demand, bought as a\n"
    "cohort committed for M months (default the scenario's plan.contract_months, 12) at that term's\n"
    "$/card-month; expired cohorts are bought again only if still needed; committed cards are never\n"
    "dropped early, so falling demand leaves them idle and billed. On-demand and spot cards and the\n"
    "API take what the baseline does not, hour by hour (as `flex`). The same plan is run for 1, 12,\n"
    "24 and 36-month commitments (and M) and their totals compared. The workbench's plan chart\n"
    "edits the same plan.* inputs, so a saved scenario plans the same here.\n\n"
    "Outputs (--json): horizon_months, contract_months, cheapest_term, card_tok_s, monthly_growth,\n"
    "total_usd [USD], usd_per_mtok [USD/1M tokens], months[].{month, avg_tok_s, peak_tok_s, peak_cards,\n"
    "committed_cards, bought_cards, expired_cards, peak_flex_cards, bill_usd, baseline_usd, on_demand_usd,\n"
    "spot_usd, api_usd, idle_share, overflow_share, usd_per_mtok}, terms[].{contract_months,\n"
    "baseline_usd_card_month, total_usd, usd_per_mtok, idle_share, cards_bought}.\n\n";

std::string fmt(const char* format, double value)
{
    char text[64];
    std::snprintf(text, sizeof text, format, value);
    return text;
}

std::string summary(const flex::CapacityPlan& plan)
{
    const flex::PlanRun& run = plan.chosen;
    std::string s;
    s += "Plan      " + std::to_string(plan.horizon_months) + " months, demand " +
         fmt("%+.1f%%/month", plan.basis.demand.monthly_growth * 100) + ", one card " +
         fmt("%.0f tok/s", plan.basis.input.card_tok_s) + ", baseline committed for " +
         std::to_string(run.contract_months) + " months at " + fmt("$%.0f/card-month", run.baseline_usd_card_month) + "\n";
    s += "Month   avg tok/s  peak cards  committed  bought  flex@peak      bill $   idle  API   $/1M\n";
    for (const flex::PlanMonth& m : run.months)
        s += fmt("%5.0f", m.month + 1) + fmt("  %9.0f", m.avg_tok_s) + fmt("  %10.0f", m.peak_cards) +
             fmt("  %9.0f", m.committed_cards) + fmt("  %6.0f", m.bought_cards) + fmt("  %9.0f", m.peak_flex_cards) +
             fmt("  %10.0f", m.bill_usd()) + fmt("  %4.0f%%", m.idle_share * 100) +
             fmt(" %4.1f%%", m.overflow_share * 100) + fmt("  %5.3f", m.usd_per_mtok) + "\n";
    s += "Total     " + fmt("$%.0f", run.total_usd) + fmt(" over the horizon, $%.3f/1M tokens", run.usd_per_mtok) +
         fmt(", committed capacity idle %.1f%%", run.idle_share * 100) + "\n";
    s += "Terms     (contract length: total, $/1M, idle, cards bought)\n";
    for (const flex::PlanRun& term : plan.terms)
        s += fmt("%10.0f", term.contract_months) + " months: " + fmt("$%.0f", term.total_usd) +
             fmt(", $%.3f/1M", term.usd_per_mtok) + fmt(", idle %.1f%%", term.idle_share * 100) + ", " +
             std::to_string(term.cards_bought) + " cards" +
             (term.contract_months == plan.cheapest_term ? "  <- cheapest" : "") + "\n";
    return s;
}

} // namespace

Expected<std::string> cmd_plan(const std::vector<std::string>& args, std::istream& in)
{
    Expected<FlexCommandArgs> parsed = parse_flex_command(args, {"--months"});
    if (!parsed)
        return parsed.error();
    if (parsed->common.help)
        return std::string(kUsage) + flex::flex_options_help() + "\n" + inputs_help();
    CommonOptions* options = &parsed->common;
    flex::FlexOptions& flex_options = parsed->flex;
    Expected<std::optional<std::string>> horizon = take_option(options->rest, "--months");
    if (!horizon)
        return horizon.error();
    if (horizon->has_value()) {
        Expected<int> months = parse_count("--months", **horizon, kMinPlanMonths, kMaxPlanMonths, "months");
        if (!months)
            return months.error();
        flex_options.horizon_months = *months;
    }
    if (Status rest = expect_empty(options->rest); !rest)
        return rest.error();

    Expected<Scenario> scenario = build_scenario(*options, in);
    if (!scenario)
        return scenario.error();
    // The plan's controls are the scenario's plan.* inputs (what the workbench's plan chart
    // shows); --months, --contract-months and --set flex.* given here override them.
    flex::FlexOptions planned = flex::plan_options(*scenario, flex_options);
    if (horizon->has_value() || parsed->gave("flex.horizon_months"))
        planned.horizon_months = flex_options.horizon_months;
    if (parsed->gave("flex.contract_months"))
        planned.contract_months = flex_options.contract_months;
    if (parsed->gave("flex.monthly_growth"))
        planned.monthly_growth = flex_options.monthly_growth;
    Expected<flex::CapacityPlan> plan = flex::capacity_plan(*scenario, planned);
    if (!plan)
        return plan.error();
    if (options->json)
        return flex::plan_json(*plan).dump(2) + "\n";
    return summary(*plan);
}

} // namespace capstan::cli
