#include "commands.h"
#include "flex_args.h"
#include "options.h"

#include "core/flex/flex_json.h"
#include "core/flex/flex_options.h"
#include "core/flex/flex_scenario.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <string>

namespace capstan::cli {

namespace {

constexpr const char* kUsage =
    "usage: capstan-cli flex [SCENARIO.json|-] [--set PATH=VALUE]... [--baseline N|--optimize]\n"
    "                        [--contract-months M] [--hours] [--json]\n\n"
    "Core-and-flex over an hourly demand curve (SPEC 2.7): an owned or reserved baseline of N cards billed\n"
    "every hour at the contract's $/card-month, on-demand and spot flex in whole cards, the API for the rest.\n"
    "The curve: the scenario's average tokens/s x a 24-hour profile x weekday/weekend x monthly growth\n"
    "(+ an optional launch spike), over the contract length unless flex.horizon_months. One card carries\n"
    "the operating point's replica output tok/s x (ISL+OSL)/OSL / TP. Without --baseline the cheapest\n"
    "baseline is used (--optimize says so explicitly); the bill curve over every baseline is always reported.\n"
    "--hours adds one row per hour to the JSON.\n\n"
    "Outputs (--json): bill_usd [USD, the average month], horizon_bill_usd [USD],\n"
    "bill.{baseline,on_demand,spot,api}_usd [USD/month], totals.{idle_share, overflow_share, unserved_share,\n"
    "blended_usd_per_mtok, api_only_usd_per_mtok, *_tokens, *_card_hours, peak_flex_cards},\n"
    "checks.{idle,margin,overflow}.{pass,value,threshold,unit,sees,blind_to},\n"
    "optimal_baseline.{cards, bill_usd, max_cards, convex, worst_dent_usd, curve[]}, baseline_cards, card_tok_s,\n"
    "demand.*, contract.*, prices.*, hours[] (with --hours).\n\n";

std::string fmt(const char* format, double value)
{
    char text[64];
    std::snprintf(text, sizeof text, format, value);
    return text;
}

std::string check_line(const fleet::Check& c)
{
    return "Check     " + c.name + " " + fmt("%.3f", c.value) + (c.pass ? " pass" : " FAIL") + " (<= " +
           fmt("%.2f", c.threshold) + " " + c.unit + ")\n          sees: " + c.sees + "\n          blind to: " +
           c.blind_to + "\n";
}

std::string summary(const flex::FlexReport& rep)
{
    const flex::FlexPlan& p = rep.plan;
    const flex::FlexResult& r = rep.result;
    const flex::FlexTotals& t = r.totals;
    const auto [low, high] = std::minmax_element(p.input.demand_tok_s.begin(), p.input.demand_tok_s.end());
    std::string s;
    s += "Demand    " + fmt("%.0f tok/s", p.demand.base_tok_s) + " mean in week 1, " + fmt("%+.1f%%/month", p.demand.monthly_growth * 100) +
         "; hours " + std::to_string(p.input.demand_tok_s.size()) + ", trough " + fmt("%.0f", *low) + ", peak " + fmt("%.0f tok/s", *high) + "\n";
    s += "Card      " + fmt("%.0f tok/s", p.input.card_tok_s) + " sustained (input + output)\n";
    s += "Contract  " + std::to_string(p.contract_months) + " months: baseline " + fmt("$%.0f/card-month", p.input.baseline_usd_card_month) +
         fmt(" (%.1f%% off on-demand", p.contract_discount * 100) + fmt(" $%.0f)", p.terms.on_demand_usd_card_month) +
         "; on-demand " + fmt("$%.2f/h", p.input.on_demand.usd_card_hour) + ", spot " + fmt("$%.2f/h", p.input.spot.usd_card_hour) +
         fmt(" (%.0f%% preempted, ", p.input.spot.lost_share * 100) + std::to_string(p.input.spot.max_cards) + " cards at most), API " +
         fmt("$%.2f/1M", p.input.api_usd_per_mtok) + "\n";
    s += "Baseline  " + std::to_string(rep.baseline_cards) + " cards" + (rep.baseline_is_optimal ? " (optimal)" : "") + "\n";
    s += "Bill      " + fmt("$%.0f/month", r.bill_usd_month) + ": baseline " + fmt("$%.0f", t.baseline_usd / r.months) +
         ", on-demand " + fmt("$%.0f", t.on_demand_usd / r.months) + ", spot " + fmt("$%.0f", t.spot_usd / r.months) +
         ", API " + fmt("$%.0f", t.api_usd / r.months) + "\n";
    s += "Tokens    baseline " + fmt("%.1f%%", 100 * t.baseline_tokens / t.demand_tokens) + ", on-demand " +
         fmt("%.1f%%", 100 * t.on_demand_tokens / t.demand_tokens) + ", spot " + fmt("%.1f%%", 100 * t.spot_tokens / t.demand_tokens) +
         ", API " + fmt("%.2f%%", 100 * r.overflow_share) + (t.unserved_tokens > 0 ? ", unserved " + fmt("%.2f%%", 100 * r.unserved_share) : "") +
         "; blended " + fmt("$%.3f/1M", r.blended_usd_per_mtok) + " vs API " + fmt("$%.2f/1M", r.api_only_usd_per_mtok) + "\n";
    s += check_line(r.idle) + check_line(r.margin) + check_line(r.overflow);
    s += "Optimal   " + std::to_string(rep.optimal.cards) + " cards at " + fmt("$%.0f/month", rep.optimal.bill_usd_month) +
         "; bill " + (rep.optimal.convex ? "convex" : "not convex") + " in the baseline over 0.." +
         std::to_string(rep.optimal.max_cards) + " cards\n";
    // The whole curve when short; else its ends and the cards around the optimum.
    const std::size_t n = rep.optimal.curve.size();
    std::size_t best = 0;
    while (best + 1 < n && rep.optimal.curve[best].baseline_cards < rep.optimal.cards)
        ++best;
    for (std::size_t i = 0; i < n; ++i) {
        if (n > 25 && i != 0 && i + 1 != n && (i + 6 < best || i > best + 6))
            continue;
        const flex::BillPoint& point = rep.optimal.curve[i];
        s += "          " + fmt("%4.0f cards  ", point.baseline_cards) + fmt("$%10.0f/month", point.bill_usd_month) +
             fmt("  idle %5.1f%%", 100 * point.idle_share) + fmt("  API %5.2f%%", 100 * point.overflow_share) +
             (point.baseline_cards == rep.optimal.cards ? "  <- optimal" : "") + "\n";
    }
    return s;
}

} // namespace

Expected<std::string> cmd_flex(const std::vector<std::string>& args, std::istream& in)
{
    Expected<FlexCommandArgs> parsed = parse_flex_command(args, {"--baseline"});
    if (!parsed)
        return parsed.error();
    if (parsed->common.help)
        return std::string(kUsage) + flex::flex_options_help() + "\n" + inputs_help();
    CommonOptions* options = &parsed->common;
    flex::FlexOptions& flex_options = parsed->flex;

    Expected<std::optional<std::string>> baseline = take_option(options->rest, "--baseline");
    if (!baseline)
        return baseline.error();
    const bool optimize = take_flag(options->rest, "--optimize");
    const bool with_hours = take_flag(options->rest, "--hours");
    if (Status rest = expect_empty(options->rest); !rest)
        return rest.error();
    if (optimize && baseline->has_value())
        return Error{"--baseline", **baseline, "either --baseline N or --optimize", "both given"};
    if (baseline->has_value()) {
        Expected<int> cards = parse_count("--baseline", **baseline, 0, 10'000'000, "cards");
        if (!cards)
            return cards.error();
        flex_options.baseline_cards = *cards;
    }

    Expected<Scenario> scenario = build_scenario(*options, in);
    if (!scenario)
        return scenario.error();
    Expected<flex::FlexReport> report = flex::run_flex(*scenario, flex_options);
    if (!report)
        return report.error();
    if (options->json)
        return flex::flex_json(*report, with_hours).dump(2) + "\n";
    return summary(*report);
}

} // namespace capstan::cli
