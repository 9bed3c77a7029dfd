#include "commands.h"
#include "options.h"

#include "core/fleet/fleet_inputs.h"
#include "core/fleet/fleet_json.h"
#include "core/fleet/pool_presets.h"
#include "core/fleet/procurement_presets.h"
#include "core/inputs.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
#include <string>

namespace capstan::cli {

namespace {

std::string names(const std::vector<std::string_view>& list)
{
    std::string text;
    for (std::string_view name : list)
        text += (text.empty() ? "" : ", ") + std::string(name);
    return text;
}

std::string figure(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.4g", value);
    return text;
}

// Readable form: the bill, then each check with its figure, line and what it sees.
std::string summary(const nlohmann::json& doc)
{
    std::string text = "Preset    " + doc.value("preset", std::string()) + "\n";
    text += "Bill      $" + format_number(std::round(doc.at("bill_usd").get<double>())) + " a month\n";
    if (doc.contains("capital_outlay_usd"))
        text += "Outlay    $" + format_number(std::round(doc.at("capital_outlay_usd").get<double>())) +
                " up front for the owned cards\n";
    for (const auto& [name, check] : doc.at("checks").items()) {
        text += "Check     " + name + ": " + figure(check.at("value").get<double>()) + " " +
                check.value("unit", std::string()) + (check.at("pass").get<bool>() ? "  pass" : "  FAIL") +
                " (" + (check.value("comparison", std::string()) == "at_least" ? ">= " : "<= ") +
                figure(check.at("threshold").get<double>()) + ")\n";
        text += "          sees: " + check.value("sees", std::string()) + "\n";
        text += "          blind to: " + check.value("blind_to", std::string()) + "\n";
    }
    return text;
}

// The preset's input, each `--set KEY=VALUE` applied over it in order, then the month.
template <typename Input>
Expected<std::string> run_preset_command(const std::vector<std::string>& args, const std::string& usage,
                                         const std::vector<std::string_view>& presets,
                                         Expected<Input> (*preset_of)(std::string_view),
                                         Status (*set)(Input&, std::string_view, std::string_view),
                                         Expected<nlohmann::json> (*to_json)(const Input&))
{
    Expected<CommonOptions> options = parse_common(args, {"--preset"});
    if (!options)
        return options.error();
    if (options->help)
        return usage + "Presets: " + names(presets) + "\n";
    Expected<std::optional<std::string>> preset = take_option(options->rest, "--preset");
    if (!preset)
        return preset.error();
    if (Status rest = expect_empty(options->rest); !rest)
        return rest.error();
    if (options->scenario_file)
        return Error{"SCENARIO.json", *options->scenario_file, "--preset NAME [--set KEY=VALUE]...",
                     "this command starts from a preset, not a scenario file"};
    if (!preset->has_value())
        return Error{"--preset", "(missing)", "one of: " + names(presets), "required"};
    Expected<Input> input = preset_of(**preset);
    if (!input)
        return input.error();
    for (const auto& [key, value] : options->sets)
        if (Status applied = set(*input, key, value); !applied)
            return applied.error();
    Expected<nlohmann::json> doc = to_json(*input);
    if (!doc)
        return doc.error();
    (*doc)["preset"] = **preset;
    if (options->json)
        return doc->dump(2) + "\n";
    return summary(*doc);
}

} // namespace

Expected<std::string> cmd_procure(const std::vector<std::string>& args, std::istream&)
{
    return run_preset_command<fleet::ProcurementInput>(
        args,
        "usage: capstan-cli procure --preset NAME [--set procure.KEY=VALUE]... [--json]\n\n"
        "A procurement month (SPEC 2.8): demand in tokens per month per model class, owned and rented\n"
        "cards at sustained rates (H100 10,000 tok/s on an 8B chat, 700 on a 70B; B200 2.4x; used A100\n"
        "0.45x), the API for the rest; the bill and the three checks (owned idle <= 15%, blended cost\n"
        "<= 75% of the API's, API overflow <= 10% of tokens), and the cheapest mix that passes all three.\n"
        "Output keys: bill_usd [USD/month], capital_outlay_usd [USD, owned cards x purchase price],\n"
        "checks.NAME.{pass,value,threshold,unit,sees,blind_to}, lines[], models[], cheapest_mix, options[]\n"
        "(as-planned, own-demand, core-flex, rent-all, api-only; each a month) and cheapest_passing_option.\n" +
            fleet::procurement_inputs_help(),
        fleet::procurement_preset_names(), &fleet::procurement_preset, &fleet::set_procurement_input,
        &fleet::procurement_input_json);
}

Expected<std::string> cmd_fleet(const std::vector<std::string>& args, std::istream&)
{
    return run_preset_command<fleet::PoolInput>(
        args,
        "usage: capstan-cli fleet --preset NAME [--set pool.KEY=VALUE]... [--json]\n\n"
        "A month of a rented pool (SPEC 2.9), Monte Carlo: each card draws a true rate and rides silent\n"
        "dips; the autoscaler scores through a measurement window (hour +-25%, day +-5%, week +-2%), keeps a\n"
        "whole-card greedy run set by tokens per dollar, evicts a share by score; evicted cards bill 15% of a\n"
        "node-month. Checks: capacity, convergence (ideal bill / real bill), wrong evictions.\n"
        "Output keys: bill_usd [USD/month], checks.NAME.{pass,value,threshold,...}, the month's figures\n"
        "(mean over trials and the single seeded month).\n" +
            fleet::pool_inputs_help(),
        fleet::pool_preset_names(), &fleet::pool_preset, &fleet::set_pool_input, &fleet::pool_input_json);
}

} // namespace capstan::cli
