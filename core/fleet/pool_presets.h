#pragma once

#include "core/expected.h"
#include "core/fleet/pool_types.h"

#include <string_view>
#include <vector>

namespace capstan::fleet {

// The seed's three verdicts and their fixes ("Fleet Efficiency & Eviction"):
// golden-idler, golden-idler-fixed, noise-evictor, noise-evictor-fixed,
// bargain-shortfall, bargain-shortfall-fixed.
[[nodiscard]] const std::vector<std::string_view>& pool_preset_names();

// The preset's input; an unknown name gives an Error listing the allowed names.
[[nodiscard]] Expected<PoolInput> pool_preset(std::string_view name);

// The card classes the presets rent (see pool_presets.cpp for where the numbers come from).
[[nodiscard]] PoolCardClass flagship_card();
[[nodiscard]] PoolCardClass bargain_card();

} // namespace capstan::fleet
