#pragma once

#include "core/expected.h"

#include <functional>
#include <vector>

namespace capstan::calibration {

// Residuals r(x) of a nonlinear least-squares problem; may fail (the model rejects an input).
using ResidualFn = std::function<Status(const std::vector<double>& x, std::vector<double>& residuals)>;

struct BoxProblem final {
    std::vector<double> lower;
    std::vector<double> upper;
    std::vector<double> start;        // clamped into the box
    ResidualFn residuals;
    int max_iterations = 200;
};

struct BoxSolution final {
    std::vector<double> x;
    std::vector<double> residuals;
    double cost = 0;                  // sum of squared residuals
    int iterations = 0;
    bool converged = false;
    std::vector<bool> at_bound;       // a variable that ends pinned to a bound
    // Standard error of each variable, sqrt(diag(s^2 (J^T J)^-1)) over the free variables with
    // s^2 = cost / (residuals - free variables); NaN when the data cannot determine it.
    std::vector<double> std_error;
};

// Minimizes sum r_i(x)^2 over lower <= x <= upper by Levenberg-Marquardt with forward
// differences, working in coordinates scaled to the box; a variable at a bound whose gradient
// points outward is held there (projected steps). Deterministic: same inputs, same answer.
Expected<BoxSolution> solve_box_least_squares(const BoxProblem& problem);

} // namespace capstan::calibration
