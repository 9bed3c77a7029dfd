#include "tail_distributions.h"

#include "random.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace capstan::sim::tail {

double gamma_quantile(double mean, double variance, double p)
{
    if (mean <= 0)
        return 0;
    if (variance <= 1e-12 * mean * mean)
        return mean;
    const double k = mean * mean / variance;
    const double c = 1.0 - 1.0 / (9.0 * k) + normal_quantile(p) / (3.0 * std::sqrt(k));
    return mean * std::max(0.0, c * c * c);
}

double gamma_survival(double mean, double variance, double t)
{
    if (mean <= 0)
        return t < 0 ? 1.0 : 0.0;
    if (variance <= 1e-12 * mean * mean)
        return t < mean ? 1.0 : 0.0;
    if (t <= 0)
        return 1.0;
    const double k = mean * mean / variance;
    const double z = (std::cbrt(t / mean) - (1.0 - 1.0 / (9.0 * k))) * 3.0 * std::sqrt(k);
    return 0.5 * std::erfc(z / std::sqrt(2.0));
}

Cumulants operator+(const Cumulants& a, const Cumulants& b)
{
    return {a.mean + b.mean, a.variance + b.variance, a.third + b.third};
}

Cumulants gamma_cumulants(double mean, double variance)
{
    return {mean, variance, mean > 0 ? 2 * variance * variance / mean : 0.0};
}

Cumulants lognormal_cumulants(double mean, double cv)
{
    // omega = exp(sigma^2) = 1 + cv^2; skewness (omega + 2) sqrt(omega - 1).
    const double sd = mean * cv;
    return {mean, sd * sd, (3 + cv * cv) * cv * sd * sd * sd};
}

Cumulants mixture(const Cumulants& a, double p, const Cumulants& b)
{
    auto raw = [](const Cumulants& c) {
        const double m = c.mean;
        return std::array<double, 3>{m, c.variance + m * m, c.third + 3 * m * c.variance + m * m * m};
    };
    const auto ra = raw(a);
    const auto rb = raw(b);
    const double m1 = p * ra[0] + (1 - p) * rb[0];
    const double m2 = p * ra[1] + (1 - p) * rb[1];
    const double m3 = p * ra[2] + (1 - p) * rb[2];
    const double variance = std::max(0.0, m2 - m1 * m1);
    return {m1, variance, m3 - 3 * m1 * variance - m1 * m1 * m1};
}

namespace {

// Y as the shifted lognormal with Y's three cumulants, or the normal when Y is not skewed, or a
// point when it does not vary.
class Fitted final {
public:
    explicit Fitted(const Cumulants& y) : mean_(y.mean)
    {
        if (y.variance <= 1e-24 * std::max(1.0, y.mean * y.mean)) {
            kind_ = Kind::Point;
            return;
        }
        sd_ = std::sqrt(y.variance);
        const double skew = y.third / (sd_ * sd_ * sd_);
        if (skew < 1e-3) {
            kind_ = Kind::Normal;
            return;
        }
        // s = sqrt(omega - 1) solves s^3 + 3 s = skew (Cardano: one real root).
        const double r = std::sqrt(skew * skew / 4 + 1);
        const double s = std::cbrt(skew / 2 + r) + std::cbrt(skew / 2 - r);
        const double omega = 1 + s * s;
        kind_ = Kind::Lognormal;
        sigma_ = std::sqrt(std::log(omega));
        scale_ = sd_ / s / std::sqrt(omega);   // exp(mu): sd = exp(mu) sqrt(omega (omega - 1))
        shift_ = y.mean - scale_ * std::sqrt(omega);
    }

    [[nodiscard]] double survival(double t) const
    {
        switch (kind_) {
        case Kind::Point: return t < mean_ ? 1.0 : 0.0;
        case Kind::Normal: return 0.5 * std::erfc((t - mean_) / (sd_ * std::sqrt(2.0)));
        case Kind::Lognormal:
            return t <= shift_ ? 1.0 : 0.5 * std::erfc(std::log((t - shift_) / scale_) / (sigma_ * std::sqrt(2.0)));
        }
        return 0.0;
    }

    [[nodiscard]] double quantile(double q) const
    {
        switch (kind_) {
        case Kind::Point: return mean_;
        case Kind::Normal: return mean_ + sd_ * normal_quantile(q);
        case Kind::Lognormal: return shift_ + scale_ * std::exp(sigma_ * normal_quantile(q));
        }
        return mean_;
    }

private:
    enum class Kind { Point, Normal, Lognormal };
    Kind kind_ = Kind::Point;
    double mean_ = 0;
    double sd_ = 0;
    double sigma_ = 0;
    double scale_ = 0;
    double shift_ = 0;
};

} // namespace

Cumulants quadratic_lognormal_cumulants(double b, double c, double cv)
{
    // E[x^k] = omega^(k (k - 1) / 2), omega = 1 + cv^2.
    const double omega = 1 + cv * cv;
    double m[7];
    for (int k = 0; k <= 6; ++k)
        m[k] = std::pow(omega, k * (k - 1) / 2.0);
    const double r1 = b * m[1] + c * m[2];
    const double r2 = b * b * m[2] + 2 * b * c * m[3] + c * c * m[4];
    const double r3 = b * b * b * m[3] + 3 * b * b * c * m[4] + 3 * b * c * c * m[5] + c * c * c * m[6];
    const double variance = std::max(0.0, r2 - r1 * r1);
    return {r1, variance, r3 - 3 * r1 * variance - r1 * r1 * r1};
}

double fitted_survival(const Cumulants& y, double t)
{
    return Fitted(y).survival(t);
}

double mixture_quantile(const Cumulants& y, double p_wait, double wait, double q)
{
    const Fitted plain(y);
    if (p_wait <= 1e-12 || wait <= 0)
        return std::max(0.0, plain.quantile(q));
    const Fitted waiting(y + gamma_cumulants(wait, wait * wait));
    auto excess = [&](double t) { return (1 - p_wait) * plain.survival(t) + p_wait * waiting.survival(t) - (1 - q); };
    // The mixture's quantile lies between its parts' (Y + W is the later): regula falsi with the
    // Illinois step on that bracket.
    double a = plain.quantile(q);
    double b = waiting.quantile(q);
    if (a > b)
        std::swap(a, b);
    double fa = excess(a);
    double fb = excess(b);
    for (int widen = 0; widen < 60 && fa < 0; ++widen) {
        a -= (b - a) + 1e-9;
        fa = excess(a);
    }
    for (int widen = 0; widen < 60 && fb > 0; ++widen) {
        b += (b - a) + 1e-9;
        fb = excess(b);
    }
    int side = 0;
    for (int i = 0; i < 60 && b - a > 1e-9 * std::max(1e-9, std::abs(b)); ++i) {
        const double c = fa == fb ? 0.5 * (a + b) : (a * fb - b * fa) / (fb - fa);
        const double fc = excess(c);
        if (fc == 0)
            return std::max(0.0, c);
        if (fc > 0) {
            a = c;
            fa = fc;
            if (side == 1)
                fb /= 2;
            side = 1;
        } else {
            b = c;
            fb = fc;
            if (side == -1)
                fa /= 2;
            side = -1;
        }
    }
    return std::max(0.0, 0.5 * (a + b));
}

} // namespace capstan::sim::tail
