#include "core/levers/lever_options.h"

#include "core/fleet/validation.h"

#include <charconv>
#include <cmath>
#include <optional>
#include <sstream>
#include <system_error>

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
    };
}

#undef CAPSTAN_LEVER

std::optional<double> parse(std::string_view text)
{
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || end != text.data() + text.size() || !std::isfinite(value))
        return std::nullopt;
    return value;
}

std::string range_text(const LeverOptionSpec& spec)
{
    return fleet::number_text(spec.min) + " .. " + fleet::number_text(spec.max) + " " + std::string(spec.unit);
}

} // namespace

const std::vector<LeverOptionSpec>& lever_option_specs()
{
    static const std::vector<LeverOptionSpec> specs = make_specs();
    return specs;
}

Status set_lever_option(LeverOptions& options, std::string_view key, std::string_view value)
{
    for (const LeverOptionSpec& spec : lever_option_specs()) {
        if (spec.key != key)
            continue;
        const std::optional<double> number = parse(value);
        if (!number)
            return Error{std::string(key), std::string(value), range_text(spec), "not a number"};
        if (*number < spec.min || *number > spec.max || (spec.integer && *number != std::floor(*number)))
            return Error{std::string(key), std::string(value), range_text(spec) + (spec.integer ? ", whole" : ""),
                         "out of range"};
        if (key == "levers.narrow_bits" && *number != 8 && *number != 4)
            return Error{std::string(key), std::string(value), "8, 4 bits", "out of range"};
        spec.set(options, *number);
        return Ok{};
    }
    std::string keys;
    for (const LeverOptionSpec& spec : lever_option_specs())
        keys += (keys.empty() ? "" : ", ") + std::string(spec.key);
    return Error{std::string(key), std::string(value), "one of: " + keys, "unknown lever input"};
}

std::string lever_options_help()
{
    std::ostringstream text;
    text << "Lever inputs (--set levers.KEY=VALUE):\n";
    for (const LeverOptionSpec& spec : lever_option_specs())
        text << "  " << spec.key << "  [" << range_text(spec) << "]\n      " << spec.help << "\n";
    return text.str();
}

} // namespace capstan::levers
