#pragma once

#include "core/expected.h"
#include "core/scenario.h"

namespace capstan::levers {

// Model FLOPs utilization (SPEC 2.10; seed: "the one utilization number that cannot be gamed by
// recompute: model FLOPs over hardware peak, derived from a step time"):
//   MFU = model FLOPs per step / (step time x peak FLOP/s of the GPUs that ran it).
[[nodiscard]] double mfu(double model_flops_per_step, double step_s, double peak_flops);

struct MfuFigures final {
    int batch = 0;                   // the operating point's
    double tokens_per_step = 0;      // decode tokens + the prefill tokens that keep the batch flowing
    double model_flops_per_step = 0; // 2 x active params x tokens (attention left out: model FLOPs)
    double step_ms = 0;
    double peak_flops = 0;           // datasheet, TP group, at the precision the GEMMs run at
    double mfu = 0;
    double peak_flops_bf16 = 0;      // the same against the bf16 peak (the usual denominator)
    double mfu_bf16 = 0;
};

// At the scenario's operating point (the largest batch meeting the SLO).
[[nodiscard]] Expected<MfuFigures> mfu_at_operating_point(const Scenario& scenario);

} // namespace capstan::levers
