// libFuzzer target: the GPU catalog parser (parse_gpu_catalog). An accepted entry must pass the
// same validation a hand-defined GPU gets.
#include "fuzz_support.h"

#include "core/catalog.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace capstan;
    const Expected<std::vector<GpuSpec>> gpus = parse_gpu_catalog(fuzz::as_text(data, size), "gpus.json");
    if (!gpus)
        return 0;
    for (const GpuSpec& gpu : *gpus)
        fuzz::require(bool(validate_gpu(gpu, "gpu")), "an accepted GPU validates");
    return 0;
}
