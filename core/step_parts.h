#pragma once

#include "roofline.h"

namespace capstan {

// A step's kernel time: what its collectives, pipeline hops, fixed costs and draft steps leave
// of its total (the weight GEMMs and attention). The one rule the roofline labels a step's
// bound by and `capstan-cli validate --explain` splits a step with.
double step_kernels_s(const StepTime& t);

} // namespace capstan
