#pragma once

#include "options.h"

#include "core/expected.h"
#include "core/flex/flex_options.h"

#include <string>
#include <string_view>
#include <vector>

namespace capstan::cli {

// Moves every `--set flex.KEY=VALUE` of `options` into `flex` (range-checked; the first bad
// one is the error) and its key into `given`; scenario inputs stay in options.sets.
Status take_flex_sets(CommonOptions& options, flex::FlexOptions& flex, std::vector<std::string>& given);

// A whole number in lo .. hi for `flag`; the Error names the flag, the text and the range.
Expected<int> parse_count(const std::string& flag, const std::string& text, int lo, int hi, const std::string& unit);

// `--contract-months M` from options.rest, if given, into flex.contract_months (and
// "flex.contract_months" into `given`).
Status take_contract_months(CommonOptions& options, flex::FlexOptions& flex, std::vector<std::string>& given);

// What the flex and plan commands share: the common options (`value_flags` are the command's
// own flags that take a value; --contract-months is added), then, unless --help was asked,
// the `--set flex.*` inputs and --contract-months taken into `flex`.
struct FlexCommandArgs final {
    CommonOptions common;
    flex::FlexOptions flex;
    std::vector<std::string> given;   // the flex.* keys the command line set, flags included

    [[nodiscard]] bool gave(std::string_view key) const;
};
Expected<FlexCommandArgs> parse_flex_command(const std::vector<std::string>& args,
                                             std::vector<std::string> value_flags);

} // namespace capstan::cli
