#pragma once

// Limits every reader of a JSON file checks before it parses: a hostile or broken file (a
// million nested brackets, a gigabyte of text) is refused with a message instead of exhausting
// the stack or the memory. Scenario, model, catalog, benchmark and library files are all far
// inside them: the deepest real file nests 6 levels, the largest benchmark export a few MB.

#include "core/expected.h"

#include <cstddef>
#include <string_view>

namespace capstan {

inline constexpr std::size_t kMaxJsonDepth = 256;
inline constexpr std::size_t kMaxJsonBytes = std::size_t(64) << 20;   // 64 MiB

// Scans the text once (strings and escapes respected): an error naming `source` if it is
// larger than kMaxJsonBytes or nests arrays and objects deeper than kMaxJsonDepth.
Status check_json_limits(std::string_view text, std::string_view source);

} // namespace capstan
