#include "cross_validation.h"

#include "point_check.h"

#include "core/catalog.h"
#include "core/inputs.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace capstan::calibration {

namespace {

std::string precision_of(const MeasuredPoint& p)
{
    return p.weight_bits <= 4 ? "fp4/int4" : p.weight_bits <= 8 ? "fp8/int8" : "bf16/fp16";
}

std::string mode_class_of(const MeasuredPoint& p)
{
    const bool ttft = p.metric.rfind("ttft", 0) == 0;
    const bool itl = p.metric.rfind("itl", 0) == 0;
    if (p.mode == "offline")
        return itl ? "offline ITL" : "offline";
    if (p.mode == "static_batch")
        return "static batch";
    if (p.mode == "ttft_batch1")
        return "batch-1 TTFT";
    if (p.mode == "latency_batch")
        return "fixed-batch latency";
    if (p.mode == "server_p99")
        return "server capacity";
    return ttft ? "online TTFT" : itl ? "online ITL" : "online throughput";
}

std::string generation_of(const MeasuredPoint& p)
{
    const GpuSpec* gpu = Catalog::builtin().find_gpu(p.gpu);
    return gpu != nullptr && !gpu->generation.empty() ? gpu->generation : "unknown";
}

} // namespace

std::string use_of_mode_class(const std::string& mode_class)
{
    const bool latency = mode_class.find("TTFT") != std::string::npos || mode_class.find("ITL") != std::string::npos ||
                         mode_class.find("latency") != std::string::npos;
    return latency ? "latency" : "throughput";
}

std::vector<FactorSpread> factor_spread(const std::vector<FoldFactors>& folds)
{
    std::vector<FactorSpread> spreads;
    if (folds.empty())
        return spreads;
    for (std::size_t i = 0; i < folds.front().factors.size(); ++i) {
        FactorSpread spread{folds.front().factors[i].first, 0, 0, 0, {}, {}};
        std::vector<double> values;
        for (const FoldFactors& f : folds) {
            if (i >= f.factors.size())
                continue;
            const double v = f.factors[i].second;
            if (values.empty() || v < spread.min)
                spread.min = v, spread.min_fold = f.fold;
            if (values.empty() || v > spread.max)
                spread.max = v, spread.max_fold = f.fold;
            values.push_back(v);
        }
        spread.median = median_abs(values);   // every factor's physical bounds start at 0
        spreads.push_back(std::move(spread));
    }
    return spreads;
}

namespace {

bool is_online(const MeasuredPoint& p)
{
    return p.mode == "online_rate" || p.mode == "online_concurrency" || p.mode == "server_p99" ||
           (p.mode == "offline" && p.load > 0);
}

// Fits on the rows the analytic model answers; a fold with none keeps the base factors.
Expected<Scenario> fitted_without(const std::vector<MeasuredPoint>& training, const Scenario& base,
                                  const FitOptions& options, int& used)
{
    std::vector<MeasuredPoint> usable;
    for (const MeasuredPoint& p : training) {
        Expected<std::optional<double>> predicted = predict_analytic(p, base);
        if (predicted && predicted->has_value() && p.value > 0)
            usable.push_back(p);
    }
    used = int(usable.size());
    if (usable.empty())
        return base;
    Expected<FitResult> fit = fit_factors(usable, base, options);
    if (!fit)
        return fit.error();
    return fit->fitted;
}

FoldFactors factors_of(const std::string& fold, int used, const Scenario& fitted)
{
    FoldFactors f{fold, used, {}};
    for (std::string_view path : kFactorPaths)
        if (const InputSpec* spec = find_input(path))
            f.factors.emplace_back(std::string(path), spec->get(fitted));
    return f;
}

} // namespace

FitOptions robust_fit()
{
    FitOptions options;
    options.robust_scale = 0.1;
    options.loss = FitOptions::Loss::Cauchy;
    return options;
}

Expected<CrossValidation> cross_validate(const std::vector<MeasuredPoint>& points, const Scenario& base,
                                         const PointPredictor& simulated, const FitOptions& options)
{
    std::vector<std::string> folds;
    for (const MeasuredPoint& p : points)
        if (std::find(folds.begin(), folds.end(), source_group(p)) == folds.end())
            folds.push_back(source_group(p));

    CrossValidation cv;
    cv.folds = int(folds.size());
    std::vector<CrossValidatedRow> rows(points.size());
    for (const std::string& fold : folds) {
        std::vector<MeasuredPoint> training;
        for (const MeasuredPoint& p : points)
            if (source_group(p) != fold)
                training.push_back(p);
        int used = 0;
        Expected<Scenario> fitted = fitted_without(training, base, options, used);
        if (!fitted)
            return fitted.error();
        cv.fold_factors.push_back(factors_of(fold, used, *fitted));
        for (std::size_t i = 0; i < points.size(); ++i) {
            const MeasuredPoint& p = points[i];
            if (source_group(p) != fold)
                continue;
            CrossValidatedRow row{p, fold, std::nullopt, std::nullopt, {}, generation_of(p), precision_of(p),
                                  mode_class_of(p), use_of_mode_class(mode_class_of(p))};
            // Online rows are the simulator's to answer; the analytic closed-loop approximation
            // only lets the fit learn from them.
            Expected<std::optional<double>> predicted =
                simulated && is_online(p) ? simulated(p, *fitted) : predict_analytic(p, *fitted);
            if (predicted && !predicted->has_value() && simulated && !is_online(p))
                predicted = simulated(p, *fitted);
            if (!predicted)
                row.unanswered = predicted.error().message();
            else if (!predicted->has_value())
                row.unanswered = p.isl <= 0 ? "the source publishes no input length"
                                            : "no prediction of " + p.metric + " in " + p.mode + " mode";
            else if (!(std::isfinite(**predicted) && p.value > 0))
                row.unanswered = "no finite prediction (unstable or idle)";
            else {
                row.predicted = **predicted;
                row.error = **predicted / p.value - 1;
            }
            rows[i] = std::move(row);
        }
    }

    std::vector<double> all;
    std::map<std::pair<std::string, std::string>, std::vector<double>> classes;
    for (const CrossValidatedRow& row : rows) {
        if (!row.error)
            continue;
        all.push_back(*row.error);
        cv.worst_abs_error = std::max(cv.worst_abs_error, std::abs(*row.error));
        classes[{"generation", row.generation}].push_back(*row.error);
        classes[{"precision", row.precision}].push_back(*row.error);
        classes[{"mode", row.mode_class}].push_back(*row.error);
        classes[{"use", row.use}].push_back(*row.error);
        classes[{"generation+use", row.generation + "/" + row.use}].push_back(*row.error);
    }
    cv.answered = int(all.size());
    cv.median_abs_error = median_abs(all);
    for (const auto& [key, errors] : classes)
        cv.classes.push_back({key.first, key.second, int(errors.size()), median_abs(errors)});
    cv.rows = std::move(rows);
    return cv;
}

} // namespace capstan::calibration
