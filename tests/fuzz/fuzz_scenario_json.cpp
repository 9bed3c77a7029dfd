// libFuzzer target: scenario files (scenario_from_json), then what the CLI does with an
// accepted scenario: evaluate it, and write and re-read it.
#include "fuzz_support.h"

#include "core/evaluate.h"
#include "core/scenario_codec.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace capstan;
    const Expected<Scenario> scenario = scenario_from_json(fuzz::as_text(data, size), "fuzz.json");
    if (!scenario) {
        fuzz::require(!scenario.error().message().empty(), "an error has a message");
        return 0;
    }
    (void)evaluate(*scenario);
    const std::string written = scenario_to_json(*scenario);
    const Expected<Scenario> again = scenario_from_json(written, "rewritten.json");
    fuzz::require(bool(again), "a scenario the codec wrote reads back");
    fuzz::require(scenario_to_json(*again) == written, "writing is stable across a round trip");
    return 0;
}
