#pragma once

#include "core/expected.h"
#include "core/inputs.h"
#include "core/scenario.h"
#include "core/validation.h"

#include <string>
#include <string_view>
#include <vector>

namespace capstan::calibration {

// The model's physically meaningful factors a fit may move (Scenario::Deploy), by input path;
// the list lives with the inputs, which clear Scenario::calibration when one is moved by hand.
inline constexpr const auto& kFactorPaths = kCalibrationFactorPaths;

// "bw_efficiency,step_overhead_ms" (with or without "deploy.") to paths; "" or "all" = every one.
Expected<std::vector<std::string>> parse_factor_list(std::string_view list);

// The factors, comma-separated, as paths ("deploy.bw_efficiency, ...") or short names.
std::string factor_list_text(bool paths);

// What a fit may set a factor to: the physically meaningful range, inside the input's own range.
// Efficiencies 0.2 .. 1 (no kernel beats the datasheet), the per-step overhead 0 .. 5 ms, one
// small all-reduce 0 .. 100 us (NVLink reaches about 10-30 us, PCIe more), the per-expert cost
// 0 .. 50 us. A fit that ends on one of these bounds says so (FittedFactor::at_bound).
struct FactorBounds final {
    double min = 0;
    double max = 0;
};
FactorBounds physical_bounds(std::string_view path);

struct FitOptions final {
    std::vector<std::string> factors;   // input paths; empty = all of kFactorPaths
    int max_iterations = 200;
    // 0: least squares on log(predicted / measured). Above 0: a robust loss with this scale on
    // the same residuals, so a source whose setup the model does not capture (a finite run's
    // drain, an immature kernel) pulls the factors less than quadratically.
    double robust_scale = 0;
    // Huber: beyond the scale a residual pulls linearly. Cauchy: rho = s^2 log(1 + (r/s)^2), its
    // pull falls off beyond the scale, so a source 3x off (engines still without CUDA graphs or
    // tuned MoE kernels for a model) barely moves factors every other source agrees on.
    enum class Loss { Huber, Cauchy } loss = Loss::Huber;
};

struct FittedFactor final {
    std::string path;
    double before = 0;                  // the base scenario's value (the start)
    double after = 0;
    double std_error = 0;               // NaN when the points cannot determine it
    double min = 0;                     // the fit's bounds: physical_bounds(path)
    double max = 0;
    bool at_bound = false;
};

struct FitPoint final {
    MeasuredPoint point;
    double predicted_before = 0;
    double predicted_after = 0;
    double error_before = 0;            // (predicted - measured) / measured
    double error_after = 0;
};

struct SkippedPoint final {
    std::string id;
    std::string reason;
};

struct FitResult final {
    std::vector<FittedFactor> factors;
    std::vector<FitPoint> points;       // the points the fit used, with residuals
    std::vector<SkippedPoint> skipped;  // points the analytic model does not answer
    double median_abs_error_before = 0;
    double median_abs_error_after = 0;
    double rms_log_error_before = 0;    // sqrt(mean(log(predicted / measured)^2))
    double rms_log_error_after = 0;
    int iterations = 0;
    bool converged = false;
    Scenario fitted;                    // the base scenario with the fitted factors
};

// Least squares over the chosen factors, bounded to each input's valid range, minimizing the
// squared log ratio of predict_analytic to the measured value over the points it answers
// (online rows wait for the simulator and are listed as skipped). Starts from the base
// scenario's factors; deterministic. An Error names a point the model cannot evaluate, or
// says that no point is usable.
Expected<FitResult> fit_factors(const std::vector<MeasuredPoint>& points, const Scenario& base,
                                const FitOptions& options = {});

} // namespace capstan::calibration
