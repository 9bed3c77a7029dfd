#include "core/levers/cuda_graphs.h"

#include "core/evaluate.h"
#include "core/fleet/validation.h"

#include <algorithm>

namespace capstan::levers {

Status validate(const GraphInputs& in)
{
    if (auto s = fleet::require_range("levers.graph_kernels_per_layer", in.kernels_per_layer, 1, 1000,
                                      "1 .. 1000 kernels"); !s)
        return s;
    if (auto s = fleet::require_range("levers.graph_replay_us", in.launch_us, 0, 1000, "0 .. 1000 us"); !s)
        return s;
    if (auto s = fleet::require_range("levers.graph_replay_us", in.graph_replay_us, 0, 10000, "0 .. 10000 us"); !s)
        return s;
    return Ok{};
}

Expected<GraphGain> graph_gain(const Scenario& s, const GraphInputs& in)
{
    if (auto ok = validate(in); !ok)
        return ok.error();
    if (auto feasible = check_feasible(s); !feasible)
        return feasible.error();
    // Against the scenario with graphs on (its own setting may be off).
    Scenario with_graphs = s;
    with_graphs.levers.cuda_graphs = true;
    const Roofline roofline(with_graphs);
    GraphGain g;
    g.launches_ms = double(s.model.spec.layers) * in.kernels_per_layer * in.launch_us / 1e3;
    g.graph_ms = in.graph_replay_us / 1e3;
    const int cap = std::max(1, std::min(plan_memory(s).sustained_seats, s.deploy.max_batch));
    std::vector<int> batches;
    for (int b = 1; b < cap; b *= 2)
        batches.push_back(b);
    batches.push_back(cap);
    for (int b : batches) {
        GraphPoint p;
        p.batch = b;
        p.step_with_ms = roofline.mixed_step(b).total_s * 1e3;
        p.step_without_ms = p.step_with_ms + std::max(0.0, g.launches_ms - g.graph_ms);
        p.launch_share = g.launches_ms / p.step_without_ms;
        p.speedup = p.step_without_ms / p.step_with_ms;
        g.curve.push_back(p);
    }
    return g;
}

} // namespace capstan::levers
