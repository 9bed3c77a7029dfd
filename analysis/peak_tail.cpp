#include "analysis/peak_tail.h"

#include <algorithm>

namespace capstan::ui {

sim::TailInputs peakTailInputs(const Scenario& scenario, const Result& result)
{
    sim::TailInputs in;
    in.rate_rps = result.traffic.peak_rps;
    in.replicas = std::max(1, result.sizing.replicas);
    in.arrival_cv = scenario.workload.arrival_cv;
    in.isl_cv = scenario.workload.isl_cv;
    in.osl_cv = scenario.workload.osl_cv;
    in.router = scenario.sim.router;
    return in;
}

} // namespace capstan::ui
