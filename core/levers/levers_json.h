#pragma once

#include "core/levers/claim.h"
#include "core/levers/levers_report.h"

#include <nlohmann/json.hpp>

namespace capstan::levers {

// `capstan-cli check-claim` (SPEC 5): possible, max_tok_s, bound, bandwidth_bound_tok_s (null
// for input tokens), compute_bound_tok_s, miss_ratio and the figures behind them.
[[nodiscard]] nlohmann::json claim_json(const ClaimCheck& check);

// `capstan-cli levers`: quantization, speculative, cuda_graphs, power, mfu, batch_jobs.
[[nodiscard]] nlohmann::json levers_json(const LeversReport& report);

} // namespace capstan::levers
