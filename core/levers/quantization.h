#pragma once

#include "core/expected.h"
#include "core/roofline.h"
#include "core/scenario.h"

#include <vector>

namespace capstan::levers {

// One row of the step-time table: the same batch at both precisions (the knee's step:
// continuous batching with prefill sharing the step, as `capstan-cli eval` reports it).
struct QuantRow final {
    int batch = 0;
    StepTime wide;        // e.g. bf16 weights
    StepTime narrow;      // e.g. fp8 weights
    double speedup = 0;   // wide.total_s / narrow.total_s
};

// What narrower weights buy (SPEC 2.10; seed: "fp8 halves the bytes per decode step and doubles
// the compute peak, but the all-reduces and launch overhead do not shrink, so the measured gain
// is 1.5x at a fixed batch and about 2x once the freed memory raises the batch").
struct QuantizationGain final {
    int wide_bits = 16;
    int narrow_bits = 8;
    double wide_weight_bytes_per_gpu = 0;
    double narrow_weight_bytes_per_gpu = 0;
    double wide_peak_flops = 0;        // datasheet, per GPU, at the precision the GEMMs run at
    double narrow_peak_flops = 0;
    double wide_gemm_flops = 0;        // effective (x the efficiencies), per GPU
    double narrow_gemm_flops = 0;
    // The batch each precision runs at: the largest meeting the SLO up to its memory-capped
    // batch (core operating_point). Narrow weights free memory, so narrow_batch >= wide_batch.
    int wide_batch = 0;
    int narrow_batch = 0;
    int wide_cap = 0;                  // the memory-capped batches (min(seats, deploy.max_batch))
    int narrow_cap = 0;
    double wide_tok_s = 0;             // replica output tok/s at wide_batch
    double narrow_fixed_tok_s = 0;     // narrow weights, still at wide_batch
    double narrow_freed_tok_s = 0;     // narrow weights at narrow_batch
    double fixed_batch_gain = 0;       // narrow_fixed_tok_s / wide_tok_s
    double freed_memory_gain = 0;      // narrow_freed_tok_s / wide_tok_s: the batch raised, SLO held
    double cap_gain = 0;               // the same at the two memory caps, SLO ignored
    std::vector<QuantRow> table;       // batches 1, 8, 32, 64, 128 (below the caps), both batches, both caps
};

// The scenario's model, GPU and TP at wide_bits and at narrow_bits (KV precision unchanged;
// deploy.batch ignored: the lever is about where the batch can go). Errors when either
// precision does not fit on deploy.tp GPUs.
[[nodiscard]] Expected<QuantizationGain> quantization_gain(Scenario scenario, int wide_bits = 16,
                                                           int narrow_bits = 8);

} // namespace capstan::levers
