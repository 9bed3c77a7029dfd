#pragma once

#include "core/expected.h"
#include "core/levers/batch_jobs.h"
#include "core/levers/cuda_graphs.h"
#include "core/levers/lever_options.h"
#include "core/levers/mfu.h"
#include "core/levers/power.h"
#include "core/levers/quantization.h"
#include "core/levers/speculative.h"
#include "core/scenario.h"

#include <optional>

namespace capstan::levers {

// Every lever of SPEC 2.10 for one scenario: what `capstan-cli levers` prints.
struct LeversReport final {
    LeverOptions options;                      // with power.gpu_w resolved
    std::optional<QuantizationGain> quantization;
    std::optional<Error> quantization_error;   // e.g. the bf16 weights do not fit on deploy.tp GPUs
    SpeculativeGain speculative;
    GraphGain graphs;
    PowerBudget power;
    MfuFigures mfu;
    TokenizeTime tokenize;
    double operating_tok_s = 0;                // replica output tok/s at the operating point
    double constrained_tok_s = 0;              // the same under constrained decoding
};

// Fails only on bad lever inputs or an infeasible scenario; quantization that cannot compare
// (a precision that does not fit) is reported in quantization_error instead.
[[nodiscard]] Expected<LeversReport> run_levers(const Scenario& scenario, const LeverOptions& options);

} // namespace capstan::levers
