#include "core/fleet/procurement_options.h"

#include "core/evaluate.h"
#include "core/fleet/procurement.h"
#include "core/parallelism.h"

#include <algorithm>
#include <cmath>

namespace capstan::fleet {
namespace {

// Replicas that carry `tokens` at `replica_tokens` each, within a rounding hair of whole.
int replicas_up(double tokens, double replica_tokens)
{
    return int(std::ceil(tokens / replica_tokens - 1e-9));
}

int replicas_down(double tokens, double replica_tokens)
{
    return int(std::floor(tokens / replica_tokens + 1e-9));
}

std::vector<FleetLine> fleet_of(const OptionBasis& basis, const CardClass& card, OptionKind kind)
{
    std::vector<FleetLine> fleet;
    if (kind == OptionKind::AsPlanned)
        return basis.input.fleet;
    if (kind == OptionKind::ApiOnly)
        return fleet;
    for (const ModelClass& model : basis.input.models) {
        const double replica_tokens =
            tokens_per_card_month(card_rate_tok_s(card, model)) * basis.replica_cards;
        const int up = replicas_up(model.demand_tok_month, replica_tokens);
        const int down = replicas_down(model.demand_tok_month, replica_tokens);
        FleetLine line{card.id, model.id, 0, 0};
        if (kind == OptionKind::OwnDemand)
            line.owned = up * basis.replica_cards;
        else if (kind == OptionKind::RentAll)
            line.rented = up * basis.replica_cards;
        else {
            line.owned = down * basis.replica_cards;
            line.rented = (up - down) * basis.replica_cards;
        }
        fleet.push_back(line);
    }
    return fleet;
}

bool same_fleet(const std::vector<FleetLine>& a, const std::vector<FleetLine>& b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const FleetLine& x, const FleetLine& y) {
        return x.card == y.card && x.model == y.model && x.owned == y.owned && x.rented == y.rented;
    });
}

} // namespace

std::string_view to_string(OptionKind kind)
{
    switch (kind) {
    case OptionKind::AsPlanned:
        return "as-planned";
    case OptionKind::OwnDemand:
        return "own-demand";
    case OptionKind::CoreFlex:
        return "core-flex";
    case OptionKind::RentAll:
        return "rent-all";
    case OptionKind::ApiOnly:
        return "api-only";
    }
    return "api-only";
}

int cheapest_passing(const std::vector<ProcurementOption>& options)
{
    int best = -1;
    for (int i = 0; i < int(options.size()); ++i) {
        const ProcurementResult& candidate = options[std::size_t(i)].result;
        if (!candidate.all_pass())
            continue;
        if (best < 0) {
            best = i;
            continue;
        }
        const ProcurementResult& held = options[std::size_t(best)].result;
        const double hair = 1e-9 * std::max({1.0, candidate.bill_usd, held.bill_usd});
        const bool cheaper = candidate.bill_usd < held.bill_usd - hair;
        const bool tie = std::abs(candidate.bill_usd - held.bill_usd) <= hair;
        if (cheaper || (tie && candidate.owned_cards < held.owned_cards))
            best = i;
    }
    return best;
}

Expected<ProcurementOptions> procurement_options(const OptionBasis& basis)
{
    if (auto s = validate(basis.input); !s)
        return s.error();
    const auto card = std::find_if(basis.input.cards.begin(), basis.input.cards.end(),
                                   [&](const CardClass& c) { return c.id == basis.card; });
    if (card == basis.input.cards.end())
        return Error{"procure.option_card", basis.card, "a card class of the month", "unknown card class"};
    if (basis.replica_cards < 1)
        return Error{"procure.replica_cards", std::to_string(basis.replica_cards), ">= 1 cards", "out of range"};

    ProcurementOptions out;
    for (OptionKind kind : {OptionKind::AsPlanned, OptionKind::OwnDemand, OptionKind::CoreFlex, OptionKind::RentAll,
                            OptionKind::ApiOnly}) {
        if (kind == OptionKind::AsPlanned && basis.input.fleet.empty())
            continue;
        ProcurementInput month = basis.input;
        month.fleet = fleet_of(basis, *card, kind);
        // Core + flex buys what own-to-demand buys when the tokens fill whole replicas, and what
        // rent-all rents below one replica: the same fleet twice is one option.
        if (kind == OptionKind::CoreFlex && (same_fleet(month.fleet, fleet_of(basis, *card, OptionKind::OwnDemand)) ||
                                             same_fleet(month.fleet, fleet_of(basis, *card, OptionKind::RentAll))))
            continue;
        month.name = std::string(to_string(kind));
        Expected<ProcurementResult> result = evaluate_procurement(month);
        if (!result)
            return result.error();
        out.options.push_back(ProcurementOption{kind, month.fleet, std::move(*result)});
    }
    out.cheapest_passing = cheapest_passing(out.options);
    return out;
}

Expected<OptionBasis> scenario_option_basis(const Scenario& s, const Result& r)
{
    if (r.sizing.gpus <= 0 || r.money.capacity_tok_s <= 0)
        return Error{"sizing.gpus", std::to_string(r.sizing.gpus), "a fleet of at least one GPU",
                     "no fleet to buy"};
    if (!(r.money.usd_per_mtok_api > 0))
        return Error{"cost.api_usd_per_mtok", "0", "> 0 USD/1M tokens",
                     "the margin check compares the bill with the API's"};
    OptionBasis basis;
    basis.card = s.gpu.spec.id.empty() ? s.gpu.preset : s.gpu.spec.id;
    basis.replica_cards = replica_gpus(s);
    ProcurementInput& month = basis.input;
    month.name = s.name;
    // One class each; the card class is the reference (factor 1), so the model class's
    // "H100" rate is this GPU's: prompt and answer tokens a GPU carries at the operating point.
    const std::string model_id = s.model.spec.id.empty() ? s.model.preset : s.model.spec.id;
    month.models = {ModelClass{model_id, r.money.capacity_tok_s / r.sizing.gpus, r.traffic.tokens_per_month,
                               r.money.usd_per_mtok_api}};
    month.cards = {CardClass{basis.card, 1.0, r.money.own_card_month_usd, r.money.rent_card_month_usd,
                             r.money.purchase.usd, true, true}};
    month.fleet = {FleetLine{basis.card, model_id, r.sizing.gpus, 0}};
    month.rent_premium = s.cost.rent_premium;
    return basis;
}

OptionBasis story_option_basis(const ProcurementInput& input)
{
    OptionBasis basis;
    basis.input = input;
    basis.card = input.fleet.empty() ? (input.cards.empty() ? std::string() : input.cards.front().id)
                                     : input.fleet.front().card;
    return basis;
}

} // namespace capstan::fleet
