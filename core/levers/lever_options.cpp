#include "core/levers/lever_options.h"

#include "core/option_table.h"
#include "core/speculation.h"

namespace capstan::levers {
namespace {

#define CAPSTAN_LEVER(expr, scale) \
    [](LeverOptions& o, double v) { o.expr = static_cast<decltype(o.expr)>(v * (scale)); }

std::vector<LeverOptionSpec> make_specs()
{
    return {
        {"levers.narrow_bits", 4, 8, true, "bits", "Quantization: the narrow weight precision compared with bf16 (8 or 4).",
         CAPSTAN_LEVER(narrow_bits, 1)},
        {"levers.spec_acceptance", 0, 1, false, "share", "Speculative decoding: chance the target accepts a drafted token.",
         CAPSTAN_LEVER(speculative.acceptance, 1)},
        {"levers.spec_draft_tokens", 1, 32, true, "tokens", "Speculative decoding: tokens drafted per step (k).",
         CAPSTAN_LEVER(speculative.draft_tokens, 1)},
        {"levers.spec_draft_cost", 0, 1, false, "share", "Speculative decoding: one draft step as a share of a target step.",
         CAPSTAN_LEVER(speculative.draft_cost, 1)},
        {"levers.graph_kernels_per_layer", 1, 1000, true, "kernels", "CUDA graphs: kernel launches per layer without graphs.",
         CAPSTAN_LEVER(graphs.kernels_per_layer, 1)},
        {"levers.graph_launch_us", 0, 1000, false, "us", "CUDA graphs: host cost of one kernel launch.",
         CAPSTAN_LEVER(graphs.launch_us, 1)},
        {"levers.graph_replay_us", 0, 10000, false, "us", "CUDA graphs: cost of one graph replay per step.",
         CAPSTAN_LEVER(graphs.graph_replay_us, 1)},
        {"levers.power_envelope_mw", 0.001, 1000, false, "MW", "Power envelope at the wall.",
         CAPSTAN_LEVER(power.envelope_w, 1e6)},
        {"levers.gpu_w", 0, 1e5, false, "W", "Board power per GPU; 0 = the GPU catalog's.", CAPSTAN_LEVER(power.gpu_w, 1)},
        {"levers.host_w_per_gpu", 0, 1e5, false, "W", "Host power per GPU: CPUs, memory, NICs, fans, switches.",
         CAPSTAN_LEVER(power.host_w_per_gpu, 1)},
        {"levers.pue", 1, 5, false, "ratio", "Power usage effectiveness: facility W / IT W.", CAPSTAN_LEVER(power.pue, 1)},
        {"levers.corpus_tb", 1e-6, 1e6, false, "TB", "Batch job: raw text to tokenize (1 TB = 1e12 B).",
         CAPSTAN_LEVER(tokenize.corpus_bytes, 1e12)},
        {"levers.tokenizer_mb_s_per_core", 1e-3, 1e4, false, "MB/s", "Batch job: tokenizer throughput per core.",
         CAPSTAN_LEVER(tokenize.bytes_per_s_per_core, 1e6)},
        {"levers.cores", 1, 1e8, true, "cores", "Batch job: cores the tokenizer runs on.", CAPSTAN_LEVER(tokenize.cores, 1)},
        {"levers.constrained_overhead", 0, 10, false, "share", "Constrained decoding: grammar-mask cost per decode step.",
         CAPSTAN_LEVER(constrained_overhead, 1)},
        {"levers.measured_step_ms", 0, 1e5, false, "ms",
         "MFU/MBU: a decode step measured at the operating batch; 0 = not measured.", CAPSTAN_LEVER(measured.step_ms, 1)},
        {"levers.measured_tok_s", 0, 1e9, false, "tokens/s",
         "MFU/MBU: a replica's output tokens/s measured at the operating batch; 0 = not measured.",
         CAPSTAN_LEVER(measured.output_tok_s, 1)},
    };
}

#undef CAPSTAN_LEVER

} // namespace

LeverOptions lever_options_for(const Scenario& s)
{
    LeverOptions o;
    o.speculative.acceptance = s.levers.spec_acceptance;
    o.speculative.draft_cost = draft_step_share(s);   // derived when levers.spec_draft names a draft model
    if (s.levers.spec_k > 0)
        o.speculative.draft_tokens = s.levers.spec_k;
    if (s.levers.constrained_overhead > 0)
        o.constrained_overhead = s.levers.constrained_overhead;
    o.graphs.launch_us = s.levers.graph_launch_us;
    if (s.levers.power_envelope_mw > 0)
        o.power.envelope_w = s.levers.power_envelope_mw * 1e6;
    o.power.host_w_per_gpu = s.levers.host_w_per_gpu;
    o.power.pue = s.levers.pue;
    return o;
}

const std::vector<LeverOptionSpec>& lever_option_specs()
{
    static const std::vector<LeverOptionSpec> specs = make_specs();
    return specs;
}

Status set_lever_option(LeverOptions& options, std::string_view key, std::string_view value)
{
    LeverOptions changed = options;
    if (Status set = set_option(lever_option_specs(), changed, key, value, "lever input"); !set)
        return set.error();
    if (key == "levers.narrow_bits" && changed.narrow_bits != 8 && changed.narrow_bits != 4)
        return Error{std::string(key), std::string(value), "8, 4 bits", "out of range"};
    if (changed.measured.step_ms > 0 && changed.measured.output_tok_s > 0)
        return Error{std::string(key), std::string(value),
                     "one of levers.measured_step_ms and levers.measured_tok_s (the other 0)",
                     "two measurements of one step"};
    options = changed;
    return Ok{};
}

std::string lever_options_help()
{
    return options_help(lever_option_specs(), "Lever inputs (--set levers.KEY=VALUE):");
}

} // namespace capstan::levers
