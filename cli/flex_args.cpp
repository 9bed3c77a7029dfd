#include "flex_args.h"

#include "core/flex/contract.h"

#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

namespace capstan::cli {

Status take_flex_sets(CommonOptions& options, flex::FlexOptions& flex, std::vector<std::string>& given)
{
    std::vector<std::pair<std::string, std::string>> scenario_sets;
    for (const auto& [path, value] : options.sets) {
        if (path.rfind("flex.", 0) != 0)
            scenario_sets.emplace_back(path, value);
        else if (Status set = flex::set_flex_option(flex, path, value); !set)
            return set.error();
        else
            given.push_back(path);
    }
    options.sets = std::move(scenario_sets);
    return Ok{};
}

Expected<int> parse_count(const std::string& flag, const std::string& text, int lo, int hi, const std::string& unit)
{
    std::size_t used = 0;
    long value = 0;
    try {
        value = std::stol(text, &used);
    } catch (...) {
        used = 0;
    }
    if (used == 0 || used != text.size() || value < lo || value > hi)
        return Error{flag, text, std::to_string(lo) + " .. " + std::to_string(hi) + " " + unit, "out of range"};
    return int(value);
}

Status take_contract_months(CommonOptions& options, flex::FlexOptions& flex, std::vector<std::string>& given)
{
    Expected<std::optional<std::string>> months = take_option(options.rest, "--contract-months");
    if (!months)
        return months.error();
    if (!months->has_value())
        return Ok{};
    Expected<int> count = parse_count("--contract-months", **months, kMinContractMonths,
                                      kMaxContractMonths, "months");
    if (!count)
        return count.error();
    flex.contract_months = *count;
    given.emplace_back("flex.contract_months");
    return Ok{};
}

bool FlexCommandArgs::gave(std::string_view key) const
{
    return std::find(given.begin(), given.end(), key) != given.end();
}

Expected<FlexCommandArgs> parse_flex_command(const std::vector<std::string>& args,
                                             std::vector<std::string> value_flags)
{
    value_flags.emplace_back("--contract-months");
    Expected<CommonOptions> options = parse_common(args, value_flags);
    if (!options)
        return options.error();
    FlexCommandArgs parsed{std::move(*options), {}, {}};
    if (parsed.common.help)
        return parsed;
    if (Status sets = take_flex_sets(parsed.common, parsed.flex, parsed.given); !sets)
        return sets.error();
    if (Status months = take_contract_months(parsed.common, parsed.flex, parsed.given); !months)
        return months.error();
    return parsed;
}

} // namespace capstan::cli
