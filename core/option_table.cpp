#include "core/option_table.h"

#include "core/inputs.h"

#include <charconv>
#include <system_error>

namespace capstan {

std::optional<double> parse_option_number(std::string_view text)
{
    if (text == "true" || text == "yes")
        return 1.0;
    if (text == "false" || text == "no")
        return 0.0;
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || end != text.data() + text.size() || !std::isfinite(value))
        return std::nullopt;
    return value;
}

std::string option_range_text(double min, double max, std::string_view unit)
{
    return format_number(min) + " .. " + format_number(max) + " " + std::string(unit);
}

} // namespace capstan
