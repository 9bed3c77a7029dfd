#pragma once

#include "core/flex/capacity_plan.h"

#include <nlohmann/json.hpp>

namespace capstan::flex {

// JSON for `capstan-cli plan`: `horizon_months`, `contract_months`, `cheapest_term`,
// `card_tok_s`, `months[]` of the chosen term (committed/bought/expired/peak cards, the bill
// split in USD, idle and overflow shares, usd_per_mtok), and `terms[]`: each compared contract
// length's total_usd, usd_per_mtok, idle_share, cards_bought and baseline_usd_card_month.
[[nodiscard]] nlohmann::json plan_json(const CapacityPlan& plan);

} // namespace capstan::flex
