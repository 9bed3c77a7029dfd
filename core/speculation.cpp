#include "speculation.h"

#include <cmath>

namespace capstan {

double expected_tokens_per_step(double a, int k)
{
    if (k <= 0)
        return 1.0;
    if (a >= 1.0)
        return k + 1.0;
    return (1.0 - std::pow(a, k + 1)) / (1.0 - a);
}

} // namespace capstan
