#include "core/fleet/procurement_search.h"

#include "core/fleet/procurement.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

namespace capstan::fleet {
namespace {

// One model class's choice: which class to own and how many, which to rent and how many.
struct ClassMix final {
    const CardClass* own = nullptr;
    const CardClass* rent = nullptr;
    int owned = 0;
    int rented = 0;
    double bill_usd = 0;
    double api_tok_month = 0;
    bool feasible = false;
};

// Cheaper wins; within a rounding hair, fewer API tokens, then fewer cards.
bool better(const ClassMix& a, const ClassMix& b)
{
    const double hair = 1e-9 * std::max(1.0, std::max(a.bill_usd, b.bill_usd));
    if (a.bill_usd < b.bill_usd - hair)
        return true;
    if (a.bill_usd > b.bill_usd + hair)
        return false;
    if (a.api_tok_month != b.api_tok_month)
        return a.api_tok_month < b.api_tok_month;
    return a.owned + a.rented < b.owned + b.rented;
}

struct Searcher final {
    const ProcurementInput& input;
    const ModelClass& model;
    std::optional<ClassMix> best_feasible;
    std::optional<ClassMix> best_any;

    void consider(const ClassMix& mix)
    {
        if (mix.feasible && (!best_feasible || better(mix, *best_feasible)))
            best_feasible = mix;
        if (!best_any || better(mix, *best_any))
            best_any = mix;
    }

    void evaluate(const CardClass* own, const CardClass* rent, int owned, int rented)
    {
        const double demand = model.demand_tok_month;
        const double own_tok = own ? tokens_per_card_month(card_rate_tok_s(*own, model)) : 0.0;
        const double rent_tok = rent ? tokens_per_card_month(card_rate_tok_s(*rent, model)) : 0.0;
        const double owned_capacity = owned * own_tok;
        const double covered = std::min(demand, owned_capacity);
        const double api = std::max(0.0, demand - covered - rented * rent_tok);
        ClassMix mix;
        mix.own = own;
        mix.rent = rent;
        mix.owned = owned;
        mix.rented = rented;
        mix.api_tok_month = api;
        mix.bill_usd = (own ? owned * own->own_usd_card_month : 0.0)
                       + (rent ? rented * rent_usd_card_month(*rent, input.rent_premium) : 0.0)
                       + api / kTokensPerMtok * model.api_usd_per_mtok;
        // The same comparisons evaluate_procurement makes, class by class.
        const bool idle_ok = owned_capacity <= 0
                             || 1.0 - covered / owned_capacity <= input.idle_max_share;
        const bool overflow_ok = api <= input.overflow_max_share * demand;
        mix.feasible = idle_ok && overflow_ok;
        consider(mix);
    }

    // Cost is linear in the rented count until the API share reaches zero, so the cheapest
    // rented count sits at an end of the range the overflow limit allows.
    void search_pair(const CardClass* own, const CardClass* rent)
    {
        const double demand = model.demand_tok_month;
        int owned_max = 0;
        if (own) {
            const double own_tok = tokens_per_card_month(card_rate_tok_s(*own, model));
            const double covering = std::ceil(demand / own_tok);
            const double idle_cap = input.idle_max_share < 1
                ? std::floor(demand / ((1.0 - input.idle_max_share) * own_tok) + 1e-9)
                : covering;
            owned_max = static_cast<int>(std::max(0.0, std::min(covering, idle_cap)));
        }
        for (int owned = 0; owned <= owned_max; ++owned) {
            if (!rent) {
                evaluate(own, nullptr, owned, 0);
                continue;
            }
            const double own_tok = own ? tokens_per_card_month(card_rate_tok_s(*own, model)) : 0.0;
            const double rent_tok = tokens_per_card_month(card_rate_tok_s(*rent, model));
            const double rest = std::max(0.0, demand - owned * own_tok);
            const double api_cap = input.overflow_max_share * demand;
            int lowest = static_cast<int>(std::max(0.0, std::ceil((rest - api_cap) / rent_tok)));
            if (rest - lowest * rent_tok > api_cap)
                ++lowest;  // rounding put the API a hair over its cap
            const int floor_count = std::max(lowest, static_cast<int>(std::floor(rest / rent_tok)));
            const int ceil_count = std::max(lowest, static_cast<int>(std::ceil(rest / rent_tok)));
            evaluate(own, rent, owned, lowest);
            if (floor_count != lowest)
                evaluate(own, rent, owned, floor_count);
            if (ceil_count != floor_count)
                evaluate(own, rent, owned, ceil_count);
        }
    }

    ClassMix run()
    {
        std::vector<const CardClass*> owners{nullptr};
        std::vector<const CardClass*> renters{nullptr};
        for (const CardClass& card : input.cards) {
            if (card.ownable)
                owners.push_back(&card);
            if (card.rentable)
                renters.push_back(&card);
        }
        for (const CardClass* own : owners)
            for (const CardClass* rent : renters)
                search_pair(own, rent);
        return best_feasible ? *best_feasible : *best_any;
    }
};

} // namespace

Expected<MixResult> cheapest_mix(const ProcurementInput& input)
{
    if (auto s = validate(input); !s)
        return s.error();

    MixResult mix;
    mix.input = input;
    mix.input.fleet.clear();
    for (const ModelClass& model : input.models) {
        const ClassMix chosen = Searcher{input, model, std::nullopt, std::nullopt}.run();
        if (chosen.own && chosen.owned > 0)
            mix.input.fleet.push_back(FleetLine{chosen.own->id, model.id, chosen.owned, 0});
        if (chosen.rent && chosen.rented > 0)
            mix.input.fleet.push_back(FleetLine{chosen.rent->id, model.id, 0, chosen.rented});
    }
    Expected<ProcurementResult> month = evaluate_procurement(mix.input);
    if (!month)
        return month.error();
    mix.result = std::move(month).value();
    mix.found = mix.result.all_pass();
    return mix;
}

} // namespace capstan::fleet
