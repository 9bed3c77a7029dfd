#include "core/fleet/procurement_presets.h"

#include "core/purchase.h"

#include <string>

namespace capstan::fleet {
namespace {

// Demand shared by every story: 10T tokens a month on the chat model ("a serious product")
// and 1T on the premium model. At retail that is $2.0M + $2.5M = $4.5M through the API.
constexpr double kChatTokMonth = 10e12;
constexpr double kPremiumTokMonth = 1e12;

ProcurementInput story(std::string name, std::string text, std::vector<FleetLine> fleet)
{
    ProcurementInput input;
    input.name = std::move(name);
    input.story = std::move(text);
    input.models = seed_model_classes(kChatTokMonth, kPremiumTokMonth);
    input.cards = seed_card_classes();
    input.fleet = std::move(fleet);
    return input;
}

// Card counts: an H100 carries 26.28e9 chat tokens or 1.84e9 premium tokens a card-month, so
// the month's demand needs 380.5 + 543.6 H100s, 158.6 + 226.5 B200s or 845.6 + 1,208 used A100s.
ProcurementInput make(std::string_view name)
{
    if (name == "used-chip-bargain")
        return story("used-chip-bargain",
                     "Used A100s bought to the demand: cheap per card ($1,700 a month), but at 0.45x "
                     "an H100 the month costs 78% of the API's price. Trips the margin check.",
                     {{"a100-used", "8b-chat", 850, 0}, {"a100-used", "70b-premium", 1210, 0}});
    if (name == "used-chip-bargain-fixed")
        return story("used-chip-bargain-fixed",
                     "The same demand on owned H100s: $2,100 a card-month carries 2.2x the tokens, "
                     "so the month costs 44% of the API's price.",
                     {{"h100", "8b-chat", 385, 0}, {"h100", "70b-premium", 550, 0}});
    if (name == "shiny-chip-bet")
        return story("shiny-chip-bet",
                     "B200s bought for a growth story (3.4x today's tokens) that had not arrived: "
                     "71% of owned capacity idles. Cheap enough per token to pass the margin check.",
                     {{"b200", "8b-chat", 545, 0}, {"b200", "70b-premium", 780, 0}});
    if (name == "shiny-chip-bet-fixed")
        return story("shiny-chip-bet-fixed",
                     "B200s bought to the demand curve that exists (94% busy); growth is rented when "
                     "it arrives.",
                     {{"b200", "8b-chat", 168, 0}, {"b200", "70b-premium", 240, 0}});
    if (name == "api-tax")
        return story("api-tax",
                     "Owned H100s for 60% of the tokens and the API meant to catch the spike: it "
                     "carries 40% of the month. Trips the overflow check.",
                     {{"h100", "8b-chat", 230, 0}, {"h100", "70b-premium", 330, 0}});
    if (name == "api-tax-fixed")
        return story("api-tax-fixed",
                     "The same owned H100s with the shortfall on rented H100s: the rented cloud bills "
                     "$1.02M where the API billed $1.77M for the same tokens.",
                     {{"h100", "8b-chat", 230, 150}, {"h100", "70b-premium", 330, 210}});
    return {};
}

} // namespace

std::vector<ModelClass> seed_model_classes(double chat_tok_month, double premium_tok_month)
{
    // Seed: an H100 carries about 10,000 tok/s on an 8B chat and 700 on a 70B premium model;
    // the API bills $0.20 and $2.50 per 1M tokens.
    return {ModelClass{"8b-chat", 10'000, chat_tok_month, 0.20},
            ModelClass{"70b-premium", 700, premium_tok_month, 2.50}};
}

std::vector<CardClass> seed_card_classes()
{
    // Owned card-months: the seed puts modern chips at $2,100-$2,900 (capex over 36 months plus
    // power, colo, network, staff). H100 at the floor; B200 at $2,500 (bigger capex); a used A100
    // at $1,700 (small capex, but the running costs are a card's running costs). Rented cards
    // bill 1.35x the owned floor (rent_usd_card_month = 0). The seed states no purchase prices:
    // each is what its card-month implies under the catalog's rule at the card's board power
    // (purchase.h): H100 700 W -> $45,488.52, B200 1,000 W -> $46,983.60, A100 400 W -> $43,993.44.
    const auto card = [](std::string id, double factor, double own_usd, double power_w) {
        return CardClass{std::move(id), factor, own_usd, 0, derived_purchase_usd(own_usd, power_w), true, true};
    };
    return {card("h100", 1.0, 2'100, 700), card("b200", 2.4, 2'500, 1'000), card("a100-used", 0.45, 1'700, 400)};
}

const std::vector<std::string_view>& procurement_preset_names()
{
    static const std::vector<std::string_view> names{
        "used-chip-bargain", "used-chip-bargain-fixed", "shiny-chip-bet",
        "shiny-chip-bet-fixed", "api-tax", "api-tax-fixed"};
    return names;
}

Expected<ProcurementInput> procurement_preset(std::string_view name)
{
    for (std::string_view known : procurement_preset_names())
        if (known == name)
            return make(name);
    std::string allowed = "one of:";
    for (std::string_view known : procurement_preset_names()) {
        allowed += ' ';
        allowed += known;
    }
    return Error{"procure.preset", std::string(name), allowed, "unknown preset"};
}

} // namespace capstan::fleet
