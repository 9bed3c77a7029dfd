#include "commands.h"
#include "options.h"

#include "core/evaluate.h"
#include "core/result_codec.h"
#include "core/sim/tail_evaluation.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <string>

namespace capstan::cli {

namespace {

std::string fmt(const char* format, double value)
{
    char text[64];
    std::snprintf(text, sizeof text, format, value);
    return text;
}

std::string eval_help()
{
    std::string text = "usage: capstan-cli eval [SCENARIO.json|-] [--set PATH=VALUE]... [--model-config config.json] [--calibration PROFILE.json] [--analytic] [--json]\n\n"
                       "Evaluates the analytic model: memory and seats, the decode knee, prefill, the operating point\n"
                       "under the SLO, offline capacity, traffic, sizing and the monthly bill. With no scenario file\n"
                       "the default scenario is used; --set overrides apply on top (presets first).\n"
                       "The fleet is sized by simulated percentiles: the fewest replicas whose p-th percentile\n"
                       "TTFT and TPOT (slo.percentile) meet the SLO at the peak rate, found by the request-level\n"
                       "simulator (seconds for long answers). --analytic sizes by the analytic model alone.\n\n";
    text += inputs_help();
    text += "\nOutputs (--json; keys nest by their dots):\n";
    for (const OutputDoc& doc : output_docs())
        text += "  " + std::string(doc.key) + "  [" + std::string(doc.unit) + "]  " + std::string(doc.meaning) + "\n";
    return text;
}

std::string summary(const Scenario& s, const Result& r)
{
    const OperatingPoint& op = r.operating;
    std::string t;
    t += "Scenario  " + s.name + "\n";
    t += "Model     " + s.model.spec.name + ", " + std::to_string(s.model.weight_bits) + "-bit weights, " +
         std::to_string(s.model.kv_bits) + "-bit KV, TP " + std::to_string(s.deploy.tp) + " on " + s.gpu.spec.name + "\n";
    t += "Memory    weights " + fmt("%.1f GB/GPU", r.memory.weights_bytes_per_gpu / 1e9) + ", KV free " +
         fmt("%.1f GB/GPU", r.memory.kv_free_bytes_per_gpu / 1e9) + ", " +
         fmt("%.0f B/token", r.memory.kv_bytes_per_token) + "; seats " + std::to_string(r.memory.guaranteed_seats) +
         " guaranteed, " + std::to_string(r.memory.sustained_seats) + " sustained\n";
    t += "Decode    " + fmt("%.1f tok/s", r.single_user_tok_s) + " for one user; ridge at batch " +
         fmt("%.0f", r.ridge_batch) + "; knee of " + std::to_string(r.curve.size()) + " points to batch " +
         std::to_string(r.curve.empty() ? 0 : r.curve.back().batch) + "\n";
    t += "Prefill   " + fmt("%.0f uncached tokens", r.prefill_uncached_tokens) + " in " +
         fmt("%.1f ms", r.prefill.total_s * 1e3) + "\n";
    t += "Operating batch " + std::to_string(op.point.batch) + " (limit: " + std::string(to_string(op.limit)) +
         "): TPOT " + fmt("%.1f ms", op.point.step_ms) + ", TTFT " + fmt("%.0f ms", op.ttft_ms) + ", " +
         fmt("%.0f tok/s", op.point.aggregate_tok_s) + " per replica, " + std::string(to_string(op.point.bound)) +
         "-bound" + (op.slo_met ? "" : "; the SLO is missed even at batch 1") + "\n";
    t += "Capacity  " + fmt("%.0f output tok/s", r.max_output_tok_s) + " per replica at batch " +
         std::to_string(r.batch_cap) + "\n";
    t += "Traffic   " + fmt("%.3g tokens/day", r.traffic.tokens_per_day) + ", peak " +
         fmt("%.2f req/s", r.traffic.peak_rps) + ", " + fmt("%.0f in flight", r.traffic.concurrency) + "\n";
    t += "Sizing    " + std::to_string(r.sizing.replicas) + " replicas x TP " + std::to_string(s.deploy.tp) + " = " +
         std::to_string(r.sizing.gpus) + " GPUs (" + std::to_string(r.sizing.nodes) + " nodes); binding: " +
         std::string(to_string(r.sizing.binding)) + "\n";
    if (const TailSizing& tail = r.sizing.tail; tail.present)
        t += "Tail      " + std::string(tail.met ? "" : "SLO NOT MET; ") + fmt("simulated p%g", tail.percentile) +
             fmt(" TTFT %.0f", tail.ttft_ms) + fmt(" +- %.0f ms", tail.ttft_ci95_ms) + fmt(", TPOT %.1f", tail.tpot_ms) +
             fmt(" +- %.1f ms", tail.tpot_ci95_ms) + fmt(" at %.2f req/s", tail.rate_rps) +
             fmt("; goodput %.1f%%", tail.goodput * 100) + "; analytic sizing: " +
             std::to_string(tail.analytic_replicas) + " replicas\n";
    t += "Money     own " + fmt("$%.0f/month", r.money.monthly_own_usd) + fmt(" ($%.2f/1M)", r.money.usd_per_mtok_own) +
         ", rent " + fmt("$%.0f/month", r.money.monthly_rent_usd) + fmt(" ($%.2f/1M)", r.money.usd_per_mtok_rent) +
         ", API " + fmt("$%.0f/month", r.money.monthly_api_usd) + fmt(" ($%.2f/1M)", r.money.usd_per_mtok_api) + "\n";
    auto check = [](const char* name, const Check& c, bool percent) {
        return std::string(name) + " " + (percent ? fmt("%.0f%%", c.value * 100) : fmt("%.2f", c.value)) +
               (c.pass ? " pass" : " FAIL") + " (<= " + (percent ? fmt("%.0f%%", c.threshold * 100) : fmt("%.2f", c.threshold)) + ")";
    };
    t += "Checks    " + check("idle", r.money.idle, true) + "; " + check("margin", r.money.margin, false) + "; " +
         check("overflow", r.money.overflow, true) + "\n";
    return t;
}

} // namespace

Expected<std::string> cmd_eval(const std::vector<std::string>& args, std::istream& in)
{
    Expected<CommonOptions> options = parse_common(args);
    if (!options)
        return options.error();
    if (options->help)
        return eval_help();
    const bool analytic = take_flag(options->rest, "--analytic");
    if (Status rest = expect_empty(options->rest); !rest)
        return rest.error();
    Expected<Scenario> scenario = build_scenario(*options, in);
    if (!scenario)
        return scenario.error();
    Expected<Result> result = analytic ? evaluate(*scenario) : sim::evaluate_with_tail(*scenario);
    if (!result)
        return result.error();
    if (options->json)
        return result_to_json(*scenario, *result).dump(2) + "\n";
    return summary(*scenario, *result);
}

} // namespace capstan::cli
