#pragma once

#include "options.h"

#include "core/expected.h"
#include "core/flex/flex_options.h"

#include <string>

namespace capstan::cli {

// Moves every `--set flex.KEY=VALUE` of `options` into `flex` (range-checked; the first bad
// one is the error); scenario inputs stay in options.sets.
Status take_flex_sets(CommonOptions& options, flex::FlexOptions& flex);

// A whole number in lo .. hi for `flag`; the Error names the flag, the text and the range.
Expected<int> parse_count(const std::string& flag, const std::string& text, int lo, int hi, const std::string& unit);

// `--contract-months M` from options.rest, if given, into flex.contract_months.
Status take_contract_months(CommonOptions& options, flex::FlexOptions& flex);

} // namespace capstan::cli
