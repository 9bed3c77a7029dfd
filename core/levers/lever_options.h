#pragma once

#include "core/expected.h"
#include "core/option_table.h"
#include "core/scenario.h"
#include "core/levers/batch_jobs.h"
#include "core/levers/cuda_graphs.h"
#include "core/levers/power.h"
#include "core/levers/speculative.h"

#include "core/levers/mfu.h"

#include <string>
#include <string_view>
#include <vector>

namespace capstan::levers {

// The lever inputs a Scenario does not carry, with their documented defaults (each header says
// where a default comes from). power.gpu_w 0 = the scenario GPU's board power.
struct LeverOptions final {
    int narrow_bits = 8;                 // quantization: bf16 against this
    SpeculativeInputs speculative;
    GraphInputs graphs;
    PowerInputs power{1e6, 0, 575, 1.3};
    TokenizeJob tokenize;
    double constrained_overhead = 0.10;  // grammar-mask cost per decode step, share of the step
    MeasuredStep measured;               // the engineer's measurement for MFU / MBU (0 = none)
};

// The report's options from the scenario where the two overlap (Scenario::Levers): the draft's
// acceptance and cost, and k when the scenario speculates (k = 0 there: the report still shows
// what the default k = 4 would do); the grammar's overhead when the scenario has one (else the
// report's 10%); the kernel launch cost. `--set levers.KEY=` then refines the rest.
[[nodiscard]] LeverOptions lever_options_for(const Scenario& scenario);

// One `--set levers.KEY=VALUE` input.
using LeverOptionSpec = OptionSpec<LeverOptions>;

[[nodiscard]] const std::vector<LeverOptionSpec>& lever_option_specs();

// Range-checked; on error the options are unchanged and the message names key, value, range.
[[nodiscard]] Status set_lever_option(LeverOptions& options, std::string_view key, std::string_view value);

[[nodiscard]] std::string lever_options_help();

} // namespace capstan::levers
