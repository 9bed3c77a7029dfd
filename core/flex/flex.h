#pragma once

#include "core/expected.h"
#include "core/flex/flex_types.h"

namespace capstan::flex {

// Range checks of every field; the Error names the field (flex.*), the value and the range.
// An empty fleet (no baseline, no flex cards, no API) and zero demand are errors.
[[nodiscard]] Status validate(const FlexInput& input);

// One hour's allocation. The baseline serves first; then each flex pool, cheapest per
// delivered token first, in whole steps of granularity_cards: full steps while the demand
// fills them, and one more partial step only when it costs less than the API tokens it
// replaces; a pool dearer per token than the API at full use is never started. Without API
// overflow the pools cover everything they can, and the rest is unserved.
[[nodiscard]] FlexHour allocate_hour(const FlexInput& input, double demand_tok_s);

// Sums over the horizon without keeping the hours (what optimal_baseline scans).
[[nodiscard]] FlexTotals flex_totals(const FlexInput& input);

// The whole horizon: every hour, the bill split, blended $/1M tokens and the three checks
// (idle <= 15% of the baseline, blended <= 75% of the API price, overflow <= 10% of tokens).
[[nodiscard]] Expected<FlexResult> evaluate_flex(const FlexInput& input);

} // namespace capstan::flex
