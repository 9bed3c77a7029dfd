#pragma once

// The rules for what the library stores as text: names, tags and notes are valid UTF-8 (the
// JSON export must be able to write them) and carry no control characters that would break
// a one-line listing. Everything else, quotes and SQL included, is stored byte for byte.

#include "core/expected.h"
#include "core/scenario.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace capstan::store {

inline constexpr std::size_t kMaxNameBytes = 512;
inline constexpr std::size_t kMaxTagBytes = 128;
inline constexpr std::size_t kMaxNotesBytes = 1 << 20;

bool is_valid_utf8(std::string_view text);

// For an error message: in quotes, at most 80 bytes, control characters as \xNN escapes so
// the message stays on one line.
std::string quoted(std::string_view text);

// Non-empty, at most kMaxNameBytes, UTF-8, no control characters. Not trimmed.
Status check_name(std::string_view name);
// Trims surrounding spaces; then as a name, at most kMaxTagBytes.
Expected<std::string> normalize_tag(std::string_view tag);
Expected<std::vector<std::string>> normalize_tags(const std::vector<std::string>& tags);
// UTF-8; tabs and line breaks allowed.
Status check_notes(std::string_view notes);

std::int64_t now_ms();

// What a revision stores: the scenario JSON of scenario_to_json(), compact, named `name`.
std::string scenario_body(const Scenario& scenario, std::string_view name);

// "not in the library" for an id.
Error unknown_scenario(std::int64_t id);

} // namespace capstan::store
