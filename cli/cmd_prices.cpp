#include "commands.h"
#include "options.h"

#include "core/api_price.h"
#include "core/api_price_table.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <string>

namespace capstan::cli {

namespace {

constexpr const char* kUsage =
    "usage: capstan-cli prices [SCENARIO.json|-] [--set PATH=VALUE]... [--all] [--json]\n\n"
    "Lists the built-in API price table (list prices per 1M tokens: input, cached input, output; each\n"
    "row with the date it was valid and its source) for the scenario's model (model.preset), or every\n"
    "row with --all, and what this workload's tokens would cost per 1M with each row's sheet: its\n"
    "uncached prompt tokens at the input price, its cached ones (workload.cache_hit) at the cached-input\n"
    "price (the input price where the row has none), its answer tokens at the output price. Each row\n"
    "ends with the --set flags that put its prices into a scenario (cost.api_input_usd_per_mtok,\n"
    "cost.api_cached_input_usd_per_mtok, cost.api_output_usd_per_mtok). These are list prices on the\n"
    "date shown: enter your own negotiated prices the same way.\n\n"
    "Outputs (--json): model, rows[] {provider, model, catalog_model, input_usd_per_mtok,\n"
    "cached_input_usd_per_mtok [0: no discount], output_usd_per_mtok, valid_on, source,\n"
    "workload_usd_per_mtok}.\n\n";

std::string price_text(double usd)
{
    char text[32];
    std::snprintf(text, sizeof text, "%g", usd);
    return text;
}

std::string set_flags(const ApiPriceRow& row)
{
    return "--set cost.api_input_usd_per_mtok=" + price_text(row.input_usd_per_mtok) +
           " --set cost.api_cached_input_usd_per_mtok=" + price_text(row.cached_input_usd_per_mtok) +
           " --set cost.api_output_usd_per_mtok=" + price_text(row.output_usd_per_mtok);
}

} // namespace

Expected<std::string> cmd_prices(const std::vector<std::string>& args, std::istream& in)
{
    Expected<CommonOptions> options = parse_common(args);
    if (!options)
        return options.error();
    if (options->help)
        return std::string(kUsage) + inputs_help();
    const bool all = take_flag(options->rest, "--all");
    if (Status rest = expect_empty(options->rest); !rest)
        return rest.error();
    Expected<Scenario> scenario = build_scenario(*options, in);
    if (!scenario)
        return scenario.error();
    const std::string model = all ? std::string() : scenario->model.preset;
    const std::vector<ApiPriceRow> rows = api_prices_for(model);

    nlohmann::json doc = {{"model", all ? "all" : model}, {"rows", nlohmann::json::array()}};
    std::string text = all ? "Every row of the price table" : "API list prices for " + model;
    char line[256];
    std::snprintf(line, sizeof line, " (USD per 1M tokens; this workload: ISL %d, OSL %d, cache hit %.0f%%)\n",
                  scenario->workload.isl, scenario->workload.osl, scenario->workload.cache_hit * 100);
    text += line;
    if (rows.empty())
        text += "  no row serves this model; --all lists every row\n";
    for (const ApiPriceRow& row : rows) {
        Scenario priced = *scenario;
        use_api_price(priced, row);
        const double workload = api_price(priced).blended_usd_per_mtok();
        doc["rows"].push_back({{"provider", row.provider},
                               {"model", row.model},
                               {"catalog_model", row.catalog_model},
                               {"input_usd_per_mtok", row.input_usd_per_mtok},
                               {"cached_input_usd_per_mtok", row.cached_input_usd_per_mtok},
                               {"output_usd_per_mtok", row.output_usd_per_mtok},
                               {"valid_on", row.valid_on},
                               {"source", row.source},
                               {"workload_usd_per_mtok", workload}});
        const std::string cached =
            row.cached_input_usd_per_mtok > 0 ? price_text(row.cached_input_usd_per_mtok) : std::string("-");
        std::snprintf(line, sizeof line, "  %-18s %-44s in %-7s cached %-7s out %-7s -> $%.3f/1M (%s)\n",
                      row.provider.c_str(), row.model.c_str(), price_text(row.input_usd_per_mtok).c_str(),
                      cached.c_str(), price_text(row.output_usd_per_mtok).c_str(), workload, row.valid_on.c_str());
        text += line;
        text += "      " + set_flags(row) + "\n";
    }
    if (!rows.empty())
        text += "List prices on the date shown (sources: capstan-cli prices --json); enter your own the same way.\n";
    return options->json ? doc.dump(2) + "\n" : text;
}

} // namespace capstan::cli
