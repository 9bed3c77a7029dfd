#include "fit.h"

#include "least_squares.h"
#include "point_check.h"

#include "core/inputs.h"

#include <algorithm>
#include <cmath>

namespace capstan::calibration {

namespace {

double log_ratio(double predicted, double measured)
{
    // A prediction of zero or less cannot be logged; it counts as a thousandfold miss.
    if (!(predicted > 0) || !std::isfinite(predicted))
        return std::log(1e-3);
    return std::log(predicted / measured);
}

// The residual whose square is the Huber loss of r: r within the scale, sqrt(scale (2|r| - scale))
// beyond it, with r's sign.
double robust_residual(double r, double scale, FitOptions::Loss loss)
{
    if (scale <= 0)
        return r;
    if (loss == FitOptions::Loss::Cauchy)
        return std::copysign(scale * std::sqrt(std::log1p((r / scale) * (r / scale))), r);
    if (std::abs(r) <= scale)
        return r;
    return std::copysign(std::sqrt(scale * (2.0 * std::abs(r) - scale)), r);
}

double rms(const std::vector<double>& values)
{
    double sum = 0;
    for (const double v : values)
        sum += v * v;
    return values.empty() ? 0.0 : std::sqrt(sum / double(values.size()));
}

void set_factors(Scenario& s, const std::vector<const InputSpec*>& specs, const std::vector<double>& x)
{
    for (std::size_t i = 0; i < specs.size(); ++i)
        specs[i]->set(s, x[i]);
}

} // namespace

std::string factor_list_text(bool paths)
{
    std::string text;
    for (std::string_view path : kFactorPaths) {
        if (!text.empty())
            text += ", ";
        text += paths ? path : path.substr(path.find('.') + 1);
    }
    return text;
}

FactorBounds physical_bounds(std::string_view path)
{
    struct Row { std::string_view path; FactorBounds bounds; };
    static constexpr Row kBounds[] = {
        {"deploy.bw_efficiency", {0.2, 1}},          {"deploy.compute_efficiency", {0.2, 1}},
        {"deploy.low_precision_efficiency", {0.2, 1}}, {"deploy.step_overhead_ms", {0, 5}},
        {"deploy.allreduce_latency_us", {0, 100}},   {"deploy.expert_overhead_us", {0, 50}},
        {"deploy.first_token_ms", {0, 20}},
        {"deploy.cdna_efficiency", {0.2, 1}},        {"deploy.fp4_efficiency", {0.2, 1}},
        {"deploy.ada_efficiency", {0.2, 1}},         {"deploy.moe_gemm_efficiency", {0.2, 1}},
        {"deploy.gemm_overlap_loss", {0, 1}},
    };
    FactorBounds bounds{0, 0};
    if (const InputSpec* spec = find_input(path))
        bounds = {spec->min, spec->max};
    for (const Row& row : kBounds)
        if (row.path == path)
            bounds = {std::max(bounds.min, row.bounds.min), std::min(bounds.max, row.bounds.max)};
    return bounds;
}

Expected<std::vector<std::string>> parse_factor_list(std::string_view list)
{
    std::vector<std::string> paths;
    if (list.empty() || list == "all") {
        for (std::string_view path : kFactorPaths)
            paths.emplace_back(path);
        return paths;
    }
    while (!list.empty()) {
        const auto comma = list.find(',');
        std::string name(list.substr(0, comma));
        list = comma == std::string_view::npos ? std::string_view() : list.substr(comma + 1);
        const std::string path = name.rfind("deploy.", 0) == 0 ? name : "deploy." + name;
        if (std::find(std::begin(kFactorPaths), std::end(kFactorPaths), path) == std::end(kFactorPaths))
            return Error{"--factors", name, factor_list_text(false), "not a fittable factor"};
        if (std::find(paths.begin(), paths.end(), path) == paths.end())
            paths.push_back(path);
    }
    return paths;
}

Expected<FitResult> fit_factors(const std::vector<MeasuredPoint>& points, const Scenario& base,
                                const FitOptions& options)
{
    FitResult result;
    std::vector<std::string> paths = options.factors;
    if (paths.empty())
        paths.assign(std::begin(kFactorPaths), std::end(kFactorPaths));
    std::vector<const InputSpec*> specs;
    BoxProblem problem;
    for (const std::string& path : paths) {
        const InputSpec* spec = find_input(path);
        if (spec == nullptr || spec->set == nullptr ||
            std::find(std::begin(kFactorPaths), std::end(kFactorPaths), path) == std::end(kFactorPaths))
            return Error{"factor", path, "one of the deploy efficiency, overhead or latency factors", "not fittable"};
        specs.push_back(spec);
        const FactorBounds bounds = physical_bounds(path);
        problem.lower.push_back(bounds.min);
        problem.upper.push_back(bounds.max);
        problem.start.push_back(std::clamp(spec->get(base), bounds.min, bounds.max));
    }

    Expected<std::vector<PointCheck>> before = check_points(points, base);
    if (!before)
        return before.error();
    std::vector<MeasuredPoint> used;
    for (const PointCheck& check : *before) {
        if (!check.predicted)
            result.skipped.push_back({check.point.id, "no analytic prediction of " + check.point.metric + " in " +
                                                          check.point.mode + " mode" +
                                                          (check.point.mode.rfind("online", 0) == 0
                                                               ? " (the simulator answers online rows)"
                                                               : "")});
        else if (!(check.point.value > 0))
            result.skipped.push_back({check.point.id, "the measured value is not positive"});
        else
            used.push_back(check.point);
    }
    if (used.empty())
        return Error{"calibration points", std::to_string(points.size()) + " points",
                     "at least one offline, static_batch, ttft_batch1 or latency_batch figure",
                     "no point the analytic model answers"};

    problem.max_iterations = options.max_iterations;
    problem.residuals = [&](const std::vector<double>& x, std::vector<double>& r) -> Status {
        Scenario s = base;
        set_factors(s, specs, x);
        for (const MeasuredPoint& p : used) {
            Expected<std::optional<double>> predicted = predict_analytic(p, s);
            if (!predicted)
                return predicted.error();
            r.push_back(robust_residual(log_ratio(predicted->value_or(0.0), p.value), options.robust_scale, options.loss));
        }
        return Ok{};
    };
    Expected<BoxSolution> solution = solve_box_least_squares(problem);
    if (!solution)
        return solution.error();

    result.fitted = base;
    set_factors(result.fitted, specs, solution->x);
    result.iterations = solution->iterations;
    result.converged = solution->converged;
    for (std::size_t i = 0; i < specs.size(); ++i)
        result.factors.push_back({paths[i], specs[i]->get(base), solution->x[i], solution->std_error[i],
                                  problem.lower[i], problem.upper[i], solution->at_bound[i]});

    Expected<std::vector<PointCheck>> after = check_points(used, result.fitted);
    if (!after)
        return after.error();
    std::vector<double> log_before, log_after, abs_before, abs_after;
    std::size_t k = 0;
    for (const PointCheck& b : *before) {
        if (!b.predicted || !(b.point.value > 0))
            continue;   // the same test that chose `used`, so after[k] is this point
        const PointCheck& a = (*after)[k++];
        const double p_before = *b.predicted;
        const double p_after = a.predicted.value_or(0.0);
        FitPoint fp{b.point, p_before, p_after, p_before / b.point.value - 1, p_after / b.point.value - 1};
        log_before.push_back(log_ratio(p_before, b.point.value));
        log_after.push_back(log_ratio(p_after, b.point.value));
        abs_before.push_back(fp.error_before);
        abs_after.push_back(fp.error_after);
        result.points.push_back(std::move(fp));
    }
    result.median_abs_error_before = median_abs(abs_before);
    result.median_abs_error_after = median_abs(abs_after);
    result.rms_log_error_before = rms(log_before);
    result.rms_log_error_after = rms(log_after);
    return result;
}

} // namespace capstan::calibration
