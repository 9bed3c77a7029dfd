#pragma once

#include "random.h"

#include <algorithm>
#include <cmath>

namespace capstan::sim {

// A token-length distribution: fixed (cv = 0) or lognormal with the given mean and CV, the
// shape published prompt and answer lengths usually take.
struct LengthSpec final {
    double mean = 1;
    double cv = 0;
};

// One draw in tokens, at least 1 and at most max_tokens.
inline int draw_length(const LengthSpec& spec, Rng& rng, int max_tokens)
{
    const double value = spec.cv > 0 ? rng.lognormal_mean_cv(spec.mean, spec.cv) : spec.mean;
    return int(std::clamp(std::round(value), 1.0, double(std::max(1, max_tokens))));
}

} // namespace capstan::sim
