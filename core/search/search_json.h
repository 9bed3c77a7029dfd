#pragma once

#include "core/search/search.h"

#include <nlohmann/json.hpp>

#include <cstddef>

namespace capstan::search {

// `capstan-cli search --json` (SPEC §5): {"candidates": [...]} best first, at most `top` of them,
// each with gpu, weight_bits, kv_bits, tp, max_batch, mode, gpus, replicas, usd_month.{own,rent},
// tok_s_per_gpu, tok_s_per_user, binding, confirmed, meets_slo (and, when confirmed,
// percentiles.{ttft_ms,tpot_ms}.{p,value,ci_low,ci_high}); the counts screened, feasible,
// refused, slo_missed, refusals; seconds_screening and seconds_confirming.
[[nodiscard]] nlohmann::json search_json(const SearchResult& result, const ConfigSpace& space, std::size_t top);

} // namespace capstan::search
