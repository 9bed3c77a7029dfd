#include "core/fleet/procurement.h"

#include "core/fleet/validation.h"
#include "core/purchase.h"

#include <algorithm>
#include <string>

namespace capstan::fleet {
namespace {

const ModelClass* find_model(const ProcurementInput& input, const std::string& id)
{
    for (const ModelClass& model : input.models)
        if (model.id == id)
            return &model;
    return nullptr;
}

const CardClass* find_card(const ProcurementInput& input, const std::string& id)
{
    for (const CardClass& card : input.cards)
        if (card.id == id)
            return &card;
    return nullptr;
}

std::string ids_of(const auto& items)
{
    std::string text = "one of:";
    for (const auto& item : items) {
        text += ' ';
        text += item.id;
    }
    return text;
}

Status validate_models(const ProcurementInput& input)
{
    if (input.models.empty())
        return Error{"procure.models", "[]", "at least one model class", "no demand"};
    double total_tok_month = 0;
    for (std::size_t i = 0; i < input.models.size(); ++i) {
        const ModelClass& model = input.models[i];
        const std::string at = "procure.models[" + std::to_string(i) + "]";
        if (model.id.empty())
            return Error{at + ".id", "\"\"", "a non-empty name", "model class without a name"};
        if (auto s = require_above(at + ".h100_tok_s", model.h100_tok_s, 0, "> 0 tok/s"); !s)
            return s;
        if (auto s = require_range(at + ".demand_tok_month", model.demand_tok_month, 0, 1e18,
                                   "0 .. 1e18 tokens/month"); !s)
            return s;
        // Above 0: the margin check divides by the API bill.
        if (!(model.api_usd_per_mtok > 0 && model.api_usd_per_mtok <= 1e4))
            return Error{at + ".api_usd_per_mtok", number_text(model.api_usd_per_mtok),
                         "> 0 .. 10000 $/1M tokens", "out of range"};
        total_tok_month += model.demand_tok_month;
    }
    if (total_tok_month <= 0)
        return Error{"procure.models[].demand_tok_month", "0", "a total above 0 tokens/month",
                     "zero demand"};
    return Ok{};
}

Status validate_cards(const ProcurementInput& input)
{
    if (input.cards.empty())
        return Error{"procure.cards", "[]", "at least one card class", "empty fleet catalog"};
    for (std::size_t i = 0; i < input.cards.size(); ++i) {
        const CardClass& card = input.cards[i];
        const std::string at = "procure.cards[" + std::to_string(i) + "]";
        if (card.id.empty())
            return Error{at + ".id", "\"\"", "a non-empty name", "card class without a name"};
        if (auto s = require_above(at + ".h100_factor", card.h100_factor, 0, "> 0"); !s)
            return s;
        if (auto s = require_range(at + ".own_usd_card_month", card.own_usd_card_month, 0, 1e6,
                                   "0 .. 1e6 $/card-month"); !s)
            return s;
        if (auto s = require_range(at + ".rent_usd_card_month", card.rent_usd_card_month, 0, 1e6,
                                   "0 .. 1e6 $/card-month (0 = premium x owned)"); !s)
            return s;
        if (auto s = require_range(at + ".purchase_usd", card.purchase_usd, 0, 1e7, "0 .. 1e7 $/card"); !s)
            return s;
    }
    return Ok{};
}

Status validate_fleet(const ProcurementInput& input)
{
    for (std::size_t i = 0; i < input.fleet.size(); ++i) {
        const FleetLine& line = input.fleet[i];
        const std::string at = "procure.fleet[" + std::to_string(i) + "]";
        if (!find_card(input, line.card))
            return Error{at + ".card", line.card, ids_of(input.cards), "unknown card class"};
        if (!find_model(input, line.model))
            return Error{at + ".model", line.model, ids_of(input.models), "unknown model class"};
        if (line.owned < 0)
            return Error{at + ".owned", std::to_string(line.owned), ">= 0 cards", "out of range"};
        if (line.rented < 0)
            return Error{at + ".rented", std::to_string(line.rented), ">= 0 cards", "out of range"};
    }
    return Ok{};
}

} // namespace

double tokens_per_card_month(double card_tok_s)
{
    return card_tok_s * kSecondsPerMonth;
}

double card_rate_tok_s(const CardClass& card, const ModelClass& model)
{
    return card.h100_factor * model.h100_tok_s;
}

double rent_usd_card_month(const CardClass& card, double rent_premium)
{
    return card.rent_usd_card_month > 0 ? card.rent_usd_card_month
                                        : rent_premium * card.own_usd_card_month;
}

Status validate(const ProcurementInput& input)
{
    if (auto s = validate_models(input); !s)
        return s;
    if (auto s = validate_cards(input); !s)
        return s;
    if (auto s = validate_fleet(input); !s)
        return s;
    if (auto s = require_range("procure.rent_premium", input.rent_premium, 0.1, 10, "0.1 .. 10"); !s)
        return s;
    if (auto s = require_range("procure.idle_max_share", input.idle_max_share, 0, 1, "0 .. 1"); !s)
        return s;
    if (auto s = require_range("procure.margin_max_share", input.margin_max_share, 0, 1, "0 .. 1"); !s)
        return s;
    if (auto s = require_range("procure.overflow_max_share", input.overflow_max_share, 0, 1,
                               "0 .. 1"); !s)
        return s;
    return Ok{};
}

Expected<ProcurementResult> evaluate_procurement(const ProcurementInput& input)
{
    if (auto s = validate(input); !s)
        return s.error();

    ProcurementResult result;
    result.name = input.name;
    for (const ModelClass& model : input.models) {
        ModelResult month;
        month.model = model.id;
        month.demand_tok_month = model.demand_tok_month;
        for (const FleetLine& line : input.fleet) {
            if (line.model != model.id)
                continue;
            const CardClass& card = *find_card(input, line.card);
            LineResult priced;
            priced.card = line.card;
            priced.model = line.model;
            priced.owned = line.owned;
            priced.rented = line.rented;
            priced.card_tok_s = card_rate_tok_s(card, model);
            priced.tokens_per_card_month = tokens_per_card_month(priced.card_tok_s);
            const double rent_usd = rent_usd_card_month(card, input.rent_premium);
            priced.own_usd_per_mtok_full =
                card.own_usd_card_month / priced.tokens_per_card_month * kTokensPerMtok;
            priced.rent_usd_per_mtok_full = rent_usd / priced.tokens_per_card_month * kTokensPerMtok;
            priced.owned_usd = line.owned * card.own_usd_card_month;
            priced.rented_usd = line.rented * rent_usd;
            priced.capital_outlay_usd = capital_outlay_usd(line.owned, card.purchase_usd);
            result.capital_outlay_usd += priced.capital_outlay_usd;
            month.owned_capacity_tok_month += line.owned * priced.tokens_per_card_month;
            month.rented_capacity_tok_month += line.rented * priced.tokens_per_card_month;
            month.owned_usd += priced.owned_usd;
            month.rented_usd += priced.rented_usd;
            result.owned_cards += line.owned;
            result.rented_cards += line.rented;
            result.lines.push_back(priced);
        }
        // Owned cards bill no matter what flows, so they serve first; rented next; the API last.
        month.owned_tok_month = std::min(month.demand_tok_month, month.owned_capacity_tok_month);
        month.rented_tok_month = std::min(month.demand_tok_month - month.owned_tok_month,
                                          month.rented_capacity_tok_month);
        month.api_tok_month = month.demand_tok_month - month.owned_tok_month - month.rented_tok_month;
        month.api_usd = month.api_tok_month / kTokensPerMtok * model.api_usd_per_mtok;
        month.api_equivalent_usd = month.demand_tok_month / kTokensPerMtok * model.api_usd_per_mtok;
        if (month.owned_capacity_tok_month > 0)
            month.owned_idle_usd =
                month.owned_usd * (1.0 - month.owned_tok_month / month.owned_capacity_tok_month);

        result.demand_tok_month += month.demand_tok_month;
        result.api_tok_month += month.api_tok_month;
        result.owned_usd += month.owned_usd;
        result.rented_usd += month.rented_usd;
        result.api_usd += month.api_usd;
        result.owned_idle_usd += month.owned_idle_usd;
        result.api_equivalent_usd += month.api_equivalent_usd;
        result.models.push_back(month);
    }
    result.bill_usd = result.owned_usd + result.rented_usd + result.api_usd;
    result.blended_usd_per_mtok = result.bill_usd / result.demand_tok_month * kTokensPerMtok;
    result.api_equivalent_usd_per_mtok =
        result.api_equivalent_usd / result.demand_tok_month * kTokensPerMtok;

    const double idle_share = result.owned_usd > 0 ? result.owned_idle_usd / result.owned_usd : 0.0;
    result.idle = judge("idle", idle_share, input.idle_max_share, true,
                        "share of owned card-month dollars that moved no tokens",
                        "Sees owned cards bought ahead of the demand: an idle owned GPU is a mortgage payment.",
                        "Cannot see price: a fully busy fleet of cards that cost too much per token passes.");
    const double margin_share =
        result.api_equivalent_usd > 0 ? result.bill_usd / result.api_equivalent_usd : 0.0;
    result.margin = judge("margin", margin_share, input.margin_max_share, true,
                          "bill / API bill for the same tokens",
                          "Sees whether self-hosting beats the API by a real quarter, enough to carry the financing risk.",
                          "Cannot see where the money went: idle owned cards and a heavy API share hide inside one blend.");
    const double overflow_share = result.api_tok_month / result.demand_tok_month;
    result.overflow = judge("overflow", overflow_share, input.overflow_max_share, true,
                            "share of needed tokens sent to the API",
                            "Sees the API meter swallowing the month: retail per token where rented cards bill wholesale.",
                            "Cannot see owned capacity or card prices: a fleet that idles or overpays passes.");
    return result;
}

} // namespace capstan::fleet
