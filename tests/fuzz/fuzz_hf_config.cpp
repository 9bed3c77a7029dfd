// libFuzzer target: Hugging Face config.json import (model_from_hf_config).
#include "fuzz_support.h"

#include "core/catalog.h"
#include "core/hf_config.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace capstan;
    const Expected<ModelSpec> model = model_from_hf_config(fuzz::as_text(data, size), "custom", "config.json");
    if (model)
        fuzz::require(bool(validate_model(*model, "custom")), "an imported model validates");
    return 0;
}
