#pragma once

#include "core/expected.h"
#include "core/fleet/pool_types.h"

#include <cstdint>
#include <string_view>

namespace capstan::fleet {

// The seed's measurement windows: a card can look 25% better or worse than it is over an hour,
// 5% over a day, 2% over a week. Unknown window: an Error naming pool.window.
[[nodiscard]] Expected<double> window_error_share(std::string_view window);

// Cards an eviction share removes: floor(share x cards). A policy evicts whole cards and never
// more than its share.
[[nodiscard]] int evicted_count(double eviction_share, int cards);

// Range checks of every field; the Error names the field, the value and what is allowed.
[[nodiscard]] Status validate(const PoolInput& input);

// One Monte Carlo month, drawn from trial_seed(input.seed, trial). Assumes a valid input.
[[nodiscard]] PoolFigures simulate_pool_month(const PoolInput& input, std::uint64_t trial);

// input.trials months: the mean figures, trial 0's figures and the three checks on the means.
[[nodiscard]] Expected<PoolResult> simulate_pool(const PoolInput& input);

} // namespace capstan::fleet
