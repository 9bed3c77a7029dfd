#pragma once

#include "core/expected.h"
#include "core/fleet/procurement_types.h"

#include <string_view>
#include <vector>

namespace capstan::fleet {

// The seed's three stories ("Buying the Fleet") and a fixed variant of each:
// used-chip-bargain, used-chip-bargain-fixed, shiny-chip-bet, shiny-chip-bet-fixed,
// api-tax, api-tax-fixed.
[[nodiscard]] const std::vector<std::string_view>& procurement_preset_names();

// The preset's input; an unknown name gives an Error listing the allowed names.
[[nodiscard]] Expected<ProcurementInput> procurement_preset(std::string_view name);

// The seed's model classes at the given monthly demand: an 8B chat (H100 10,000 tok/s,
// API $0.20 / 1M) and a 70B premium model (H100 700 tok/s, API $2.50 / 1M).
[[nodiscard]] std::vector<ModelClass> seed_model_classes(double chat_tok_month,
                                                         double premium_tok_month);

// The card classes the presets choose from: H100 (owned $2,100), B200 (2.4x, owned $2,500),
// used A100 (0.45x, owned $1,700); rented at 1.35x the owned floor.
[[nodiscard]] std::vector<CardClass> seed_card_classes();

} // namespace capstan::fleet
