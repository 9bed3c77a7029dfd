#include "core/fleet/fleet_inputs.h"

#include "core/option_table.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <vector>

namespace capstan::fleet {
namespace {

struct Field final {
    std::string_view key;
    bool integer = false;
    std::function<void(double)> set;
};

Status set_number(const std::vector<Field>& fields, std::string_view key, std::string_view value, const std::string& keys)
{
    for (const Field& field : fields) {
        if (field.key != key)
            continue;
        const std::optional<double> number = parse_option_number(value);
        if (!number)
            return Error{std::string(key), std::string(value), field.integer ? "a whole number" : "a number", "not a number"};
        if (field.integer && (*number != std::floor(*number) || std::abs(*number) > 1e15))
            return Error{std::string(key), std::string(value), "a whole number", "not a whole number"};
        field.set(*number);
        return Ok{};
    }
    return Error{std::string(key), std::string(value), "one of: " + keys, "unknown input"};
}

std::vector<std::string_view> split(std::string_view key)
{
    std::vector<std::string_view> parts;
    while (true) {
        const auto dot = key.find('.');
        parts.push_back(key.substr(0, dot));
        if (dot == std::string_view::npos)
            return parts;
        key.remove_prefix(dot + 1);
    }
}

template <typename Class>
std::string ids(const std::vector<Class>& classes)
{
    std::string text;
    for (const Class& c : classes)
        text += (text.empty() ? "" : ", ") + c.id;
    return text;
}

template <typename Class>
Class* find(std::vector<Class>& classes, std::string_view id)
{
    for (Class& c : classes)
        if (c.id == id)
            return &c;
    return nullptr;
}

constexpr std::string_view kPoolKeys =
    "pool.cards, pool.demand_tok_s, pool.card.rated_tok_s, pool.card.rent_usd_month, pool.mode, pool.headroom, "
    "pool.window, pool.eviction_share, pool.replace_evicted, pool.churn_share, pool.lottery_mean, pool.lottery_sd, "
    "pool.lottery_max, pool.dips_per_month, pool.dip_hours, pool.dip_depth, pool.capacity_min_coverage, "
    "pool.convergence_min, pool.wrong_eviction_max_share, pool.trials, pool.seed";

} // namespace

Status set_pool_input(PoolInput& input, std::string_view key, std::string_view value)
{
    if (key == "pool.mode" || key == "pool.window") {
        const bool mode = key == "pool.mode";
        const std::vector<std::string_view> allowed =
            mode ? std::vector<std::string_view>{"steady", "warm"} : std::vector<std::string_view>{"hour", "day", "week"};
        for (std::string_view word : allowed)
            if (word == value) {
                (mode ? input.mode : input.window) = std::string(value);
                return Ok{};
            }
        return Error{std::string(key), std::string(value), mode ? "steady, warm" : "hour, day, week", "unknown"};
    }
    PoolInput& p = input;
    const std::vector<Field> fields = {
        {"pool.cards", true, [&p](double v) { p.cards = static_cast<int>(std::clamp(v, -1e9, 1e9)); }},
        {"pool.demand_tok_s", false, [&p](double v) { p.demand_tok_s = v; }},
        {"pool.card.rated_tok_s", false, [&p](double v) { p.card.rated_tok_s = v; }},
        {"pool.card.rent_usd_month", false, [&p](double v) { p.card.rent_usd_month = v; }},
        {"pool.headroom", false, [&p](double v) { p.headroom = v; }},
        {"pool.eviction_share", false, [&p](double v) { p.eviction_share = v; }},
        {"pool.replace_evicted", true, [&p](double v) { p.replace_evicted = v != 0; }},
        {"pool.churn_share", false, [&p](double v) { p.churn_share = v; }},
        {"pool.lottery_mean", false, [&p](double v) { p.lottery_mean = v; }},
        {"pool.lottery_sd", false, [&p](double v) { p.lottery_sd = v; }},
        {"pool.lottery_max", false, [&p](double v) { p.lottery_max = v; }},
        {"pool.dips_per_month", false, [&p](double v) { p.dips_per_month = v; }},
        {"pool.dip_hours", false, [&p](double v) { p.dip_hours = v; }},
        {"pool.dip_depth", false, [&p](double v) { p.dip_depth = v; }},
        {"pool.capacity_min_coverage", false, [&p](double v) { p.capacity_min_coverage = v; }},
        {"pool.convergence_min", false, [&p](double v) { p.convergence_min = v; }},
        {"pool.wrong_eviction_max_share", false, [&p](double v) { p.wrong_eviction_max_share = v; }},
        {"pool.trials", true, [&p](double v) { p.trials = static_cast<int>(std::clamp(v, -1e9, 1e9)); }},
        {"pool.seed", true, [&p](double v) { p.seed = static_cast<std::uint64_t>(std::max(0.0, v)); }},
    };
    if (key == "pool.replace_evicted") {
        const std::optional<double> flag = parse_option_number(value);
        if (!flag || (*flag != 0 && *flag != 1))
            return Error{std::string(key), std::string(value), "true, false", "not a switch"};
    }
    if (key == "pool.seed") {
        const std::optional<double> seed = parse_option_number(value);
        if (seed && *seed < 0)
            return Error{std::string(key), std::string(value), "0 .. 1e15, whole", "out of range"};
    }
    return set_number(fields, key, value, std::string(kPoolKeys));
}

Status set_procurement_input(ProcurementInput& input, std::string_view key, std::string_view value)
{
    const std::vector<std::string_view> parts = split(key);
    const std::string keys =
        "procure.rent_premium, procure.idle_max_share, procure.margin_max_share, procure.overflow_max_share, "
        "procure.model.ID.{h100_tok_s, demand_tok_month, api_usd_per_mtok}, procure.card.ID.{h100_factor, "
        "own_usd_card_month, rent_usd_card_month, purchase_usd, ownable, rentable}, procure.fleet.CARD.MODEL.{owned, rented}";
    if (parts.size() < 2 || parts[0] != "procure")
        return Error{std::string(key), std::string(value), "one of: " + keys, "unknown input"};
    ProcurementInput& in = input;
    if (parts.size() == 2) {
        const std::vector<Field> fields = {
            {"procure.rent_premium", false, [&in](double v) { in.rent_premium = v; }},
            {"procure.idle_max_share", false, [&in](double v) { in.idle_max_share = v; }},
            {"procure.margin_max_share", false, [&in](double v) { in.margin_max_share = v; }},
            {"procure.overflow_max_share", false, [&in](double v) { in.overflow_max_share = v; }},
        };
        return set_number(fields, key, value, keys);
    }
    if (parts[1] == "model" && parts.size() == 4) {
        ModelClass* model = find(in.models, parts[2]);
        if (!model)
            return Error{std::string(key), std::string(value), "a model class of the preset: " + ids(in.models),
                         "unknown model class"};
        const std::string at = "procure.model." + std::string(parts[2]) + ".";
        const auto match = [&](const char* field) { return at + field == key ? key : std::string_view(); };
        const std::vector<Field> fields = {
            {match("h100_tok_s"), false, [model](double v) { model->h100_tok_s = v; }},
            {match("demand_tok_month"), false, [model](double v) { model->demand_tok_month = v; }},
            {match("api_usd_per_mtok"), false, [model](double v) { model->api_usd_per_mtok = v; }},
        };
        return set_number(fields, key, value, keys);
    }
    if (parts[1] == "card" && parts.size() == 4) {
        CardClass* card = find(in.cards, parts[2]);
        if (!card)
            return Error{std::string(key), std::string(value), "a card class of the preset: " + ids(in.cards),
                         "unknown card class"};
        const std::string at = "procure.card." + std::string(parts[2]) + ".";
        const auto match = [&](const char* field) { return at + field == key ? key : std::string_view(); };
        const std::vector<Field> fields = {
            {match("h100_factor"), false, [card](double v) { card->h100_factor = v; }},
            {match("own_usd_card_month"), false, [card](double v) { card->own_usd_card_month = v; }},
            {match("rent_usd_card_month"), false, [card](double v) { card->rent_usd_card_month = v; }},
            {match("purchase_usd"), false, [card](double v) { card->purchase_usd = v; }},
            {match("ownable"), true, [card](double v) { card->ownable = v != 0; }},
            {match("rentable"), true, [card](double v) { card->rentable = v != 0; }},
        };
        return set_number(fields, key, value, keys);
    }
    if (parts[1] == "fleet" && parts.size() == 5 && (parts[4] == "owned" || parts[4] == "rented")) {
        if (!find(in.cards, parts[2]))
            return Error{std::string(key), std::string(value), "a card class of the preset: " + ids(in.cards),
                         "unknown card class"};
        if (!find(in.models, parts[3]))
            return Error{std::string(key), std::string(value), "a model class of the preset: " + ids(in.models),
                         "unknown model class"};
        const std::optional<double> cards = parse_option_number(value);
        if (!cards || *cards != std::floor(*cards) || *cards < 0 || *cards > 1e7)
            return Error{std::string(key), std::string(value), "0 .. 10000000 cards, whole", "out of range"};
        FleetLine* line = nullptr;
        for (FleetLine& l : in.fleet)
            if (l.card == parts[2] && l.model == parts[3])
                line = &l;
        if (!line) {
            in.fleet.push_back({std::string(parts[2]), std::string(parts[3]), 0, 0});
            line = &in.fleet.back();
        }
        (parts[4] == "owned" ? line->owned : line->rented) = static_cast<int>(*cards);
        return Ok{};
    }
    return Error{std::string(key), std::string(value), "one of: " + keys, "unknown input"};
}

std::string pool_inputs_help()
{
    return "Inputs (--set KEY=VALUE over the preset's): " + std::string(kPoolKeys) +
           ". pool.mode: steady or warm; pool.window: hour, day or week; the rest numbers (see SPEC 2.9).\n";
}

std::string procurement_inputs_help()
{
    return "Inputs (--set KEY=VALUE over the preset's): procure.rent_premium, procure.{idle,margin,overflow}_max_share,\n"
           "procure.model.ID.{h100_tok_s, demand_tok_month, api_usd_per_mtok}, procure.card.ID.{h100_factor,\n"
           "own_usd_card_month, rent_usd_card_month, purchase_usd, ownable, rentable}, procure.fleet.CARD.MODEL.{owned, rented}\n"
           "(ID: the preset's model and card classes, listed by --json).\n";
}

} // namespace capstan::fleet
