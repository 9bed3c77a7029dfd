// libFuzzer target: request trace CSV (sim::parse_trace). Accepted rows keep their contract:
// arrivals non-decreasing, lengths positive.
#include "fuzz_support.h"

#include "core/sim/trace.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace capstan;
    const Expected<std::vector<sim::TraceRow>> rows = sim::parse_trace(fuzz::as_text(data, size), "trace.csv");
    if (!rows)
        return 0;
    double last = 0;
    for (const sim::TraceRow& row : *rows) {
        fuzz::require(row.arrival_s >= last, "arrivals are non-decreasing");
        fuzz::require(row.isl >= 1 && row.osl >= 1 && row.cached_tokens >= 0, "lengths are positive");
        last = row.arrival_s;
    }
    return 0;
}
