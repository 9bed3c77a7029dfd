// libFuzzer target: format recognition (import_measured_points: CSV header or one of the three
// JSON formats) and the calibration profile reader (profile_from_json), which `validate
// --profile` and `eval --profile` read.
#include "fuzz_support.h"

#include "core/calibration/bench_import.h"
#include "core/calibration/profile.h"
#include "core/inputs.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace capstan;
    const std::string_view text = fuzz::as_text(data, size);
    (void)calibration::import_measured_points(text, "bench.json", calibration::BenchContext());
    const Expected<calibration::CalibrationProfile> profile = calibration::profile_from_json(text, "profile.json");
    if (profile) {
        Scenario scenario = default_scenario();
        const Status applied = calibration::apply_profile(scenario, *profile);
        fuzz::require(bool(applied), "an accepted profile applies");
        const Expected<calibration::CalibrationProfile> again =
            calibration::profile_from_json(calibration::profile_to_json(*profile), "rewritten.json");
        fuzz::require(bool(again), "a written profile reads back");
    }
    return 0;
}
