#include "core/fleet/fleet_json.h"

#include "core/fleet/pool_month.h"
#include "core/fleet/pool_presets.h"
#include "core/fleet/procurement.h"
#include "core/fleet/procurement_options.h"
#include "core/fleet/procurement_presets.h"

namespace capstan::fleet {
namespace {

nlohmann::json figures_json(const PoolFigures& month, double demand_tok_s)
{
    return {
        {"bill_usd", month.bill_usd},
        {"run_usd", month.run_usd},
        {"churn_usd", month.churn_usd},
        {"idle_usd", month.idle_usd},
        {"ideal_usd", month.ideal_usd},
        {"capacity_tok_s", month.capacity_tok_s},
        {"delivered_tok_s", month.delivered_tok_s},
        {"unmet_tok_s", demand_tok_s - month.delivered_tok_s},
        {"coverage", month.coverage},
        {"convergence", month.convergence},
        {"run_cards", month.run_cards},
        {"evicted_cards", month.evicted_cards},
        {"wrong_evictions", month.wrong_evictions},
        {"wrong_eviction_share", month.wrong_eviction_share},
        {"ideal_cards", month.ideal_cards},
        {"tokens_per_usd", month.tokens_per_usd},
    };
}

} // namespace

nlohmann::json check_json(const Check& check)
{
    return {
        {"pass", check.pass},
        {"value", check.value},
        {"threshold", check.threshold},
        {"comparison", check.at_most ? "at_most" : "at_least"},
        {"unit", check.unit},
        {"sees", check.sees},
        {"blind_to", check.blind_to},
    };
}

nlohmann::json procurement_json(const ProcurementResult& result)
{
    nlohmann::json lines = nlohmann::json::array();
    for (const LineResult& line : result.lines)
        lines.push_back({{"card", line.card}, {"model", line.model}, {"owned", line.owned},
                         {"rented", line.rented}, {"card_tok_s", line.card_tok_s},
                         {"tokens_per_card_month", line.tokens_per_card_month},
                         {"own_usd_per_mtok_full", line.own_usd_per_mtok_full},
                         {"rent_usd_per_mtok_full", line.rent_usd_per_mtok_full},
                         {"owned_usd", line.owned_usd}, {"rented_usd", line.rented_usd},
                         {"capital_outlay_usd", line.capital_outlay_usd}});
    nlohmann::json models = nlohmann::json::array();
    for (const ModelResult& model : result.models)
        models.push_back({{"model", model.model}, {"demand_tok_month", model.demand_tok_month},
                          {"owned_capacity_tok_month", model.owned_capacity_tok_month},
                          {"rented_capacity_tok_month", model.rented_capacity_tok_month},
                          {"owned_tok_month", model.owned_tok_month},
                          {"rented_tok_month", model.rented_tok_month},
                          {"api_tok_month", model.api_tok_month}, {"owned_usd", model.owned_usd},
                          {"rented_usd", model.rented_usd}, {"api_usd", model.api_usd},
                          {"owned_idle_usd", model.owned_idle_usd},
                          {"api_equivalent_usd", model.api_equivalent_usd}});
    return {
        {"name", result.name},
        {"bill_usd", result.bill_usd},
        {"owned_usd", result.owned_usd},
        {"rented_usd", result.rented_usd},
        {"api_usd", result.api_usd},
        {"owned_idle_usd", result.owned_idle_usd},
        {"api_equivalent_usd", result.api_equivalent_usd},
        {"blended_usd_per_mtok", result.blended_usd_per_mtok},
        {"api_equivalent_usd_per_mtok", result.api_equivalent_usd_per_mtok},
        {"demand_tok_month", result.demand_tok_month},
        {"api_tok_month", result.api_tok_month},
        {"owned_cards", result.owned_cards},
        {"rented_cards", result.rented_cards},
        {"capital_outlay_usd", result.capital_outlay_usd},
        {"lines", lines},
        {"models", models},
        {"checks", {{"idle", check_json(result.idle)},
                    {"margin", check_json(result.margin)},
                    {"overflow", check_json(result.overflow)}}},
        {"all_pass", result.all_pass()},
    };
}

nlohmann::json mix_json(const MixResult& mix)
{
    nlohmann::json json = procurement_json(mix.result);
    json["found"] = mix.found;
    return json;
}

nlohmann::json options_json(const ProcurementOptions& options)
{
    nlohmann::json list = nlohmann::json::array();
    for (const ProcurementOption& option : options.options) {
        nlohmann::json month = procurement_json(option.result);
        month["option"] = std::string(to_string(option.kind));
        list.push_back(std::move(month));
    }
    const int best = options.cheapest_passing;
    return {{"options", list},
            {"cheapest_passing_option",
             best < 0 ? nlohmann::json() : nlohmann::json(std::string(to_string(options.options[std::size_t(best)].kind)))}};
}

nlohmann::json pool_json(const PoolResult& result)
{
    const PoolInput& input = result.input;
    nlohmann::json json = figures_json(result.mean, input.demand_tok_s);
    json["name"] = result.name;
    json["story"] = input.story;
    json["card"] = {{"id", input.card.id}, {"rated_tok_s", input.card.rated_tok_s},
                    {"rent_usd_month", input.card.rent_usd_month}};
    json["cards"] = input.cards;
    json["demand_tok_s"] = input.demand_tok_s;
    json["mode"] = input.mode;
    json["window"] = input.window;
    json["window_error_share"] = result.window_error_share;
    json["eviction_share"] = input.eviction_share;
    json["trials"] = input.trials;
    json["seed"] = input.seed;
    json["single_seed"] = figures_json(result.single_seed, input.demand_tok_s);
    json["checks"] = {{"capacity", check_json(result.capacity)},
                      {"convergence", check_json(result.convergence)},
                      {"wrong_evictions", check_json(result.wrong_evictions)}};
    json["all_pass"] = result.all_pass();
    return json;
}

Expected<nlohmann::json> procurement_preset_json(std::string_view name)
{
    Expected<ProcurementInput> input = procurement_preset(name);
    if (!input)
        return input.error();
    return procurement_input_json(*input);
}

Expected<nlohmann::json> procurement_input_json(const ProcurementInput& input)
{
    Expected<ProcurementResult> month = evaluate_procurement(input);
    if (!month)
        return month.error();
    Expected<MixResult> mix = cheapest_mix(input);
    if (!mix)
        return mix.error();
    nlohmann::json json = procurement_json(*month);
    json["story"] = input.story;
    json["cheapest_mix"] = mix_json(*mix);
    Expected<ProcurementOptions> options = procurement_options(story_option_basis(input));
    if (!options)
        return options.error();
    json.update(options_json(*options));
    return json;
}

Expected<nlohmann::json> pool_preset_json(std::string_view name)
{
    Expected<PoolInput> input = pool_preset(name);
    if (!input)
        return input.error();
    return pool_input_json(*input);
}

Expected<nlohmann::json> pool_input_json(const PoolInput& input)
{
    Expected<PoolResult> month = simulate_pool(input);
    if (!month)
        return month.error();
    return pool_json(*month);
}

} // namespace capstan::fleet
