#include "analysis/layout_launch.h"

#include "core/evaluate.h"

namespace capstan::ui {

Expected<std::vector<launch::LaunchSettings>> layoutLaunch(const LayoutsRun& run, const search::Candidate& candidate,
                                              std::string_view engine)
{
    const Scenario scenario = search::apply_layout(run.scenario, run.space, candidate.screened.layout);
    const Expected<Result> result = evaluate(scenario);
    if (!result)
        return result.error();
    return launch::launch_roles(scenario, *result, engine);
}

} // namespace capstan::ui
