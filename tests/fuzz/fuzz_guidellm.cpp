// libFuzzer target: import_guidellm (the checks every importer target shares: fuzz_bench_import.h).
#include "fuzz_bench_import.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    return capstan::fuzz::fuzz_importer(capstan::calibration::import_guidellm, data, size);
}
