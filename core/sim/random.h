#pragma once

#include <cstdint>
#include <random>

namespace capstan::sim {

// A seeded stream of variates. std::mt19937_64 is specified bit-for-bit by the standard; the
// standard distributions are not, so the transforms are written here and a seed reproduces
// the same numbers on every platform.
class Rng final {
public:
    // `stream` separates independent streams drawn from one user seed (arrivals, lengths, think).
    explicit Rng(std::uint64_t seed, std::uint64_t stream = 0);

    double uniform();                                 // (0, 1), never 0 or 1
    double exponential(double mean);
    double normal();                                  // standard normal
    double gamma(double shape);                       // unit scale
    double gamma_mean_cv(double mean, double cv);     // shape 1/cv^2, mean as given
    double lognormal_mean_cv(double mean, double cv); // sigma^2 = ln(1 + cv^2), mean as given

private:
    std::mt19937_64 engine_;
    double spare_normal_ = 0;
    bool has_spare_ = false;
};

// The standard normal quantile (Acklam's rational approximation, relative error < 1.2e-9).
double normal_quantile(double p);

} // namespace capstan::sim
