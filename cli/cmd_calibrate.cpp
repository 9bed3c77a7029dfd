// capstan-cli calibrate: imports measured points, fits the model's factors, writes a profile.
#include "cmd_store_profiles.h"
#include "commands.h"
#include "options.h"

#include "core/calibration/bench_import.h"
#include "core/calibration/fit.h"
#include "core/calibration/profile.h"
#include "core/inputs.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <string>

namespace capstan::cli {

namespace {

const char* const kCalibrateHelp =
    "usage: capstan-cli calibrate FILE... [--scenario SCENARIO.json] [--set PATH=VALUE]...\n"
    "                             [--factors a,b,c|all] [--name NAME] [--out PROFILE.json]\n"
    "                             [--save NAME [--replace] [--db FILE]] [--force] [--json]\n\n"
    "Imports measured points and fits the model's efficiency factors to them by least squares on the\n"
    "log of predicted / measured, each factor bounded to its input range. FILE is a published-points\n"
    "CSV, a vLLM benchmark_serving.py --save-result JSON, a GenAI-Perf profile_export_genai_perf.json\n"
    "or a GuideLLM report JSON (recognized by their keys). What a benchmark file does not record comes\n"
    "from the scenario and --set: gpu.preset, deploy.tp, model.weight_bits, model.kv_bits and, when the\n"
    "file's model id names no catalog preset (or --set model.preset is given), model.preset.\n"
    "The analytic model answers offline, static_batch, ttft_batch1 and latency_batch figures, and\n"
    "online_concurrency ones by a closed-loop steady state (the batch min(users, seats), its mean\n"
    "step with the prompts it admits); other online figures are imported and listed as skipped (the\n"
    "simulator answers them in validate --cv).\n\n"
    "  --factors   bw_efficiency, compute_efficiency, low_precision_efficiency, step_overhead_ms,\n"
    "              first_token_ms, allreduce_latency_us, expert_overhead_us, moe_gemm_efficiency,\n"
    "              gemm_overlap_loss, cdna_efficiency, fp4_efficiency, ada_efficiency (default all),\n"
    "              each inside its physical bounds (efficiencies 0.2-1, step overhead 0-5 ms,\n"
    "              first-token latency 0-20 ms, all-reduce 0-100 us, per-expert cost 0-50 us,\n"
    "              overlap loss 0-1). Fit no more factors than the points can tell apart.\n"
    "  --out       write the calibration profile (JSON) there; 'capstan-cli validate --profile' reads it.\n"
    "  --save      store the profile in the scenario library under NAME (also its name; --db FILE for\n"
    "              another library); a name in use is refused unless --replace. 'capstan-cli eval\n"
    "              --profile NAME' and the workbench's calibration menu apply it.\n"
    "  --force     write or save a fit even when a factor hit its bound or the median error after the\n"
    "              fit stays above 50% (by default such a fit is reported and not written).\n"
    "  --json      print the profile instead of the report.\n"
    "A file whose model id names no catalog preset is refused unless the model is given (--set\n"
    "model.preset, --scenario or --model-config).\n";

std::string cell(const char* format, double value)
{
    char text[64];
    std::snprintf(text, sizeof text, format, value);
    return text;
}

std::string report(const calibration::FitResult& fit, const calibration::BenchContext& context,
                   const std::vector<std::string>& files)
{
    std::string t = "Calibration from " + std::to_string(files.size()) + " file(s); context: " + context.gpu + ", TP " +
                    std::to_string(context.tp) + ", " + std::to_string(context.weight_bits) + "-bit weights, " +
                    std::to_string(context.kv_bits) + "-bit KV\n";
    int id_width = 4;
    for (const calibration::FitPoint& fp : fit.points)
        id_width = std::max(id_width, int(fp.point.id.size()));
    char line[512];
    std::snprintf(line, sizeof line, "%-*s %-14s %-18s %-20s %11s %11s %11s %8s %8s\n", id_width, "id", "model", "mode",
                  "metric", "measured", "before", "after", "err", "err");
    t += line;
    for (const calibration::FitPoint& fp : fit.points) {
        const MeasuredPoint& p = fp.point;
        std::snprintf(line, sizeof line, "%-*s %-14s %-18s %-20s %11.1f %11.1f %11.1f %+7.1f%% %+7.1f%%\n", id_width,
                      p.id.c_str(), p.model.c_str(), p.mode.c_str(), p.metric.c_str(), p.value, fp.predicted_before,
                      fp.predicted_after, fp.error_before * 100, fp.error_after * 100);
        t += line;
    }
    if (!fit.skipped.empty())
        t += "skipped " + std::to_string(fit.skipped.size()) + " point(s): " + fit.skipped.front().reason +
             (fit.skipped.size() > 1 ? " (and others)" : "") + "\n";
    t += "Factors\n";
    for (const calibration::FittedFactor& f : fit.factors) {
        const std::string error = f.at_bound                 ? "  [at its bound]"
                                  : std::isfinite(f.std_error) ? " +- " + cell("%.2g", f.std_error)
                                                               : "  (not determined by these points)";
        std::snprintf(line, sizeof line, "  %-32s %9.4g -> %-9.4g", f.path.c_str(), f.before, f.after);
        t += line + error + "\n";
    }
    if (fit.factors.size() >= fit.points.size())
        t += "warning: " + std::to_string(fit.factors.size()) + " factor(s) from " + std::to_string(fit.points.size()) +
             " point(s) is underdetermined; choose fewer with --factors or add points\n";
    t += "Points used: " + std::to_string(fit.points.size()) + "; median absolute error " +
         cell("%.1f%%", fit.median_abs_error_before * 100) + " before, " + cell("%.1f%%", fit.median_abs_error_after * 100) +
         " after; rms log error " + cell("%.3f", fit.rms_log_error_before) + " -> " + cell("%.3f", fit.rms_log_error_after) +
         "; " + std::to_string(fit.iterations) + " iterations" + (fit.converged ? "" : " (not converged)") + "\n";
    return t;
}

// Why a fit should not become a profile without the user's say-so: a factor pinned at the end
// of its range (the data wanted more than is physical), or errors left larger than a model with
// physical factors leaves on real measurements. Empty when the fit looks sound.
std::string untrustworthy(const calibration::FitResult& fit)
{
    constexpr double kPlausibleMedianError = 0.5;   // 50%: far beyond the model's validation spread
    std::string doubt;
    for (const calibration::FittedFactor& factor : fit.factors)
        if (factor.at_bound)
            doubt += (doubt.empty() ? "" : "; ") + factor.path + " hit its bound (" + cell("%g", factor.after) +
                     ", allowed " + cell("%g", factor.min) + " .. " + cell("%g", factor.max) + ")";
    if (!(fit.median_abs_error_after <= kPlausibleMedianError))
        doubt += (doubt.empty() ? "" : "; ") + std::string("the median error after the fit is ") +
                 (!std::isfinite(fit.median_abs_error_after) ? std::string("not a number")
                  : fit.median_abs_error_after > 10       ? std::string("over 1000%")
                                                          : cell("%.0f%%", fit.median_abs_error_after * 100)) +
                 " (plausible: at most 50%)";
    return doubt;
}

} // namespace

Expected<std::string> cmd_calibrate(const std::vector<std::string>& args, std::istream& in)
{
    Expected<CommonOptions> options =
        parse_common(args, {"--scenario", "--factors", "--name", "--out", "--save", "--db"});
    if (!options)
        return options.error();
    if (options->help)
        return std::string(kCalibrateHelp);
    std::optional<std::string> flags[6];
    const char* const names[6] = {"--scenario", "--factors", "--name", "--out", "--save", "--db"};
    for (int i = 0; i < 6; ++i) {
        Expected<std::optional<std::string>> value = take_option(options->rest, names[i]);
        if (!value)
            return value.error();
        flags[i] = *value;
    }
    const auto& [scenario_file, factor_list, name, out_file, save_name, db] = flags;
    const bool replace = take_flag(options->rest, "--replace");
    const bool force = take_flag(options->rest, "--force");
    if (save_name && name && *name != *save_name)
        return Error{"--name", *name, "the --save name (" + *save_name + ") or no --name",
                     "a stored profile is named by --save"};
    if ((db || replace) && !save_name)
        return Error{db ? "--db" : "--replace", db ? *db : "", "--db and --replace with --save NAME",
                     "only the library save uses it"};
    std::vector<std::string> files;
    if (options->scenario_file)
        files.push_back(*options->scenario_file);
    std::vector<std::string> unknown;
    for (const std::string& arg : options->rest)
        (arg.empty() || arg[0] == '-' ? unknown : files).push_back(arg);
    if (Status rest = expect_empty(unknown); !rest)
        return rest.error();
    if (files.empty())
        return Error{"FILE", "", "one or more measured-point files", "nothing to calibrate"};

    Expected<std::vector<std::string>> factors = calibration::parse_factor_list(factor_list.value_or(""));
    if (!factors)
        return factors.error();
    CommonOptions scenario_options = *options;
    scenario_options.scenario_file = scenario_file;
    Expected<Scenario> scenario = build_scenario(scenario_options, in);
    if (!scenario)
        return scenario.error();
    calibration::BenchContext context = calibration::context_from_scenario(*scenario);
    context.model_chosen = scenario_file.has_value() || options->model_config.has_value();
    for (const auto& set : options->sets)
        if (set.first == "model.preset") {
            context.model_from_file = false;
            context.model_chosen = true;
        }

    std::vector<MeasuredPoint> points;
    for (const std::string& file : files) {
        Expected<std::string> text = read_file(file);
        if (!text)
            return text.error();
        Expected<std::vector<MeasuredPoint>> imported = calibration::import_measured_points(*text, file, context);
        if (!imported)
            return imported.error();
        points.insert(points.end(), imported->begin(), imported->end());
    }
    Expected<calibration::FitResult> fit = calibration::fit_factors(points, *scenario, {*factors, 200});
    if (!fit)
        return fit.error();
    if (std::string doubt = untrustworthy(*fit); !doubt.empty() && (save_name || out_file) && !force)
        return Error{"calibrate", "", "a fit whose factors stay inside their ranges and whose error is plausible "
                                      "(--force writes it anyway)",
                     "the fit was not saved: " + doubt};
    const calibration::CalibrationProfile profile =
        calibration::make_profile(save_name.value_or(name.value_or("calibration")), *fit, files);
    std::string saved_in;
    if (save_name) {
        Expected<store::Library> library = open_library(LibraryChoice{db, true}, store::Access::ReadWrite);
        if (!library)
            return library.error();
        const auto if_exists = replace ? store::IfProfileExists::Replace : store::IfProfileExists::Refuse;
        if (Status saved = library->save_profile(profile, if_exists); !saved) {
            Error error = saved.error();
            if (error.detail == "already in use")
                error.allowed += " (--replace overwrites it)";
            return error;
        }
        saved_in = library->path();
    }
    const std::string json = calibration::profile_to_json(profile);
    if (out_file) {
        std::ofstream out(*out_file, std::ios::binary | std::ios::trunc);
        if (!(out << json) || !(out.flush()))
            return Error{*out_file, "", "a writable file", "cannot write the profile"};
    }
    if (options->json)
        return json;
    std::string text = report(*fit, context, files);
    if (out_file)
        text += "Profile written to " + *out_file + "\n";
    if (save_name)
        text += "Profile saved as \"" + *save_name + "\" in " + saved_in + "\n";
    return text;
}

} // namespace capstan::cli
