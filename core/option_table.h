#pragma once

// A table of `--set PREFIX.KEY=VALUE` inputs that a Scenario does not carry (the flex and
// lever options): each key's range, unit and definition, and one range-checked setter.

#include "core/expected.h"

#include <cmath>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace capstan {

template <typename Options>
struct OptionSpec final {
    std::string_view key;              // e.g. "flex.monthly_growth"
    double min = 0;
    double max = 0;
    bool integer = false;
    std::string_view unit;
    std::string_view help;
    void (*set)(Options&, double) = nullptr;
};

// A finite number, or true/yes (1) and false/no (0); nothing else.
[[nodiscard]] std::optional<double> parse_option_number(std::string_view text);
// "min .. max unit", numbers in their shortest exact form.
[[nodiscard]] std::string option_range_text(double min, double max, std::string_view unit);

// Range-checked; on error the options are unchanged and the message names key, value and
// range. `what` names the table in the unknown-key error ("flex input").
template <typename Options>
[[nodiscard]] Status set_option(const std::vector<OptionSpec<Options>>& specs, Options& options, std::string_view key,
                                std::string_view value, std::string_view what)
{
    for (const OptionSpec<Options>& spec : specs) {
        if (spec.key != key)
            continue;
        const std::string range = option_range_text(spec.min, spec.max, spec.unit);
        const std::optional<double> number = parse_option_number(value);
        if (!number)
            return Error{std::string(key), std::string(value), range, "not a number"};
        if (*number < spec.min || *number > spec.max || (spec.integer && *number != std::floor(*number)))
            return Error{std::string(key), std::string(value), range + (spec.integer ? ", whole" : ""), "out of range"};
        spec.set(options, *number);
        return Ok{};
    }
    std::string keys;
    for (const OptionSpec<Options>& spec : specs)
        keys += (keys.empty() ? "" : ", ") + std::string(spec.key);
    return Error{std::string(key), std::string(value), "one of: " + keys, "unknown " + std::string(what)};
}

// Text for --help: a heading line, then each key, range, unit and definition.
template <typename Options>
[[nodiscard]] std::string options_help(const std::vector<OptionSpec<Options>>& specs, std::string_view heading)
{
    std::ostringstream text;
    text << heading << "\n";
    for (const OptionSpec<Options>& spec : specs)
        text << "  " << spec.key << "  [" << option_range_text(spec.min, spec.max, spec.unit) << "]\n      " << spec.help
             << "\n";
    return text.str();
}

} // namespace capstan
