#pragma once

#include "core/expected.h"
#include "core/fleet/pool_types.h"
#include "core/fleet/procurement_options.h"
#include "core/fleet/procurement_search.h"
#include "core/fleet/procurement_types.h"

#include <nlohmann/json.hpp>

#include <string_view>

namespace capstan::fleet {

// JSON for the CLI (SPEC 5): `bill_usd`, `checks.<name>.{pass,value,threshold,...}` and every
// other figure with its unit in the key.
[[nodiscard]] nlohmann::json check_json(const Check& check);
[[nodiscard]] nlohmann::json procurement_json(const ProcurementResult& result);
[[nodiscard]] nlohmann::json mix_json(const MixResult& mix);
// The options side by side (`options[]`: each a month with `option`, its kind) and
// `cheapest_passing_option` (null when none passes).
[[nodiscard]] nlohmann::json options_json(const ProcurementOptions& options);
[[nodiscard]] nlohmann::json pool_json(const PoolResult& result);

// One call each for `capstan-cli procure --preset NAME` and `capstan-cli fleet --preset NAME`:
// the preset's month (plus, for procurement, the cheapest passing mix under `cheapest_mix`).
[[nodiscard]] Expected<nlohmann::json> procurement_preset_json(std::string_view name);
[[nodiscard]] Expected<nlohmann::json> pool_preset_json(std::string_view name);
// The same for any input (a preset with `--set` inputs over it).
[[nodiscard]] Expected<nlohmann::json> procurement_input_json(const ProcurementInput& input);
[[nodiscard]] Expected<nlohmann::json> pool_input_json(const PoolInput& input);

} // namespace capstan::fleet
