#include "commands.h"
#include "options.h"

#include "core/inputs.h"
#include "core/levers/claim.h"
#include "core/levers/levers_json.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <cmath>
#include <cstdio>
#include <string>
#include <system_error>

namespace capstan::cli {

namespace {

constexpr const char* kUsage =
    "usage: capstan-cli check-claim --claim-tok-s N [--kind output|input] [SCENARIO.json|-] [--set PATH=VALUE]... [--json]\n\n"
    "Says whether a published tokens/s figure is possible for the scenario's model, weight precision,\n"
    "GPU and TP group (SPEC 2.10). Output tokens face two bounds: bandwidth (the memory-capped batch\n"
    "reading weights and KV at datasheet bandwidth, no overheads) and compute (datasheet peak at the\n"
    "weights' precision x TP / (2 x active params per token)). Input (prefill) tokens face compute alone.\n"
    "When the weights do not fit on deploy.tp GPUs, the bandwidth bound is taken at the smallest TP that\n"
    "fits and prorated per GPU.\n\n"
    "Outputs (--json): possible [bool], max_tok_s [tokens/s], bound [bandwidth|compute],\n"
    "bandwidth_bound_tok_s [tokens/s; null for input], compute_bound_tok_s [tokens/s], miss_ratio [claim / max],\n"
    "miss_tok_s [tokens/s], beyond_compute_bound [bool], gpus, memory_batch [sequences], bandwidth_tp,\n"
    "peak_flops [FLOP/s].\n\n";

std::string fmt(const char* format, double value)
{
    char text[64];
    std::snprintf(text, sizeof text, format, value);
    return text;
}

Expected<double> parse_claim(const std::string& text)
{
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || end != text.data() + text.size() || !std::isfinite(value))
        return Error{"--claim-tok-s", text, "> 0 .. 1e12 tokens/s", "not a number"};
    return value;
}

std::string summary(const Scenario& s, const levers::ClaimCheck& c)
{
    std::string t = "Claim     " + fmt("%.0f", c.claim_tok_s) + " " + std::string(to_string(c.kind)) + " tok/s on " +
                    std::to_string(c.gpus) + " x " + s.gpu.spec.name + " (" + s.model.spec.name + ", " +
                    std::to_string(s.model.weight_bits) + "-bit weights)\n";
    t += "Verdict   " + std::string(c.possible ? "possible" : "IMPOSSIBLE") + ": " + fmt("%.2fx", c.miss_ratio) +
         " the " + std::string(to_string(c.bound)) + " bound of " + fmt("%.0f tok/s", c.max_tok_s) +
         (c.beyond_compute_bound ? "; it exceeds the compute peak itself" : "") + "\n";
    if (c.has_bandwidth_bound)
        t += "Bandwidth " + fmt("%.0f tok/s", c.bandwidth_bound_tok_s) + " at the memory-capped batch " +
             std::to_string(c.memory_batch) + fmt(", datasheet %.2f TB/s", s.gpu.spec.bw_bytes_s / 1e12) +
             (c.bandwidth_tp != c.gpus ? " (weights fit from TP " + std::to_string(c.bandwidth_tp) + "; prorated per GPU)" : "") + "\n";
    else
        t += "Bandwidth not a bound for input tokens: prefill reads the weights once per chunk of many tokens\n";
    t += "Compute   " + fmt("%.0f tok/s", c.compute_bound_tok_s) + " = " + fmt("%.0f TFLOP/s", c.peak_flops / 1e12) +
         " / (2 x " + fmt("%.4g", s.model.spec.params_active) + " active params)\n";
    return t;
}

} // namespace

Expected<std::string> cmd_check_claim(const std::vector<std::string>& args, std::istream& in)
{
    Expected<CommonOptions> options = parse_common(args, {"--claim-tok-s", "--kind"});
    if (!options)
        return options.error();
    if (options->help)
        return std::string(kUsage) + inputs_help();
    Expected<std::optional<std::string>> claim_text = take_option(options->rest, "--claim-tok-s");
    if (!claim_text)
        return claim_text.error();
    Expected<std::optional<std::string>> kind_text = take_option(options->rest, "--kind");
    if (!kind_text)
        return kind_text.error();
    if (Status rest = expect_empty(options->rest); !rest)
        return rest.error();
    if (!claim_text->has_value())
        return Error{"--claim-tok-s", "(missing)", "> 0 .. 1e12 tokens/s", "required"};
    Expected<double> claim = parse_claim(**claim_text);
    if (!claim)
        return claim.error();
    const std::optional<levers::ClaimKind> kind =
        kind_text->has_value() ? levers::claim_kind_from(**kind_text) : levers::ClaimKind::Output;
    if (!kind)
        return Error{"--kind", **kind_text, "output, input", "unknown kind"};

    Expected<Scenario> scenario = build_scenario(*options, in);
    if (!scenario)
        return scenario.error();
    Expected<levers::ClaimCheck> check = levers::check_claim(*scenario, *claim, *kind);
    if (!check)
        return check.error();
    if (options->json)
        return levers::claim_json(*check).dump(2) + "\n";
    return summary(*scenario, *check);
}

} // namespace capstan::cli
