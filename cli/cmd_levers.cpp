#include "commands.h"
#include "options.h"

#include "core/inputs.h"

#include "core/levers/lever_options.h"
#include "core/levers/levers_json.h"
#include "core/levers/levers_report.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <string>

namespace capstan::cli {

namespace {

constexpr const char* kUsage =
    "usage: capstan-cli levers [SCENARIO.json|-] [--set PATH=VALUE]... [--json]\n\n"
    "The levers of SPEC 2.10 on the scenario: quantization (bf16 against 8-bit weights, at the bf16 batch\n"
    "and at the batch the freed memory allows, with the step-time table), speculative decoding (the gain\n"
    "against batch and the batch where it turns negative), CUDA graphs (launch overhead as a share of the\n"
    "step against batch), the power envelope (GPUs per MW), MFU at the operating point, and the batch-job\n"
    "arithmetic (tokenizer core-days, constrained decoding's throughput cost).\n\n"
    "Outputs (--json): quantization.{fixed_batch_gain, freed_memory_gain, wide_batch, narrow_batch, table[]},\n"
    "speculative.{tokens_per_step, low_batch_limit, break_even_batch, curve[]}, cuda_graphs.{launches_ms,\n"
    "share_at_batch_1, share_at_cap, curve[]}, power.{gpus, gpus_per_mw, wall_w_per_gpu, *_share},\n"
    "mfu.{mfu, mfu_bf16, model_flops_per_step, step_ms, bytes_per_step, mbu, measured_step_ms, measured_mfu,\n"
    "measured_mbu [from --set levers.measured_step_ms= or levers.measured_tok_s=; 0 when not measured]},\n"
    "batch_jobs.{tokenize.{core_days, wall_hours}, constrained_decoding.{operating_tok_s, constrained_tok_s}}.\n\n";

std::string fmt(const char* format, double value)
{
    char text[64];
    std::snprintf(text, sizeof text, format, value);
    return text;
}

std::string quantization_text(const levers::LeversReport& r)
{
    if (!r.quantization)
        return "Quantize  not comparable: " + (r.quantization_error ? r.quantization_error->message() : std::string()) + "\n";
    const levers::QuantizationGain& q = *r.quantization;
    std::string t = "Quantize  " + std::to_string(q.wide_bits) + " -> " + std::to_string(q.narrow_bits) + "-bit weights: " +
                    fmt("%.2fx", q.fixed_batch_gain) + " at the " + std::to_string(q.wide_bits) + "-bit batch " +
                    std::to_string(q.wide_batch) + ", " + fmt("%.2fx", q.freed_memory_gain) + " once the freed memory raises it to " +
                    std::to_string(q.narrow_batch) + " (SLO held; " + fmt("%.2fx", q.cap_gain) + " at the memory caps " +
                    std::to_string(q.wide_cap) + " and " + std::to_string(q.narrow_cap) + ")\n";
    t += "          batch   wide ms (gemm mem/cmp, attn, allreduce, overhead)   narrow ms (same)   speedup\n";
    for (const levers::QuantRow& row : q.table) {
        auto parts = [](const StepTime& s) {
            return fmt("%7.2f", s.total_s * 1e3) + " (" + fmt("%.2f", s.gemm_memory_s * 1e3) + "/" + fmt("%.2f", s.gemm_compute_s * 1e3) +
                   ", " + fmt("%.2f", std::max(s.attention_memory_s, s.attention_compute_s) * 1e3) + ", " +
                   fmt("%.2f", s.allreduce_s * 1e3) + ", " + fmt("%.2f", s.overhead_s * 1e3) + ")";
        };
        t += "          " + fmt("%5.0f", row.batch) + "  " + parts(row.wide) + "   " + parts(row.narrow) + "  " + fmt("%.2fx", row.speedup) + "\n";
    }
    return t;
}

std::string summary(const levers::LeversReport& r)
{
    std::string t = quantization_text(r);
    const levers::SpeculativeGain& g = r.speculative;
    t += "Speculate a = " + fmt("%.2f", r.options.speculative.acceptance) + ", k = " + std::to_string(r.options.speculative.draft_tokens) +
         ", draft " + fmt("%.0f%%", 100 * r.options.speculative.draft_cost) + " of a step: " + fmt("%.2f tokens/step", g.tokens_per_step) +
         ", " + fmt("%.2fx", g.low_batch_limit) + " ceiling at low batch; gain turns negative at batch " +
         (g.break_even_batch > 0 ? std::to_string(g.break_even_batch) : std::string("(never up to 65536)")) +
         (g.break_even_batch > 0 && !g.break_even_within_cap ? " (beyond the memory cap " + std::to_string(g.batch_cap) + ")" : "") + "\n";
    t += "          ";
    for (const levers::SpeculativePoint& p : g.curve)
        t += "B" + std::to_string(p.batch) + " " + fmt("%.2fx", p.speedup) + "  ";
    t += "\n";
    t += "Graphs    launches " + fmt("%.2f ms/step", r.graphs.launches_ms) + " without graphs: " +
         fmt("%.0f%%", 100 * r.graphs.curve.front().launch_share) + " of the step at batch 1, " +
         fmt("%.0f%%", 100 * r.graphs.curve.back().launch_share) + " at batch " + std::to_string(r.graphs.curve.back().batch) + "\n";
    t += "Power     " + std::to_string(r.power.gpus) + " GPUs in " + fmt("%.3g MW", r.options.power.envelope_w / 1e6) + " at " +
         fmt("%.0f W", r.power.wall_w_per_gpu) + " per GPU at the wall (" + fmt("%.0f W board + ", r.options.power.gpu_w) +
         fmt("%.0f W host", r.options.power.host_w_per_gpu) + fmt(") x PUE %.2f", r.options.power.pue) + "\n";
    t += "MFU       " + fmt("%.1f%%", 100 * r.mfu.mfu) + " of the " + fmt("%.0f TFLOP/s", r.mfu.peak_flops / 1e12) + " peak (" +
         fmt("%.1f%% of bf16", 100 * r.mfu.mfu_bf16) + ") at batch " + std::to_string(r.mfu.batch) + ", " + fmt("%.1f ms", r.mfu.step_ms) + " steps\n";
    t += "MBU       " + fmt("%.1f%%", 100 * r.mfu.mbu) + " of peak bandwidth (" + fmt("%.1f GB", r.mfu.bytes_per_step / 1e9) +
         " read a step: weights once, the batch's KV)\n";
    if (r.mfu.measured_step_ms > 0)
        t += "Measured  " + fmt("%.2f ms", r.mfu.measured_step_ms) + " a step (model " + fmt("%.2f ms", r.mfu.step_ms) + "): MFU " +
             fmt("%.1f%%", 100 * r.mfu.measured_mfu) + ", MBU " + fmt("%.1f%%", 100 * r.mfu.measured_mbu) + "\n";
    t += "Tokenize  " + fmt("%.4g TB", r.options.tokenize.corpus_bytes / 1e12) + " at " +
         fmt("%.3g MB/s/core", r.options.tokenize.bytes_per_s_per_core / 1e6) + ": " + fmt("%.0f core-days", r.tokenize.core_days) + ", " +
         fmt("%.1f h", r.tokenize.wall_hours) + " on " + std::to_string(r.options.tokenize.cores) + " cores\n";
    t += "Grammar   constrained decoding at " + fmt("%.0f%%", 100 * r.options.constrained_overhead) + " per step: " +
         fmt("%.0f", r.operating_tok_s) + " -> " + fmt("%.0f output tok/s", r.constrained_tok_s) + " per replica\n";
    return t;
}

} // namespace

Expected<std::string> cmd_levers(const std::vector<std::string>& args, std::istream& in)
{
    Expected<CommonOptions> options = parse_common(args);
    if (!options)
        return options.error();
    if (options->help)
        return std::string(kUsage) + levers::lever_options_help() + "\n" + inputs_help();
    // A lever the scenario carries (an input of the model, e.g. levers.spec_acceptance) goes to
    // the scenario, checked first against the lever table where that has it too (the same
    // message); the report's options start from the scenario's. The rest are the report's own.
    std::vector<std::pair<std::string, std::string>> scenario_sets;
    std::vector<std::pair<std::string, std::string>> lever_sets;
    for (const auto& [path, value] : options->sets) {
        if (path.rfind("levers.", 0) != 0) {
            scenario_sets.emplace_back(path, value);
        } else if (find_input(path)) {
            levers::LeverOptions scratch;
            const bool in_lever_table = std::any_of(levers::lever_option_specs().begin(), levers::lever_option_specs().end(),
                                                    [&](const levers::LeverOptionSpec& spec) { return spec.key == path; });
            if (in_lever_table)
                if (Status set = levers::set_lever_option(scratch, path, value); !set)
                    return set.error();
            scenario_sets.emplace_back(path, value);
        } else {
            lever_sets.emplace_back(path, value);
        }
    }
    options->sets = std::move(scenario_sets);
    if (Status rest = expect_empty(options->rest); !rest)
        return rest.error();
    Expected<Scenario> scenario = build_scenario(*options, in);
    if (!scenario)
        return scenario.error();
    levers::LeverOptions lever_options = levers::lever_options_for(*scenario);
    for (const auto& [path, value] : lever_sets)
        if (Status set = levers::set_lever_option(lever_options, path, value); !set)
            return set.error();
    Expected<levers::LeversReport> report = levers::run_levers(*scenario, lever_options);
    if (!report)
        return report.error();
    if (options->json)
        return levers::levers_json(*report).dump(2) + "\n";
    return summary(*report);
}

} // namespace capstan::cli
