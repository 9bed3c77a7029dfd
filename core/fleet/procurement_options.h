#pragma once

#include "core/expected.h"
#include "core/fleet/procurement_types.h"

#include <string>
#include <string_view>
#include <vector>

namespace capstan {
struct Result;
struct Scenario;
} // namespace capstan

namespace capstan::fleet {

// What a set of ways to buy the month is built from: its demand, card classes and prices, the
// card class the options own and rent, and how many cards make one serving replica.
struct OptionBasis final {
    ProcurementInput input;     // input.fleet: the fleet as planned (an option when not empty)
    std::string card;           // CardClass::id the options own and rent
    int replica_cards = 1;      // cards of one replica (tp x pp): an option buys whole replicas
};

// The ways to buy the month the procurement view lays side by side.
enum class OptionKind {
    AsPlanned,  // the input's own fleet (a scenario: the sized fleet, owned)
    OwnDemand,  // owned replicas enough for the month's tokens, rounded up
    CoreFlex,   // owned replicas the tokens keep busy (rounded down), rented replicas the rest;
                // left out when that is own-demand's or rent-all's fleet
    RentAll,    // rented replicas enough for the month's tokens, rounded up
    ApiOnly,    // no cards: the API carries the month
};
[[nodiscard]] std::string_view to_string(OptionKind kind);

struct ProcurementOption final {
    OptionKind kind = OptionKind::ApiOnly;
    std::vector<FleetLine> fleet;
    ProcurementResult result;     // the month with its bill, outlay and three checks
};

struct ProcurementOptions final {
    std::vector<ProcurementOption> options;
    int cheapest_passing = -1;    // index into options; -1 when no option passes all three
};

// Every option of the basis evaluated as a procurement month (SPEC 2.8), and the cheapest
// that passes all three checks.
[[nodiscard]] Expected<ProcurementOptions> procurement_options(const OptionBasis& basis);

// The cheapest option passing all three checks; -1 when none does. Bills within a hair (1e-9
// relative) tie, and the tie goes to fewer owned cards: the same month for less capital at
// risk (a rented card can be handed back; a bought one cannot). Then the earlier option.
[[nodiscard]] int cheapest_passing(const std::vector<ProcurementOption>& options);

// The scenario's month as an option basis: one model class (the scenario's traffic and API
// price), one card class (its GPU at the operating point's tokens/s per GPU, its owned and
// rented card-months and purchase price), whole replicas of tp x pp x ... GPUs, and the sized
// fleet, owned, as the plan.
[[nodiscard]] Expected<OptionBasis> scenario_option_basis(const Scenario& scenario, const Result& result);

// The option basis of a procurement story: its fleet as planned, the first line's card class.
[[nodiscard]] OptionBasis story_option_basis(const ProcurementInput& input);

} // namespace capstan::fleet
