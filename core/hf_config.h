#pragma once

#include "catalog_types.h"
#include "expected.h"

#include <string_view>

namespace capstan {

// Builds a ModelSpec from a Hugging Face config.json (Llama, Mistral/Mixtral, Qwen2,
// DeepSeek-V2/V3 style keys). Parameter counts are derived from the shapes: embeddings
// (twice when untied), attention projections, gated FFNs, routed and shared experts, MLA
// down/up projections. `id` names the result; `source` names the file in error messages.
Expected<ModelSpec> model_from_hf_config(std::string_view json, std::string_view id,
                                         std::string_view source);

} // namespace capstan
