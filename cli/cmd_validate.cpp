// capstan-cli validate: the analytic model against published measurements, row by row.
#include "commands.h"
#include "options.h"
#include "validate_explain.h"

#include "core/calibration/cross_validation.h"
#include "core/calibration/model_error.h"
#include "core/calibration/point_check.h"
#include "core/calibration/profile.h"
#include "core/calibration/published_points.h"
#include "core/inputs.h"
#include "core/sim/point_prediction.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <string>

namespace capstan::cli {

namespace {

using calibration::PointCheck;

const char* const kValidateHelp =
    "usage: capstan-cli validate [FILE.csv|-] [--scenario SCENARIO.json] [--profile PROFILE.json]\n"
    "                            [--set PATH=VALUE]... [--cv [--error-table]] [--json]\n"
    "       capstan-cli validate [FILE.csv|-] --explain ID [--scenario ...] [--profile ...] [--set ...]\n\n"
    "Predicts every row of a published-points CSV (columns id,source,model,weight_bits,kv_bits,gpu,gpus,tp,\n"
    "isl,osl,mode,load,metric,value,unit,notes) with the analytic model and prints predicted vs measured\n"
    "and the median absolute error. Without FILE the project's built-in copy of the published\n"
    "measurements is used. Each row sets its own model, precision, GPU, TP and lengths; the efficiency\n"
    "factors (deploy.bw_efficiency, deploy.compute_efficiency, deploy.low_precision_efficiency,\n"
    "deploy.step_overhead_ms, deploy.first_token_ms, deploy.allreduce_latency_us, deploy.expert_overhead_us,\n"
    "deploy.moe_gemm_efficiency, deploy.gemm_overlap_loss, deploy.cdna_efficiency,\n"
    "deploy.fp4_efficiency, deploy.ada_efficiency) come from the scenario, a calibration profile\n"
    "(capstan-cli calibrate --out) and --set, in that order. online_concurrency rows get the\n"
    "closed-loop steady state; other online rows are listed without a prediction: the request-level\n"
    "simulator answers those, and every online row under --cv. The optional columns engine and date\n"
    "may follow notes, then ep (GPUs the experts spread over), then max_batch and max_num_tokens (the\n"
    "engine's running-sequence cap per replica and tokens per step, as the source configured them;\n"
    "empty: the scenario's cap and the simulator's 8192), then isl_cv and osl_cv (how the benchmark's\n"
    "prompt and answer lengths spread, coefficients of variation: a sequence in flight holds on average\n"
    "ISL + OSL (1 + CV^2) / 2 tokens of context; empty: every request the same length, whatever the\n"
    "scenario's spreads); fields may be quoted.\n"
    "Modes: offline (load empty: a saturated engine; load N: N requests sent at once), static_batch,\n"
    "ttft_batch1, latency_batch, online_rate, online_concurrency, server_p99 (load\n"
    "ttft_p99_ms=X;tpot_p99_ms=Y: MLPerf's Server rule, the highest Poisson rate whose 2,400 s run keeps\n"
    "99% of requests within both targets, its completed throughput and p99s). An empty isl or osl: not\n"
    "published, not predicted.\n\n"
    "JSON (--json): source, factors{path: value}, rows[] (id, model, gpu, gpus, tp, isl, osl, mode, load,\n"
    "metric, unit, measured, predicted|null, error|null; error = (predicted - measured) / measured),\n"
    "rows_total, rows_answered, median_abs_error, worst_abs_error (fractions).\n\n"
    "--cv: leave-one-source-out cross-validation over the built-in training and held-out sets together\n"
    "(or FILE): for each source, the efficiency factors are fitted on every other source's analytic rows\n"
    "and the source's rows are predicted with them (online and MLPerf Server rows through the\n"
    "request-level simulator). Prints every row's out-of-sample error, the median per GPU generation,\n"
    "precision and mode, each factor's range over the folds (min and max with the source whose absence\n"
    "gives them: a wide range is a factor the rows do not pin down) and the worst rows. JSON: folds,\n"
    "fold_factors[] (fold, training_rows, factors{path: value}), rows[] (id, fold, generation, precision,\n"
    "mode_class, metric, measured, predicted|null, error|null, unanswered), classes[] (dimension, name,\n"
    "rows, median_abs_error), rows_total, rows_answered, median_abs_error, worst_abs_error.\n"
    "--error-table (with --cv): the median |error| per use (throughput, latency) and per GPU generation\n"
    "and use, as CSV: the project's resources/calibration/model-error.csv, which the workbench quotes\n"
    "under the knee and latency charts.\n\n"
    "--explain ID: how the model arrives at one row's prediction (the built-in training and held-out\n"
    "sets, or FILE): the row's layout, precision, lengths and their spread, the engine's caps, the memory\n"
    "plan per GPU (weights, workspace, KV room, seats, batch cap), the step at the operating batch in its\n"
    "parts (weight reads and GEMM arithmetic, attention reads and arithmetic, all-reduce, all-to-all,\n"
    "pipeline hops, fixed costs; ms) and the prediction against the measurement, with the factors above\n"
    "(not a fold's). online_rate, server_p99 and finite offline rows are predicted by the simulator,\n"
    "which draws the row's prompts and answers lognormal at its isl_cv and osl_cv (fixed where empty),\n"
    "as --cv does; a server_p99 row takes some seconds.\n";

std::string cell(const char* format, double value)
{
    char text[64];
    std::snprintf(text, sizeof text, format, value);
    return text;
}

nlohmann::json factors_json(const Scenario& scenario)
{
    nlohmann::json factors = nlohmann::json::object();
    for (std::string_view path : calibration::kFactorPaths)
        factors[std::string(path)] = find_input(path)->get(scenario);
    return factors;
}

std::string table(const std::string& source, const Scenario& scenario, const std::vector<PointCheck>& checks)
{
    std::string t = "Validation of the analytic model against " + source + "\nFactors  ";
    for (std::string_view path : calibration::kFactorPaths)
        t += std::string(path.substr(7)) + " " + format_number(find_input(path)->get(scenario)) + "  ";
    t += "\n";
    char line[256];
    std::snprintf(line, sizeof line, "%-6s %-14s %-10s %3s %-18s %-21s %12s %12s %8s\n", "id", "model", "gpu", "tp",
                  "mode", "metric", "measured", "predicted", "error");
    t += line;
    double worst = -1;
    std::string worst_id;
    std::size_t answered = 0;
    for (const PointCheck& c : checks) {
        const MeasuredPoint& p = c.point;
        const std::string predicted = c.predicted ? cell("%12.1f", *c.predicted) : std::string(12 - 1, ' ') + "-";
        const std::string error = c.error ? cell("%+7.1f%%", *c.error * 100) : "  (simulator)";
        std::snprintf(line, sizeof line, "%-6s %-14s %-10s %3d %-18s %-21s %12.1f %s %s\n", p.id.c_str(), p.model.c_str(),
                      p.gpu.c_str(), p.tp, p.mode.c_str(), p.metric.c_str(), p.value, predicted.c_str(), error.c_str());
        t += line;
        if (c.error) {
            ++answered;
            if (std::abs(*c.error) > worst) {
                worst = std::abs(*c.error);
                worst_id = p.id;
            }
        }
    }
    t += "rows: " + std::to_string(checks.size()) + "; answered by the analytic model: " + std::to_string(answered);
    if (answered > 0)
        t += "; median absolute error: " + cell("%.1f%%", calibration::median_abs_error(checks) * 100) +
             "; worst: " + cell("%.1f%%", worst * 100) + " (" + worst_id + ")";
    return t + "\n";
}

nlohmann::json to_json(const std::string& source, const Scenario& scenario, const std::vector<PointCheck>& checks)
{
    nlohmann::json rows = nlohmann::json::array();
    double worst = 0;
    std::size_t answered = 0;
    for (const PointCheck& c : checks) {
        const MeasuredPoint& p = c.point;
        rows.push_back({{"id", p.id}, {"source", p.source}, {"model", p.model}, {"gpu", p.gpu}, {"gpus", p.gpus},
                        {"tp", p.tp}, {"isl", p.isl}, {"osl", p.osl}, {"mode", p.mode}, {"load", p.load},
                        {"metric", p.metric}, {"unit", p.unit}, {"measured", p.value},
                        {"predicted", c.predicted ? nlohmann::json(*c.predicted) : nlohmann::json(nullptr)},
                        {"error", c.error ? nlohmann::json(*c.error) : nlohmann::json(nullptr)}});
        if (c.error) {
            ++answered;
            worst = std::max(worst, std::abs(*c.error));
        }
    }
    const double median = calibration::median_abs_error(checks);
    return {{"source", source},
            {"factors", factors_json(scenario)},
            {"rows", rows},
            {"rows_total", checks.size()},
            {"rows_answered", answered},
            {"median_abs_error", std::isfinite(median) ? nlohmann::json(median) : nlohmann::json(nullptr)},
            {"worst_abs_error", answered ? nlohmann::json(worst) : nlohmann::json(nullptr)}};
}

std::string cv_table(const calibration::CrossValidation& cv)
{
    std::string t = "Leave-one-source-out cross-validation: " + std::to_string(cv.folds) +
                    " sources; every row predicted with factors fitted without its source\n";
    char line[320];
    std::snprintf(line, sizeof line, "%-5s %-17s %-10s %-10s %-19s %-13s %11s %11s %8s\n", "id", "model", "gpu",
                  "generation", "mode", "metric", "measured", "predicted", "error");
    t += line;
    for (const calibration::CrossValidatedRow& r : cv.rows) {
        const MeasuredPoint& p = r.point;
        if (r.error)
            std::snprintf(line, sizeof line, "%-5s %-17s %-10s %-10s %-19s %-13s %11.1f %11.1f %+7.1f%%\n", p.id.c_str(),
                          p.model.c_str(), p.gpu.c_str(), r.generation.c_str(), r.mode_class.c_str(), p.metric.c_str(),
                          p.value, *r.predicted, *r.error * 100);
        else
            std::snprintf(line, sizeof line, "%-5s %-17s %-10s %-10s %-19s %-13s %11.1f   (not answered: %s)\n",
                          p.id.c_str(), p.model.c_str(), p.gpu.c_str(), r.generation.c_str(), r.mode_class.c_str(),
                          p.metric.c_str(), p.value, r.unanswered.c_str());
        t += line;
    }
    t += "\nMedian |error| by class (rows):\n";
    for (const calibration::ClassError& c : cv.classes) {
        std::snprintf(line, sizeof line, "  %-10s %-19s %6.1f%%  (%d)\n", c.dimension.c_str(), c.name.c_str(),
                      c.median_abs_error * 100, c.rows);
        t += line;
    }
    if (!cv.fold_factors.empty()) {
        // How far leaving one source out moves each factor: a wide range is a factor the rows
        // do not pin down.
        const auto short_name = [](const std::string& fold) {
            return fold.size() <= 34 ? fold : fold.substr(0, 33) + "~";
        };
        t += "\nFactors fitted without each source (" + std::to_string(cv.fold_factors.size()) +
             " folds)\n";
        std::snprintf(line, sizeof line, "  %-32s %8s %-36s %8s %8s %s\n", "factor", "min", "(source left out)", "median",
                      "max", "(source left out)");
        t += line;
        for (const calibration::FactorSpread& f : calibration::factor_spread(cv.fold_factors)) {
            const std::string min_fold = "(" + short_name(f.min_fold) + ")";
            std::snprintf(line, sizeof line, "  %-32s %8.4g %-36s %8.4g %8.4g (%s)\n", f.path.c_str(), f.min,
                          min_fold.c_str(), f.median, f.max, short_name(f.max_fold).c_str());
            t += line;
        }
    }
    std::vector<const calibration::CrossValidatedRow*> worst;
    for (const calibration::CrossValidatedRow& r : cv.rows)
        if (r.error)
            worst.push_back(&r);
    std::sort(worst.begin(), worst.end(),
              [](const auto* a, const auto* b) { return std::abs(*a->error) > std::abs(*b->error); });
    t += "Worst rows:";
    for (std::size_t i = 0; i < std::min<std::size_t>(8, worst.size()); ++i)
        t += " " + worst[i]->point.id + " " + cell("%+.0f%%", *worst[i]->error * 100) + (i + 1 < std::min<std::size_t>(8, worst.size()) ? "," : "");
    t += "\nrows: " + std::to_string(cv.rows.size()) + "; answered: " + std::to_string(cv.answered) +
         "; cross-validated median absolute error: " + (cv.answered ? cell("%.1f%%", cv.median_abs_error * 100) : "-") +
         "; worst: " + (cv.answered ? cell("%.1f%%", cv.worst_abs_error * 100) : "-") + "\n";
    return t;
}

nlohmann::json cv_json(const calibration::CrossValidation& cv)
{
    nlohmann::json rows = nlohmann::json::array();
    for (const calibration::CrossValidatedRow& r : cv.rows)
        rows.push_back({{"id", r.point.id}, {"fold", r.fold}, {"model", r.point.model}, {"gpu", r.point.gpu},
                        {"generation", r.generation}, {"precision", r.precision}, {"mode_class", r.mode_class},
                        {"metric", r.point.metric}, {"measured", r.point.value},
                        {"predicted", r.predicted ? nlohmann::json(*r.predicted) : nlohmann::json(nullptr)},
                        {"error", r.error ? nlohmann::json(*r.error) : nlohmann::json(nullptr)},
                        {"unanswered", r.unanswered}});
    nlohmann::json classes = nlohmann::json::array();
    for (const calibration::ClassError& c : cv.classes)
        classes.push_back({{"dimension", c.dimension}, {"name", c.name}, {"rows", c.rows},
                           {"median_abs_error", c.median_abs_error}});
    nlohmann::json fold_factors = nlohmann::json::array();
    for (const calibration::FoldFactors& f : cv.fold_factors) {
        nlohmann::json factors = nlohmann::json::object();
        for (const auto& [path, value] : f.factors)
            factors[path] = value;
        fold_factors.push_back({{"fold", f.fold}, {"training_rows", f.training_rows}, {"factors", factors}});
    }
    return {{"folds", cv.folds},
            {"fold_factors", fold_factors},
            {"rows", rows},
            {"classes", classes},
            {"rows_total", cv.rows.size()},
            {"rows_answered", cv.answered},
            {"median_abs_error", cv.answered ? nlohmann::json(cv.median_abs_error) : nlohmann::json(nullptr)},
            {"worst_abs_error", cv.answered ? nlohmann::json(cv.worst_abs_error) : nlohmann::json(nullptr)}};
}

} // namespace

Expected<std::string> cmd_validate(const std::vector<std::string>& args, std::istream& in)
{
    Expected<CommonOptions> options = parse_common(args, {"--scenario", "--profile", "--explain"});
    if (!options)
        return options.error();
    if (options->help)
        return std::string(kValidateHelp);
    Expected<std::optional<std::string>> scenario_file = take_option(options->rest, "--scenario");
    if (!scenario_file)
        return scenario_file.error();
    Expected<std::optional<std::string>> profile_file = take_option(options->rest, "--profile");
    if (!profile_file)
        return profile_file.error();
    const bool cross = take_flag(options->rest, "--cv");
    const bool error_table = take_flag(options->rest, "--error-table");
    if (error_table && !cross)
        return Error{"--error-table", "given", "with --cv", "the table is the cross-validation's"};
    Expected<std::optional<std::string>> explain = take_option(options->rest, "--explain");
    if (!explain)
        return explain.error();
    if (*explain && (cross || options->json))
        return Error{"--explain", **explain, "without --cv and --json", "one row's derivation, as text"};
    if (Status rest = expect_empty(options->rest); !rest)
        return rest.error();

    const std::optional<std::string> csv_file = options->scenario_file;
    CommonOptions scenario_options = *options;
    scenario_options.scenario_file = *scenario_file;
    if (csv_file == "-" && *scenario_file == "-")
        return Error{"--scenario", "-", "stdin for one of FILE.csv and --scenario", "stdin read twice"};
    Expected<Scenario> scenario = build_scenario(scenario_options, in);
    if (!scenario)
        return scenario.error();
    if (*profile_file) {
        Expected<std::string> text = read_file(**profile_file);
        if (!text)
            return text.error();
        Expected<calibration::CalibrationProfile> profile = calibration::profile_from_json(*text, **profile_file);
        if (!profile)
            return profile.error();
        // The profile's factors, then the factors given with --set on top: an explicit input wins.
        if (Status applied = calibration::apply_profile(*scenario, *profile); !applied)
            return applied.error();
        for (const auto& [path, value] : options->sets)
            if (std::find(std::begin(calibration::kFactorPaths), std::end(calibration::kFactorPaths), path) !=
                std::end(calibration::kFactorPaths))
                if (Status set = set_input(*scenario, path, value); !set)
                    return set.error();
    }

    std::string source = std::string(calibration::kPublishedPointsName);
    std::string text(calibration::published_points_csv());
    if (csv_file == "-") {
        text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
        source = "stdin";
    } else if (csv_file) {
        Expected<std::string> file = read_file(*csv_file);
        if (!file)
            return file.error();
        text = std::move(*file);
        source = *csv_file;
    }
    Expected<std::vector<MeasuredPoint>> points = parse_measured_points(text, source);
    if (!points)
        return points.error();
    if (cross || *explain) {
        if (!csv_file) {
            Expected<std::vector<MeasuredPoint>> held_out =
                parse_measured_points(calibration::held_out_points_csv(), calibration::kHeldOutPointsName);
            if (!held_out)
                return held_out.error();
            points->insert(points->end(), held_out->begin(), held_out->end());
        }
    }
    if (*explain) {
        const auto row = std::find_if(points->begin(), points->end(),
                                      [&](const MeasuredPoint& p) { return p.id == **explain; });
        if (row == points->end())
            return Error{"--explain", **explain, "the id of a row of " + (csv_file ? source : std::string("the built-in sets")),
                         "no such row"};
        return explain_point(*row, *scenario);
    }
    if (cross) {
        Expected<calibration::CrossValidation> cv =
            calibration::cross_validate(*points, *scenario, sim::predict_simulated);
        if (!cv)
            return cv.error();
        if (error_table)
            return calibration::model_error_table(*cv);
        if (options->json)
            return cv_json(*cv).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
        return cv_table(*cv);
    }
    Expected<std::vector<PointCheck>> checks = calibration::check_points(*points, *scenario);
    if (!checks)
        return checks.error();
    if (options->json)
        return to_json(source, *scenario, *checks).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
    return table(source, *scenario, *checks);
}

} // namespace capstan::cli
