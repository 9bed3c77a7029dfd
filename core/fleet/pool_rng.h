#pragma once

#include <cmath>
#include <cstdint>
#include <random>

namespace capstan::fleet {

// SplitMix64 (Steele, Lea, Flood 2014): spreads (seed, trial) into independent engine seeds,
// so trial t of a run is the same numbers whatever the trial count.
[[nodiscard]] constexpr std::uint64_t trial_seed(std::uint64_t seed, std::uint64_t trial)
{
    std::uint64_t z = seed + 0x9E3779B97F4A7C15ULL * (trial + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

// Draws built on std::mt19937_64's raw output. The std:: distributions are
// implementation-defined, so these keep a seed's numbers the same on every standard library.
class PoolRng final {
public:
    explicit PoolRng(std::uint64_t seed) : engine_(seed) {}

    // [0, 1) with 53 random bits.
    double uniform01() { return static_cast<double>(engine_() >> 11) * 0x1.0p-53; }

    double uniform(double lo, double hi) { return lo + (hi - lo) * uniform01(); }

    // Box-Muller; the second variate is dropped to keep the draw order simple.
    double normal(double mean, double sd)
    {
        const double u1 = 1.0 - uniform01();  // (0, 1]: log stays finite
        const double u2 = uniform01();
        return mean + sd * std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2);
    }

    // Knuth's product method; fine for the small means a month of dips has (validated <= 100).
    int poisson(double mean)
    {
        const double limit = std::exp(-mean);
        int count = 0;
        double product = uniform01();
        while (product > limit) {
            ++count;
            product *= uniform01();
        }
        return count;
    }

private:
    std::mt19937_64 engine_;
};

} // namespace capstan::fleet
