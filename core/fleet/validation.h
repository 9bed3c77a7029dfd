#pragma once

#include "core/expected.h"
#include "core/inputs.h"

#include <cmath>
#include <string>

namespace capstan::fleet {

// Shortest text that reads back as the same double ("1.35", "-5", "1e+13").
[[nodiscard]] inline std::string number_text(double value)
{
    return format_number(value);
}

// Ok when lo <= value <= hi (and finite); otherwise an Error naming field, value and range.
[[nodiscard]] inline Status require_range(const std::string& field, double value, double lo,
                                          double hi, const std::string& allowed)
{
    if (std::isfinite(value) && value >= lo && value <= hi)
        return Ok{};
    return Error{field, number_text(value), allowed, "out of range"};
}

// Ok when value > lo (and finite).
[[nodiscard]] inline Status require_above(const std::string& field, double value, double lo,
                                          const std::string& allowed)
{
    if (std::isfinite(value) && value > lo)
        return Ok{};
    return Error{field, number_text(value), allowed, "out of range"};
}

} // namespace capstan::fleet
