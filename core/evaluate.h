#pragma once

#include "expected.h"
#include "knee.h"
#include "memory.h"
#include "money.h"
#include "roofline.h"
#include "scenario.h"
#include "sizing.h"
#include "traffic.h"

#include <vector>

namespace capstan {

inline constexpr int kKneeMinPoints = 64;

// Everything one analytic evaluation reports (SPEC 2.2-2.7, §5).
struct Result final {
    MemoryPlan memory;
    double single_user_tok_s = 0;     // pure decode at batch 1, mean context
    std::vector<KneePoint> curve;     // batch 1 .. the batch cap
    double ridge_batch = 0;
    int batch_cap = 0;                // min(sustained seats, max_batch), or the fixed batch
    StepTime prefill;                 // one request's uncached prompt, alone on the replica
    double prefill_uncached_tokens = 0;
    OperatingPoint operating;         // the largest batch meeting the SLO
    double max_output_tok_s = 0;      // offline saturation, whole replica (or at the fixed batch)
    Traffic traffic;
    Sizing sizing;
    Money money;
};

// Cross-field checks the per-field ranges cannot make: TP must divide the heads; the weights
// must leave room for one full sequence on tp GPUs (else the error says how many GPUs the
// weights alone need); a fixed batch must fit in memory.
Status check_feasible(const Scenario& scenario);

Expected<Result> evaluate(const Scenario& scenario);

// The smallest tensor-parallel size (a power of two dividing the heads, up to 64) at which
// the scenario is feasible; 0 when none is.
int smallest_feasible_tp(Scenario scenario);

} // namespace capstan
