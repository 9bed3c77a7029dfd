#pragma once

#include "core/expected.h"
#include "core/fleet/procurement_types.h"

namespace capstan::fleet {

// The cheapest owned / rented / API mix for the input's demand, cards and prices.
struct MixResult final {
    bool found = false;          // the mix passes all three checks
    ProcurementInput input;      // the input with the searched fleet in place of its own
    ProcurementResult result;    // that mix's month
};

// Searches each model class on its own: whole owned cards of one class, whole rented cards of
// one class, the API for the rest, held to the idle and overflow limits class by class (so the
// fleet passes them too), cheapest bill first. A mix that trades idle on one class against
// another could be a little cheaper; this search does not look for it. When no mix passes
// (e.g. the margin check), `found` is false and the cheapest mix is returned anyway.
[[nodiscard]] Expected<MixResult> cheapest_mix(const ProcurementInput& input);

} // namespace capstan::fleet
