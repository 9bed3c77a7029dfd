#include "core/levers/quantization.h"

#include "core/evaluate.h"
#include "core/knee.h"
#include "core/memory.h"

#include <algorithm>
#include <string>

namespace capstan::levers {
namespace {

struct Precision final {
    Scenario scenario;
    MemoryPlan memory;
    int batch_cap = 0;
    int batch = 0;     // at the SLO
};

Expected<Precision> at_bits(Scenario s, int bits)
{
    if (bits != 16 && bits != 8 && bits != 4)
        return Error{"model.weight_bits", std::to_string(bits), "16, 8, 4 bits", "out of range"};
    s.model.weight_bits = bits;
    s.deploy.batch = 0;
    if (Status feasible = check_feasible(s); !feasible) {
        Error error = feasible.error();
        error.detail = "at " + std::to_string(bits) + "-bit weights: " + error.detail;
        return error;
    }
    Precision p;
    p.memory = plan_memory(s);
    p.batch_cap = std::max(1, std::min(p.memory.sustained_seats, s.deploy.max_batch));
    const BatchLimit cap_reason = p.memory.sustained_seats < s.deploy.max_batch ? BatchLimit::Memory : BatchLimit::MaxBatch;
    p.batch = operating_point(Roofline(s), p.batch_cap, cap_reason, s.slo.tpot_ms, s.slo.ttft_ms).point.batch;
    p.scenario = std::move(s);
    return p;
}

double tok_s(const StepTime& step, int batch)
{
    return batch / step.total_s;
}

} // namespace

Expected<QuantizationGain> quantization_gain(Scenario s, int wide_bits, int narrow_bits)
{
    if (narrow_bits >= wide_bits)
        return Error{"levers.narrow_bits", std::to_string(narrow_bits), "fewer than " + std::to_string(wide_bits) + " bits",
                     "the narrow precision must be narrower"};
    Expected<Precision> wide = at_bits(s, wide_bits);
    if (!wide)
        return wide.error();
    Expected<Precision> narrow = at_bits(s, narrow_bits);
    if (!narrow)
        return narrow.error();
    const Roofline wide_roof(wide->scenario);
    const Roofline narrow_roof(narrow->scenario);
    const GpuSpec& gpu = s.gpu.spec;

    QuantizationGain g;
    g.wide_bits = wide_bits;
    g.narrow_bits = narrow_bits;
    g.wide_weight_bytes_per_gpu = wide->memory.weights_bytes_per_gpu;
    g.narrow_weight_bytes_per_gpu = narrow->memory.weights_bytes_per_gpu;
    g.wide_peak_flops = effective_gemm_flops(gpu, wide_bits, 1.0, 1.0);
    g.narrow_peak_flops = effective_gemm_flops(gpu, narrow_bits, 1.0, 1.0);
    g.wide_gemm_flops = wide_roof.effective_gemm_flops();
    g.narrow_gemm_flops = narrow_roof.effective_gemm_flops();
    g.wide_batch = wide->batch;
    g.narrow_batch = narrow->batch;
    g.wide_cap = wide->batch_cap;
    g.narrow_cap = narrow->batch_cap;
    g.wide_tok_s = tok_s(wide_roof.mixed_step(g.wide_batch), g.wide_batch);
    g.narrow_fixed_tok_s = tok_s(narrow_roof.mixed_step(g.wide_batch), g.wide_batch);
    g.narrow_freed_tok_s = tok_s(narrow_roof.mixed_step(g.narrow_batch), g.narrow_batch);
    g.fixed_batch_gain = g.narrow_fixed_tok_s / g.wide_tok_s;
    g.freed_memory_gain = g.narrow_freed_tok_s / g.wide_tok_s;
    g.cap_gain = tok_s(narrow_roof.mixed_step(g.narrow_cap), g.narrow_cap) /
                 tok_s(wide_roof.mixed_step(g.wide_cap), g.wide_cap);

    std::vector<int> batches;
    for (int b : {1, 8, 32, 64, 128})
        if (b < std::max(g.wide_cap, g.narrow_cap))
            batches.push_back(b);
    for (int b : {g.wide_batch, g.narrow_batch, g.wide_cap, g.narrow_cap})
        batches.push_back(b);
    std::sort(batches.begin(), batches.end());
    batches.erase(std::unique(batches.begin(), batches.end()), batches.end());
    for (int b : batches) {
        QuantRow row;
        row.batch = b;
        row.wide = wide_roof.mixed_step(b);
        row.narrow = narrow_roof.mixed_step(b);
        row.speedup = row.wide.total_s / row.narrow.total_s;
        g.table.push_back(row);
    }
    return g;
}

} // namespace capstan::levers
