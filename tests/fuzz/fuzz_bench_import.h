#pragma once

// What every benchmark-importer fuzz target checks: either the whole file imports, with every
// figure finite and every run's lengths in the inputs' range, or nothing does and the error
// names the file.
#include "fuzz_support.h"

#include "core/calibration/bench_import.h"

#include <cmath>
#include <string_view>

namespace capstan::fuzz {

using Importer = Expected<calibration::BenchImport> (*)(std::string_view text, std::string_view source,
                                                         const calibration::BenchContext& context);

inline int fuzz_importer(Importer import, const std::uint8_t* data, std::size_t size)
{
    const calibration::BenchContext context;
    const Expected<calibration::BenchImport> imported = import(as_text(data, size), "bench.json", context);
    if (!imported) {
        require(imported.error().message().rfind("bench.json", 0) == 0, "an error names the file");
        return 0;
    }
    require(!imported->points.empty(), "an accepted file has figures");
    for (const MeasuredPoint& p : imported->points) {
        require(std::isfinite(p.value) && std::isfinite(p.load), "figures are finite");
        require(p.isl >= 1 && p.isl <= 1048576 && p.osl >= 1 && p.osl <= 1048576, "lengths in range");
    }
    return 0;
}

} // namespace capstan::fuzz
