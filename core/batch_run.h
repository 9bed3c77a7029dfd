#pragma once

#include "roofline.h"

namespace capstan {

// A fixed batch run from start to finish, the way static batching and latency benchmarks run
// it: every prompt prefilled in one pass, then OSL decode steps with the batch's context
// growing one token per step. A static batch finishes when its longest request does.
struct BatchRun final {
    double prefill_s = 0;
    double decode_s = 0;
    double total_s = 0;
    double output_tok_s = 0;   // batch x OSL / total, whole replica
};

BatchRun run_fixed_batch(const Roofline& roofline, int batch, int isl, int osl);

} // namespace capstan
