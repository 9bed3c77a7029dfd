#pragma once

#include "core/expected.h"

#include <string_view>
#include <vector>

namespace capstan::sim {

// One request of a replayed trace.
struct TraceRow final {
    double arrival_s = 0;    // seconds from the start of the trace, non-decreasing
    int isl = 0;             // prompt tokens
    int osl = 0;             // answer tokens
    int cached_tokens = 0;   // prompt tokens a prefix cache already holds (rounded to blocks later)
    int line = 0;            // line number in the source, for messages
};

inline constexpr int kMaxTraceTokens = 1048576;

// CSV rows `arrival_s,isl,osl[,cached_tokens]`; an optional header line naming those columns;
// blank lines and lines starting with '#' are skipped; CRLF is accepted. The first bad line
// fails the whole trace with an Error naming `source` and the line number, so nothing is
// simulated from a half-read file.
Expected<std::vector<TraceRow>> parse_trace(std::string_view text, std::string_view source);

} // namespace capstan::sim
