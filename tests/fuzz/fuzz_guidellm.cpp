// libFuzzer target: import_guidellm. Either the whole file imports, with every figure finite and
// every run's lengths in the inputs' range, or nothing does and the error says where.
#include "fuzz_support.h"

#include "core/calibration/bench_import.h"

#include <cmath>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace capstan;
    const calibration::BenchContext context;
    const Expected<calibration::BenchImport> imported =
        calibration::import_guidellm(fuzz::as_text(data, size), "bench.json", context);
    if (!imported) {
        fuzz::require(imported.error().message().rfind("bench.json", 0) == 0, "an error names the file");
        return 0;
    }
    fuzz::require(!imported->points.empty(), "an accepted file has figures");
    for (const MeasuredPoint& p : imported->points) {
        fuzz::require(std::isfinite(p.value) && std::isfinite(p.load), "figures are finite");
        fuzz::require(p.isl >= 1 && p.isl <= 1048576 && p.osl >= 1 && p.osl <= 1048576, "lengths in range");
    }
    return 0;
}
