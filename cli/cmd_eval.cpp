#include "core/energy.h"
#include "budget.h"
#include "cmd_store_profiles.h"
#include "commands.h"
#include "options.h"

#include "core/evaluate.h"
#include "core/inputs.h"
#include "core/parallelism.h"
#include "core/provenance.h"
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
    std::string text = "usage: capstan-cli eval [SCENARIO.json|-] [--set PATH=VALUE]... [--model-config config.json]\n"
                       "                        [--calibration PROFILE.json | --profile NAME [--db FILE]]\n"
                       "                        [--analytic] [--budget-s SECONDS] [--json]\n\n"
                       "Evaluates the analytic model: memory and seats, the decode knee, prefill, the operating point\n"
                       "under the SLO, offline capacity, traffic, sizing and the monthly bill. With no scenario file\n"
                       "the default scenario is used; --set overrides apply on top (presets first).\n"
                       "The fleet is sized by simulated percentiles: the fewest replicas whose p-th percentile\n"
                       "TTFT and TPOT (slo.percentile) meet the SLO at the peak rate, found by the request-level\n"
                       "simulator (seconds for long answers). --analytic sizes by the analytic model alone.\n"
                       "--calibration applies a profile file's fitted factors; --profile one stored in the library\n"
                       "(capstan-cli calibrate --save NAME). --set applies after either. Every figure carries its\n"
                       "provenance: exact arithmetic, the datasheet or calibrated roofline, or the simulator with\n"
                       "its 95% confidence interval (the summary's [brackets]; --json: \"provenance\").\n"
                       "The simulated sizing stops after --budget-s seconds (default 120) with an error; a progress\n"
                       "line shows on a terminal.\n\n"
                       "Exit status: 0 answered and the SLO met; 3 answered but the SLO cannot be met (the output is\n"
                       "printed, the reason goes to stderr); 1 bad input or over budget; 2 usage error.\n\n";
    text += inputs_help();
    text += "\nOutputs (--json; keys nest by their dots):\n";
    for (const OutputDoc& doc : output_docs())
        text += "  " + std::string(doc.key) + "  [" + std::string(doc.unit) + "]  " + std::string(doc.meaning) + "\n";
    return text;
}

std::string summary(const Scenario& s, const Result& r)
{
    const OperatingPoint& op = r.operating;
    auto from = [&](std::string_view key) { return "  [" + brief(provenance_for(s, r, key)) + "]"; };
    std::string t;
    t += "Scenario  " + s.name + "\n";
    t += "Model     " + s.model.spec.name + ", " + std::to_string(s.model.weight_bits) + "-bit weights, " +
         std::to_string(s.model.kv_bits) + "-bit KV, " + layout_label(Parallelism::of(s.deploy)) + " on " + s.gpu.spec.name + "\n";
    t += "Memory    weights " + fmt("%.1f GB/GPU", r.memory.weights_bytes_per_gpu / 1e9) + ", KV free " +
         fmt("%.1f GB/GPU", r.memory.kv_free_bytes_per_gpu / 1e9) + ", " +
         fmt("%.0f B/token", r.memory.kv_bytes_per_token) + "; seats " + std::to_string(r.memory.guaranteed_seats) +
         " guaranteed, " + std::to_string(r.memory.sustained_seats) + " sustained" + from("memory.max_sequences") +
         "\n";
    t += "Decode    " + fmt("%.1f tok/s", r.single_user_tok_s) + " for one user; ridge at batch " +
         fmt("%.0f", r.ridge_batch) + "; knee of " + std::to_string(r.curve.size()) + " points to batch " +
         std::to_string(r.curve.empty() ? 0 : r.curve.back().batch) + from("decode.single_user_tok_s") + "\n";
    t += "Prefill   " + fmt("%.0f uncached tokens", r.prefill_uncached_tokens) + " in " +
         fmt("%.1f ms", r.prefill.total_s * 1e3) + from("prefill.ms") + "\n";
    t += "Operating batch " + std::to_string(op.point.batch) + " (limit: " + std::string(to_string(op.limit)) +
         "): TPOT " + fmt("%.1f ms", op.point.step_ms) + ", TTFT " + fmt("%.0f ms", op.ttft_ms) + ", " +
         fmt("%.0f tok/s", op.point.aggregate_tok_s) + " per replica, " + std::string(to_string(op.point.bound)) +
         "-bound" + (op.slo_met ? "" : "; the SLO is missed even at batch 1") + from("decode.operating_point.*") +
         "\n";
    t += "Capacity  " + fmt("%.0f output tok/s", r.max_output_tok_s) + " per replica at batch " +
         std::to_string(r.batch_cap) + from("capacity.max_output_tok_s") + "\n";
    t += "Traffic   " + fmt("%.3g tokens/day", r.traffic.tokens_per_day) + ", peak " +
         fmt("%.2f req/s", r.traffic.peak_rps) + ", " + fmt("%.0f in flight", r.traffic.concurrency) +
         "  [exact; in flight: " + brief(provenance_for(s, r, "traffic.concurrency")) + "]\n";
    t += "Sizing    " + std::to_string(r.sizing.replicas) + " replicas x " + layout_label(Parallelism::of(s.deploy)) + " = " +
         std::to_string(r.sizing.gpus) + " GPUs (" + std::to_string(r.sizing.nodes) + " nodes); binding: " +
         std::string(to_string(r.sizing.binding)) + from("sizing.replicas") + "\n";
    if (const FleetPower power = fleet_power(s, r.sizing.gpus); power.over_envelope)
        t += "Warning   the " + fmt("%g MW", power.envelope_mw) + " power envelope (levers.power_envelope_mw) powers " +
             std::to_string(power.gpus_in_envelope) + " GPUs at " + fmt("%.0f W", power.wall_w_per_gpu) +
             " each at the wall; the fleet needs " + std::to_string(r.sizing.gpus) + "\n";
    if (const TailSizing& tail = r.sizing.tail; tail.present) {
        t += "Tail      " + std::string(tail.met ? "" : "SLO NOT MET; ") + fmt("simulated p%g", tail.percentile) +
             fmt(" TTFT %.0f", tail.ttft_ms) + fmt(" +- %.0f ms", tail.ttft_ci95_ms) + fmt(", TPOT %.1f", tail.tpot_ms) +
             fmt(" +- %.1f ms", tail.tpot_ci95_ms) + fmt(" at %.2f req/s", tail.rate_rps) +
             fmt("; goodput %.1f%%", tail.goodput * 100) + "\n";
        if (!tail.met && !tail.reason.empty())
            t += "          the SLO cannot be met: " + tail.reason + "\n";
        else
            t += "          " + std::to_string(tail.replicas) + " replicas [" + std::to_string(tail.replicas_low) + ", " +
             std::to_string(tail.replicas_high) + "] behind a " + tail.router + " router; " +
             fmt("%.2f%% of requests over the TTFT target, ", tail.ttft_over_share * 100) +
             fmt("%.2f%% over the TPOT target; ", tail.tpot_over_share * 100) + std::to_string(tail.simulations) +
             " trials" + (tail.simulated_replicas < tail.replicas ? " of " + std::to_string(tail.simulated_replicas) + " replicas at their share" : "") +
             fmt(" in %.2f s", tail.seconds) + (tail.budget_ran_out ? " (time budget ran out)" : "") + "; tail model " +
             std::to_string(tail.tail_model_replicas) + ", analytic " + std::to_string(tail.analytic_replicas) + "\n";
    }
    t += "Money     own " + fmt("$%.0f/month", r.money.monthly_own_usd) + fmt(" ($%.2f/1M)", r.money.usd_per_mtok_own) +
         ", rent " + fmt("$%.0f/month", r.money.monthly_rent_usd) + fmt(" ($%.2f/1M)", r.money.usd_per_mtok_rent) +
         ", API " + fmt("$%.0f/month", r.money.monthly_api_usd) + fmt(" ($%.2f/1M)", r.money.usd_per_mtok_api) +
         from("cost.monthly_usd.own") + "\n";
    auto check = [](const char* name, const Check& c, bool percent) {
        return std::string(name) + " " + (percent ? fmt("%.0f%%", c.value * 100) : fmt("%.2f", c.value)) +
               (c.pass ? " pass" : " FAIL") + " (<= " + (percent ? fmt("%.0f%%", c.threshold * 100) : fmt("%.2f", c.threshold)) + ")";
    };
    t += "Checks    " + check("idle", r.money.idle, true) + "; " + check("margin", r.money.margin, false) + "; " +
         check("overflow", r.money.overflow, true) + "\n";
    return t;
}

// The scenario with a profile from the library applied where build_scenario() applies a
// --calibration file: after the scenario file, before --set, so an explicit input refines it.
Expected<Scenario> scenario_with_stored_profile(CommonOptions options, std::string_view name,
                                                const std::optional<std::string>& db, std::istream& in)
{
    if (options.profile)
        return Error{"--profile", std::string(name), "either --calibration FILE or --profile NAME",
                     "two calibration profiles"};
    Expected<calibration::CalibrationProfile> profile = stored_profile(name, LibraryChoice{db, false});
    if (!profile)
        return profile.error();
    const auto sets = std::move(options.sets);
    options.sets.clear();
    Expected<Scenario> scenario = build_scenario(options, in);
    if (!scenario)
        return scenario.error();
    if (Status applied = calibration::apply_profile(*scenario, *profile); !applied)
        return applied.error();
    for (bool presets : {true, false})
        for (const auto& [path, value] : sets)
            if (is_preset_path(path) == presets)
                if (Status set = set_input(*scenario, path, value); !set)
                    return set.error();
    return scenario;
}

// Why the answer does not keep the SLO, or empty: the TPOT target missed even at batch 1, or
// no replica count the simulation tried met the percentile targets.
std::string infeasibility(const Scenario& scenario, const Result& r)
{
    if (!r.operating.slo_met) {
        if (r.operating.point.step_ms > scenario.slo.tpot_ms)
            return "slo.tpot_ms = " + fmt("%g", scenario.slo.tpot_ms) + " ms is missed even at batch 1: one decode step takes " +
                   fmt("%.1f ms", r.operating.point.step_ms) + " on this model, GPU and TP; no number of replicas meets it";
        return "slo.ttft_ms = " + fmt("%g", scenario.slo.ttft_ms) + " ms is missed even at batch 1: the prompt alone takes " +
               fmt("%.0f ms", r.operating.ttft_ms) + " to first token; no number of replicas meets it";
    }
    const TailSizing& tail = r.sizing.tail;
    if (tail.present && !tail.met && !tail.reason.empty())
        return "the p" + fmt("%g", tail.percentile) + " SLO cannot be met: " + tail.reason;
    if (tail.present && !tail.met)
        return "no fleet the simulation tried meets the p" + fmt("%g", tail.percentile) + " targets (TTFT " +
               fmt("%g", scenario.slo.ttft_ms) + " ms, TPOT " + fmt("%g", scenario.slo.tpot_ms) +
               " ms): at " + std::to_string(tail.replicas) + " replicas p" + fmt("%g", tail.percentile) + " TTFT is " +
               fmt("%.0f ms", tail.ttft_ms) + " and TPOT " + fmt("%.1f ms", tail.tpot_ms);
    return {};
}

} // namespace

Expected<Answer> cmd_eval(const std::vector<std::string>& args, std::istream& in)
{
    Expected<CommonOptions> options = parse_common(args, {"--profile", "--db", "--budget-s"});
    if (!options)
        return options.error();
    if (options->help)
        return Answer{eval_help(), {}};
    const bool analytic = take_flag(options->rest, "--analytic");
    Expected<double> budget_s = take_budget(options->rest);
    if (!budget_s)
        return budget_s.error();
    Expected<std::optional<std::string>> profile = take_option(options->rest, "--profile");
    if (!profile)
        return profile.error();
    Expected<std::optional<std::string>> db = take_option(options->rest, "--db");
    if (!db)
        return db.error();
    if (Status rest = expect_empty(options->rest); !rest)
        return rest.error();
    if (db->has_value() && !profile->has_value())
        return Error{"--db", **db, "--db with --profile NAME", "the library is only read for a stored profile"};
    Expected<Scenario> scenario = profile->has_value() ? scenario_with_stored_profile(*options, **profile, *db, in)
                                                       : build_scenario(*options, in);
    if (!scenario)
        return scenario.error();
    std::optional<Result> result;
    if (analytic) {
        Expected<Result> evaluated = evaluate(*scenario);
        if (!evaluated)
            return evaluated.error();
        result = std::move(*evaluated);
    } else {
        const Status done = run_with_budget(
            [&](const std::atomic<bool>& cancelled, std::atomic<double>& progress) -> Status {
                sim::PercentileSizingOptions sizing;
                sizing.cancelled = &cancelled;
                sizing.progress = &progress;
                Expected<Result> evaluated = sim::evaluate_with_tail(*scenario, sizing);
                if (!evaluated)
                    return evaluated.error();
                result = std::move(*evaluated);
                return Ok{};
            },
            *budget_s, "percentile sizing");
        if (!done)
            return done.error();
    }
    Answer answer;
    answer.output = options->json ? result_to_json(*scenario, *result).dump(2) + "\n" : summary(*scenario, *result);
    answer.infeasible = infeasibility(*scenario, *result);
    return answer;
}

} // namespace capstan::cli
