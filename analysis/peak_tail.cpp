#include "analysis/peak_tail.h"

#include "core/catalog.h"

#include <algorithm>

namespace capstan::ui {

sim::TailInputs peakTailInputs(const Scenario& scenario, const Result& result)
{
    sim::TailInputs in;
    in.rate_rps = result.traffic.peak_rps;
    in.replicas = std::max(1, result.sizing.replicas);
    if (const UseCasePreset* use = Catalog::builtin().find_use_case(scenario.workload.use_case)) {
        in.arrival_cv = use->arrival_cv;
        in.isl_cv = use->isl_cv;
        in.osl_cv = use->osl_cv;
    }
    return in;
}

} // namespace capstan::ui
