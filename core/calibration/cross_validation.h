#pragma once

#include "fit.h"

#include "core/expected.h"
#include "core/scenario.h"
#include "core/validation.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace capstan::calibration {

// A prediction the analytic model does not make (online rows): the request-level simulator
// answers them; calibration does not depend on it, so the caller passes it in.
using PointPredictor = std::function<Expected<std::optional<double>>(const MeasuredPoint&, const Scenario&)>;

struct CrossValidatedRow final {
    MeasuredPoint point;
    std::string fold;                   // the source left out when this row was predicted
    std::optional<double> predicted;    // by the model fitted without the fold
    std::optional<double> error;        // (predicted - measured) / measured
    std::string unanswered;             // why there is no prediction
    std::string generation;             // the GPU's architecture (catalog)
    std::string precision;              // bf16, fp8, fp4 (weights)
    std::string mode_class;             // offline, static, batch-1 TTFT, online TTFT, online ITL,
                                        // online throughput, server capacity, fixed-batch latency
    std::string use;                    // throughput or latency (use_of_mode_class)
};

// What a chart draws from a row's kind: "throughput" (offline, static batch, online throughput,
// server capacity: the knee) or "latency" (TTFT, ITL, end-to-end: the latency chart).
std::string use_of_mode_class(const std::string& mode_class);

struct ClassError final {
    std::string dimension;              // generation, precision, mode, use, generation+use
    std::string name;
    int rows = 0;
    double median_abs_error = 0;
};

// The factors one fold predicted its rows with: fitted on every other source's analytic rows.
struct FoldFactors final {
    std::string fold;                   // the source left out
    int training_rows = 0;              // the analytic rows the fit used (0: the base factors)
    std::vector<std::pair<std::string, double>> factors;   // input path -> value, kFactorPaths order
};

// One factor over the folds: how far leaving one source out moves it. A wide range says the
// rows do not pin the factor down and a source's own quirks carry it.
struct FactorSpread final {
    std::string path;
    double min = 0, median = 0, max = 0;
    std::string min_fold, max_fold;     // the source whose absence gives the extreme
};

// The spread of every factor over the folds, kFactorPaths order.
std::vector<FactorSpread> factor_spread(const std::vector<FoldFactors>& folds);

struct CrossValidation final {
    std::vector<CrossValidatedRow> rows;
    std::vector<ClassError> classes;
    std::vector<FoldFactors> fold_factors;   // one per fold, in the order the folds ran
    int folds = 0;
    int answered = 0;
    double median_abs_error = 0;        // NaN when none is answered
    double worst_abs_error = 0;
};

// The cross-validation's fit: every factor, Cauchy loss at a 10% log error.
FitOptions robust_fit();

// Leave-one-source-out: for each source (source_group), the factors are fitted on the other
// sources' analytic rows (fit_factors, within the inputs' physical bounds) and every row of the
// left-out source is predicted with them, by the analytic model or else by `simulated`. So
// every error is out of sample: no row's own figure moved the factors that predict it.
Expected<CrossValidation> cross_validate(const std::vector<MeasuredPoint>& points, const Scenario& base,
                                         const PointPredictor& simulated, const FitOptions& options = robust_fit());

} // namespace capstan::calibration
