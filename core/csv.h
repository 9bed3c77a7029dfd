#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace capstan {

// Splits one CSV line into at most `columns` fields: RFC 4180 quoting ("" inside quotes is a
// quote), and the last field keeps any further commas when it is not quoted.
[[nodiscard]] std::vector<std::string> split_csv_line(std::string_view line, std::size_t columns);

} // namespace capstan
