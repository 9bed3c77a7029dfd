#pragma once

#include "expected.h"

#include <string>
#include <string_view>
#include <vector>

namespace capstan {

// Splits one CSV line into at most `columns` fields: RFC 4180 quoting ("" inside quotes is a
// quote), and the last field keeps any further commas when it is not quoted.
[[nodiscard]] std::vector<std::string> split_csv_line(std::string_view line, std::size_t columns);
// A cell's finite number (0 for an empty cell when allowed); otherwise an error naming `where`.
[[nodiscard]] Expected<double> csv_number(const std::string& text, const std::string& where, bool allow_empty);

} // namespace capstan
