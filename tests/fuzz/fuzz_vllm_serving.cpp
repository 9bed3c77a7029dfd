// libFuzzer target: import_vllm_serving (the checks every importer target shares: fuzz_bench_import.h).
#include "fuzz_bench_import.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    return capstan::fuzz::fuzz_importer(capstan::calibration::import_vllm_serving, data, size);
}
