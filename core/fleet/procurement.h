#pragma once

#include "core/expected.h"
#include "core/fleet/procurement_types.h"

namespace capstan::fleet {

// tok/s x 3600 x 730: the seed's H100 on an 8B chat carries 26.28e9 tokens a card-month.
[[nodiscard]] double tokens_per_card_month(double card_tok_s);

// One card of `card` on `model`: the H100 rate times the card's factor, tok/s.
[[nodiscard]] double card_rate_tok_s(const CardClass& card, const ModelClass& model);

// The rented card-month: the explicit price, or rent_premium x the owned floor.
[[nodiscard]] double rent_usd_card_month(const CardClass& card, double rent_premium);

// Range checks of every field; the Error names the field, the value and what is allowed.
[[nodiscard]] Status validate(const ProcurementInput& input);

// The month: lines, the bill, blended $/1M tokens and the three checks (SPEC 2.7, 2.8).
[[nodiscard]] Expected<ProcurementResult> evaluate_procurement(const ProcurementInput& input);

} // namespace capstan::fleet
