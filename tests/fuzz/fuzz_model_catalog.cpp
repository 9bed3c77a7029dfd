// libFuzzer target: the model catalog parser (parse_model_catalog). An accepted entry must pass
// the same validation a hand-defined model gets.
#include "fuzz_support.h"

#include "core/catalog.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace capstan;
    const Expected<std::vector<ModelSpec>> models = parse_model_catalog(fuzz::as_text(data, size), "models.json");
    if (!models)
        return 0;
    for (const ModelSpec& model : *models)
        fuzz::require(bool(validate_model(model, "model")), "an accepted model validates");
    return 0;
}
