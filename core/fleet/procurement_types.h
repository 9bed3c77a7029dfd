#pragma once

#include "core/fleet/check.h"

#include <string>
#include <vector>

namespace capstan::fleet {

// A month is 730 hours (SPEC 2.7; the seed's "Buying the Fleet").
inline constexpr double kHoursPerMonth = 730.0;
inline constexpr double kSecondsPerMonth = 3600.0 * kHoursPerMonth;
inline constexpr double kTokensPerMtok = 1e6;

// A model class the product serves, e.g. "8b-chat". Rates are stated against an H100 because
// the seed states them that way: 10,000 tok/s on an 8B chat, 700 on a 70B premium model.
struct ModelClass final {
    std::string id;
    double h100_tok_s = 0;          // sustained aggregate rate of one well-fed H100, tok/s
    double demand_tok_month = 0;    // tokens the month needs (10T is a serious product)
    double api_usd_per_mtok = 0;    // retail API price, $/1M tokens (seed: $0.20 / $2.50)
};

// A card class the fleet can own or rent. The seed: a B200 is 2.4x an H100 on either model,
// a used A100 0.45x.
struct CardClass final {
    std::string id;
    double h100_factor = 1.0;           // rate relative to an H100, same on every model class
    double own_usd_card_month = 0;      // capex over 36 months + power, colo, network, staff
    double rent_usd_card_month = 0;     // 0 = rent_premium x own_usd_card_month
    double purchase_usd = 0;            // one card bought, $: the capital outlay per owned card
    bool ownable = true;                // the cheapest-mix search may buy it
    bool rentable = true;               // the cheapest-mix search may rent it
};

// Cards of one class serving one model class.
struct FleetLine final {
    std::string card;    // CardClass::id
    std::string model;   // ModelClass::id
    int owned = 0;
    int rented = 0;
};

struct ProcurementInput final {
    std::string name;
    std::string story;                 // what the preset shows, one or two sentences
    std::vector<ModelClass> models;
    std::vector<CardClass> cards;
    std::vector<FleetLine> fleet;      // empty: the API carries the month
    double rent_premium = 1.35;        // rented / owned card-month (seed: "roughly 1.35x")
    double idle_max_share = 0.15;      // owned capacity allowed to sit unused
    double margin_max_share = 0.75;    // blended bill / API bill for the same tokens
    double overflow_max_share = 0.10;  // API tokens / tokens needed
};

// One fleet line priced and rated.
struct LineResult final {
    std::string card;
    std::string model;
    int owned = 0;
    int rented = 0;
    double card_tok_s = 0;                // one card on this model
    double tokens_per_card_month = 0;     // card_tok_s x 3600 x 730
    double own_usd_per_mtok_full = 0;     // owned card-month / tokens per card-month, at full use
    double rent_usd_per_mtok_full = 0;
    double owned_usd = 0;
    double rented_usd = 0;
    double capital_outlay_usd = 0;        // owned x the card's purchase price
};

// One model class's month: owned cards serve first (they bill anyway), rented next, the API
// carries whatever the cards cannot.
struct ModelResult final {
    std::string model;
    double demand_tok_month = 0;
    double owned_capacity_tok_month = 0;
    double rented_capacity_tok_month = 0;
    double owned_tok_month = 0;
    double rented_tok_month = 0;
    double api_tok_month = 0;
    double owned_usd = 0;
    double rented_usd = 0;
    double api_usd = 0;
    double owned_idle_usd = 0;            // owned dollars that moved no tokens
    double api_equivalent_usd = 0;        // the same tokens through the API meter
};

struct ProcurementResult final {
    std::string name;
    std::vector<LineResult> lines;
    std::vector<ModelResult> models;
    int owned_cards = 0;
    int rented_cards = 0;
    double demand_tok_month = 0;
    double api_tok_month = 0;
    double owned_usd = 0;
    double rented_usd = 0;
    double api_usd = 0;
    double bill_usd = 0;
    double owned_idle_usd = 0;
    double api_equivalent_usd = 0;
    double blended_usd_per_mtok = 0;
    double api_equivalent_usd_per_mtok = 0;
    double capital_outlay_usd = 0;        // every owned card's purchase price: the dollars up front
    Check idle;
    Check margin;
    Check overflow;

    [[nodiscard]] bool all_pass() const { return idle.pass && margin.pass && overflow.pass; }
};

} // namespace capstan::fleet
