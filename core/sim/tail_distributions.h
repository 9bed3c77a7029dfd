#pragma once

// The distributions the closed-form tail model (analytic.cpp) reads its percentiles off: gamma
// for queueing delays, a three-moment shifted lognormal for sums with a skewed part (a prompt's
// prefill over lognormal prompt lengths plus queueing), and mixtures with a chance of waiting.
namespace capstan::sim::tail {

// Quantile and survival of a non-negative quantity with the given mean and variance, taken
// as gamma (Wilson-Hilferty cube-root normal approximation).
double gamma_quantile(double mean, double variance, double p);
double gamma_survival(double mean, double variance, double t);

// The first three cumulants of a quantity (mean, variance, third central moment): they add
// over independent parts.
struct Cumulants final {
    double mean = 0;
    double variance = 0;
    double third = 0;
};
Cumulants operator+(const Cumulants& a, const Cumulants& b);
Cumulants gamma_cumulants(double mean, double variance);
// A lognormal with this mean and coefficient of variation.
Cumulants lognormal_cumulants(double mean, double cv);
// b x + c x^2 for x lognormal with mean 1 and this coefficient of variation (a prompt's prefill
// time over its length relative to the mean: weights linear, causal attention quadratic).
Cumulants quadratic_lognormal_cumulants(double b, double c, double cv);

// A with probability p, else B (its cumulants from the parts' raw moments).
Cumulants mixture(const Cumulants& a, double p, const Cumulants& b);

// Survival P(Y > t) of Y taken as the shifted lognormal with Y's three cumulants (the normal
// when Y is not skewed). Exact for a shifted lognormal; a gamma's tail is matched closely.
double fitted_survival(const Cumulants& y, double t);

// Quantile q of a mixture: Y with probability 1 - p_wait, Y + W (W gamma with mean `wait` and
// CV 1) with probability p_wait; Y from its cumulants as fitted_survival.
double mixture_quantile(const Cumulants& y, double p_wait, double wait, double q);

} // namespace capstan::sim::tail
