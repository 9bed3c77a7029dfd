#include "least_squares.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace capstan::calibration {

namespace {

using Matrix = std::vector<std::vector<double>>;

double sum_of_squares(const std::vector<double>& r)
{
    double sum = 0;
    for (const double v : r)
        sum += v * v;
    return sum;
}

// Solves A x = b for a small symmetric positive (semi)definite A by Gaussian elimination with
// partial pivoting; false when A is singular.
bool solve(Matrix a, std::vector<double> b, std::vector<double>& x)
{
    const std::size_t n = b.size();
    for (std::size_t col = 0; col < n; ++col) {
        std::size_t pivot = col;
        for (std::size_t row = col + 1; row < n; ++row)
            if (std::abs(a[row][col]) > std::abs(a[pivot][col]))
                pivot = row;
        if (!(std::abs(a[pivot][col]) > 1e-300))
            return false;
        std::swap(a[col], a[pivot]);
        std::swap(b[col], b[pivot]);
        for (std::size_t row = col + 1; row < n; ++row) {
            const double f = a[row][col] / a[col][col];
            for (std::size_t k = col; k < n; ++k)
                a[row][k] -= f * a[col][k];
            b[row] -= f * b[col];
        }
    }
    x.assign(n, 0.0);
    for (std::size_t i = n; i-- > 0;) {
        double sum = b[i];
        for (std::size_t k = i + 1; k < n; ++k)
            sum -= a[i][k] * x[k];
        x[i] = sum / a[i][i];
    }
    return std::all_of(x.begin(), x.end(), [](double v) { return std::isfinite(v); });
}

struct Scaled final {
    const BoxProblem& problem;

    [[nodiscard]] std::vector<double> to_x(const std::vector<double>& u) const
    {
        std::vector<double> x(u.size());
        for (std::size_t i = 0; i < u.size(); ++i)
            x[i] = problem.lower[i] + u[i] * (problem.upper[i] - problem.lower[i]);
        return x;
    }

    Status residuals(const std::vector<double>& u, std::vector<double>& r) const
    {
        r.clear();
        return problem.residuals(to_x(u), r);
    }

    // Forward differences (backward at the upper edge), columns per variable.
    Status jacobian(const std::vector<double>& u, const std::vector<double>& r, Matrix& j) const
    {
        constexpr double h = 1e-6;
        j.assign(r.size(), std::vector<double>(u.size(), 0.0));
        std::vector<double> shifted;
        for (std::size_t k = 0; k < u.size(); ++k) {
            std::vector<double> v = u;
            const double step = v[k] + h <= 1.0 ? h : -h;
            v[k] += step;
            if (Status ok = residuals(v, shifted); !ok)
                return ok;
            for (std::size_t i = 0; i < r.size() && i < shifted.size(); ++i)
                j[i][k] = (shifted[i] - r[i]) / step;
        }
        return Ok{};
    }
};

} // namespace

Expected<BoxSolution> solve_box_least_squares(const BoxProblem& problem)
{
    const std::size_t n = problem.start.size();
    const Scaled scaled{problem};
    std::vector<double> u(n);
    for (std::size_t i = 0; i < n; ++i) {
        const double width = problem.upper[i] - problem.lower[i];
        u[i] = width > 0 ? std::clamp((problem.start[i] - problem.lower[i]) / width, 0.0, 1.0) : 0.0;
    }
    std::vector<double> r;
    if (Status ok = scaled.residuals(u, r); !ok)
        return ok.error();
    double cost = sum_of_squares(r);
    double lambda = 1e-3;
    BoxSolution solution;
    Matrix j;
    std::vector<bool> free(n, true);
    for (int iteration = 0; iteration < problem.max_iterations; ++iteration) {
        solution.iterations = iteration + 1;
        if (Status ok = scaled.jacobian(u, r, j); !ok)
            return ok.error();
        Matrix a(n, std::vector<double>(n, 0.0));
        std::vector<double> g(n, 0.0);
        for (std::size_t i = 0; i < r.size(); ++i)
            for (std::size_t p = 0; p < n; ++p) {
                g[p] += j[i][p] * r[i];
                for (std::size_t q = 0; q < n; ++q)
                    a[p][q] += j[i][p] * j[i][q];
            }
        // Held at a bound: the descent direction -g points out of the box there.
        for (std::size_t p = 0; p < n; ++p)
            free[p] = !((u[p] <= 0.0 && g[p] > 0) || (u[p] >= 1.0 && g[p] < 0));
        double gradient = 0;
        for (std::size_t p = 0; p < n; ++p)
            if (free[p])
                gradient = std::max(gradient, std::abs(g[p]));
        if (gradient < 1e-12) {
            solution.converged = true;
            break;
        }
        bool improved = false;
        for (int attempt = 0; attempt < 30 && !improved; ++attempt) {
            std::vector<std::size_t> index;
            for (std::size_t p = 0; p < n; ++p)
                if (free[p])
                    index.push_back(p);
            Matrix reduced(index.size(), std::vector<double>(index.size(), 0.0));
            std::vector<double> rhs(index.size());
            for (std::size_t p = 0; p < index.size(); ++p) {
                for (std::size_t q = 0; q < index.size(); ++q)
                    reduced[p][q] = a[index[p]][index[q]];
                reduced[p][p] += lambda * std::max(a[index[p]][index[p]], 1e-9);
                rhs[p] = -g[index[p]];
            }
            std::vector<double> delta;
            if (!solve(reduced, rhs, delta)) {
                lambda *= 10;
                continue;
            }
            std::vector<double> candidate = u;
            for (std::size_t p = 0; p < index.size(); ++p)
                candidate[index[p]] = std::clamp(u[index[p]] + delta[p], 0.0, 1.0);
            std::vector<double> candidate_r;
            if (Status ok = scaled.residuals(candidate, candidate_r); !ok)
                return ok.error();
            const double candidate_cost = sum_of_squares(candidate_r);
            if (std::isfinite(candidate_cost) && candidate_cost < cost) {
                double step = 0;
                for (std::size_t p = 0; p < n; ++p)
                    step = std::max(step, std::abs(candidate[p] - u[p]));
                const bool tiny = cost - candidate_cost <= 1e-12 * cost || step < 1e-10;
                u = std::move(candidate);
                r = std::move(candidate_r);
                cost = candidate_cost;
                lambda = std::max(lambda / 3, 1e-12);
                improved = true;
                solution.converged = tiny;
            } else {
                lambda *= 4;
            }
        }
        if (!improved) {
            solution.converged = true;   // no step lowers the cost: a (local) minimum
            break;
        }
        if (solution.converged)
            break;
    }

    solution.x = scaled.to_x(u);
    solution.residuals = r;
    solution.cost = cost;
    solution.at_bound.assign(n, false);
    solution.std_error.assign(n, std::numeric_limits<double>::quiet_NaN());
    if (Status ok = scaled.jacobian(u, r, j); !ok)
        return ok.error();
    std::vector<std::size_t> index;
    for (std::size_t p = 0; p < n; ++p) {
        solution.at_bound[p] = u[p] <= 0.0 || u[p] >= 1.0;
        if (!solution.at_bound[p])
            index.push_back(p);
    }
    if (r.size() <= index.size() || index.empty())
        return solution;
    const double s2 = cost / double(r.size() - index.size());
    Matrix a(index.size(), std::vector<double>(index.size(), 0.0));
    for (std::size_t i = 0; i < r.size(); ++i)
        for (std::size_t p = 0; p < index.size(); ++p)
            for (std::size_t q = 0; q < index.size(); ++q)
                a[p][q] += j[i][index[p]] * j[i][index[q]];
    for (std::size_t p = 0; p < index.size(); ++p) {
        std::vector<double> e(index.size(), 0.0);
        e[p] = 1.0;
        std::vector<double> column;
        if (!solve(a, e, column) || !(column[p] > 0))
            continue;
        const std::size_t v = index[p];
        solution.std_error[v] = std::sqrt(s2 * column[p]) * (problem.upper[v] - problem.lower[v]);
    }
    return solution;
}

} // namespace capstan::calibration
