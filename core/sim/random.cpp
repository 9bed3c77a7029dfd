#include "random.h"

#include <cmath>
#include <numbers>

namespace capstan::sim {

namespace {

// SplitMix64 (Steele, Lea, Flood 2014): decorrelates nearby seeds and stream numbers.
std::uint64_t splitmix64(std::uint64_t x)
{
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

} // namespace

Rng::Rng(std::uint64_t seed, std::uint64_t stream)
    : engine_(splitmix64(seed ^ splitmix64(stream + 0x5EEDULL)))
{
}

double Rng::uniform()
{
    // 53 random bits, offset by half a step so neither end of (0, 1) is reached.
    return (double(engine_() >> 11) + 0.5) * 0x1.0p-53;
}

double Rng::exponential(double mean)
{
    return -mean * std::log(uniform());
}

double Rng::normal()
{
    if (has_spare_) {
        has_spare_ = false;
        return spare_normal_;
    }
    // Box-Muller: two independent normals from two uniforms.
    const double radius = std::sqrt(-2.0 * std::log(uniform()));
    const double angle = 2.0 * std::numbers::pi * uniform();
    spare_normal_ = radius * std::sin(angle);
    has_spare_ = true;
    return radius * std::cos(angle);
}

double Rng::gamma(double shape)
{
    if (shape < 1.0) {
        // Gamma(a) = Gamma(a + 1) x U^(1/a) (Marsaglia and Tsang 2000, section 6).
        const double boosted = gamma(shape + 1.0);
        return boosted * std::pow(uniform(), 1.0 / shape);
    }
    // Marsaglia and Tsang (2000), "A simple method for generating gamma variables".
    const double d = shape - 1.0 / 3.0;
    const double c = 1.0 / std::sqrt(9.0 * d);
    for (;;) {
        const double x = normal();
        const double t = 1.0 + c * x;
        if (t <= 0)
            continue;
        const double v = t * t * t;
        const double u = uniform();
        if (std::log(u) < 0.5 * x * x + d - d * v + d * std::log(v))
            return d * v;
    }
}

double Rng::gamma_mean_cv(double mean, double cv)
{
    if (cv == 1.0)
        return exponential(mean);
    const double shape = 1.0 / (cv * cv);
    return gamma(shape) * mean / shape;
}

double Rng::lognormal_mean_cv(double mean, double cv)
{
    const double sigma2 = std::log1p(cv * cv);
    const double mu = std::log(mean) - 0.5 * sigma2;
    return std::exp(mu + std::sqrt(sigma2) * normal());
}

double normal_quantile(double p)
{
    // P. J. Acklam, "An algorithm for computing the inverse normal cumulative distribution function".
    static constexpr double a[] = {-3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02,
                                   1.383577518672690e+02, -3.066479806614716e+01, 2.506628277459239e+00};
    static constexpr double b[] = {-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
                                   6.680131188771972e+01, -1.328068155288572e+01};
    static constexpr double c[] = {-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
                                   -2.549732539343734e+00, 4.374664141464968e+00, 2.938163982698783e+00};
    static constexpr double d[] = {7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00,
                                   3.754408661907416e+00};
    constexpr double low = 0.02425;
    if (p <= 0)
        return -INFINITY;
    if (p >= 1)
        return INFINITY;
    if (p < low) {
        const double q = std::sqrt(-2 * std::log(p));
        return (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
               ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    }
    if (p > 1 - low)
        return -normal_quantile(1 - p);
    const double q = p - 0.5;
    const double r = q * q;
    return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
           (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
}

} // namespace capstan::sim
