#pragma once

#include "core/flex/flex_scenario.h"

#include <nlohmann/json.hpp>

namespace capstan::flex {

// JSON for `capstan-cli flex` (SPEC 5 style): `bill_usd` (the average month, USD),
// `bill.{baseline,on_demand,spot,api}_usd`, `totals.*`, `checks.NAME.{pass,value,threshold,
// unit,sees,blind_to}`, `optimal_baseline.{cards,bill_usd,convex,curve[]}`, the derivations
// (`card_tok_s`, `demand.*`, `contract.*`, `prices.*`), and with `with_hours` one row per hour.
[[nodiscard]] nlohmann::json flex_json(const FlexReport& report, bool with_hours);

} // namespace capstan::flex
