#pragma once

#include "catalog_types.h"

namespace capstan {

// Parameters counted from a model's architecture fields, for checking a catalog entry against
// its published count and for a config.json import that states none.
struct ParamCount final {
    double total = 0;    // embeddings, every layer, the LM head unless tied, other_params
    double active = 0;   // what one token of text touches: the decoder less the routed experts
                         // it skips (other_params are held, not run)
};

// Embedding vocab x hidden (twice unless tied); per attention layer q/k/v/o (GQA) or the MLA
// projections (DeepSeek-V2 paper, section 2.1), plus q/k/v biases; per linear layer its stated
// mixer parameters; per dense layer a gated FFN of 3 x hidden x ffn; per MoE layer the routed
// experts, the shared experts (3 x hidden x shared_ffn each) and the router (hidden x experts).
// Norms are below 0.01% and not counted.
ParamCount count_params(const ModelSpec& model);

} // namespace capstan
