#pragma once

#include "core/expected.h"
#include "core/kernel_launches.h"
#include "core/scenario.h"

#include <vector>

namespace capstan::levers {

// CUDA graphs (SPEC 2.10; seed: "graphs remove the per-kernel launch cost, which is a large share
// of a decode step at low batch and a small one at high batch"). Without graphs every kernel of
// every layer pays a host launch; a graph replays the whole step for one launch.
// deploy.step_overhead_ms is the scheduler plus launch cost with graphs on (the core default).
struct GraphInputs final {
    // The core's figures (core/kernel_launches.h): 14 kernels a Llama decoder layer, 20 us a replay.
    int kernels_per_layer = kGraphKernelsPerLayer;
    double launch_us = 5.0;         // host cost of one kernel launch (levers.graph_launch_us)
    double graph_replay_us = kGraphReplayUs;
};

struct GraphPoint final {
    int batch = 0;
    double step_with_ms = 0;        // graphs on: the core's step time
    double step_without_ms = 0;     // + every kernel's launch - the graph replay
    double launch_share = 0;        // launches / step without graphs
    double speedup = 0;             // step_without / step_with
};

struct GraphGain final {
    double launches_ms = 0;         // layers x kernels x launch_us, per step
    double graph_ms = 0;            // graph_replay_us
    std::vector<GraphPoint> curve;  // 1, 2, 4, ... to the memory-capped batch
};

[[nodiscard]] Status validate(const GraphInputs& inputs);

// The steady-state step (Roofline::mixed_step) against batch, with and without graphs.
[[nodiscard]] Expected<GraphGain> graph_gain(const Scenario& scenario, const GraphInputs& inputs);

} // namespace capstan::levers
