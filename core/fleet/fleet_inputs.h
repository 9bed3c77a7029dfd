#pragma once

#include "core/expected.h"
#include "core/fleet/pool_types.h"
#include "core/fleet/procurement_types.h"

#include <string>
#include <string_view>

namespace capstan::fleet {

// `capstan-cli fleet --preset NAME --set pool.KEY=VALUE`: every input of a rented pool's month
// (SPEC 2.9) over the preset's. Keys: pool.cards, pool.demand_tok_s, pool.card.rated_tok_s,
// pool.card.rent_usd_month, pool.mode (steady|warm), pool.headroom, pool.window (hour|day|week),
// pool.eviction_share, pool.replace_evicted, pool.churn_share, pool.lottery_{mean,sd,max},
// pool.dips_per_month, pool.dip_hours, pool.dip_depth, pool.capacity_min_coverage,
// pool.convergence_min, pool.wrong_eviction_max_share, pool.trials, pool.seed. A value that
// is not a number (or a word of the list) is refused naming the key; ranges are the month's own
// validation, so a set out of range fails the run with the field and its range.
[[nodiscard]] Status set_pool_input(PoolInput& input, std::string_view key, std::string_view value);

// `capstan-cli procure --preset NAME --set procure.KEY=VALUE`: every input of a procurement
// month (SPEC 2.8). Keys: procure.rent_premium, procure.{idle,margin,overflow}_max_share;
// procure.model.ID.{h100_tok_s, demand_tok_month, api_usd_per_mtok} for a model class;
// procure.card.ID.{h100_factor, own_usd_card_month, rent_usd_card_month, purchase_usd, ownable,
// rentable} for a card class; procure.fleet.CARD.MODEL.{owned, rented} for the cards of one class on one model
// (a line is added when the preset has none). Unknown classes are refused naming the ids known.
[[nodiscard]] Status set_procurement_input(ProcurementInput& input, std::string_view key, std::string_view value);

[[nodiscard]] std::string pool_inputs_help();
[[nodiscard]] std::string procurement_inputs_help();

} // namespace capstan::fleet
