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
    // Model bandwidth utilization: bytes a step must read (every weight once, every running
    // sequence's KV at the mean context) over step time x peak bandwidth of the TP group.
    double bytes_per_step = 0;
    double mbu = 0;
    // From the engineer's own measurement (0 = none given): the step time measured, or derived
    // from a measured output tokens/s per replica at the operating batch (batch / tok/s).
    double measured_step_ms = 0;
    double measured_mfu = 0;
    double measured_mbu = 0;
};

// What the engineer measured on the deployment at the operating batch: a decode step time, or
// a replica's output tokens/s (one of the two; 0 = not measured).
struct MeasuredStep final {
    double step_ms = 0;
    double output_tok_s = 0;
};

// At the scenario's operating point (the largest batch meeting the SLO).
// A measurement, when given, gives MFU and MBU next to the model's own.
[[nodiscard]] Expected<MfuFigures> mfu_at_operating_point(const Scenario& scenario, const MeasuredStep& measured = {});

} // namespace capstan::levers
