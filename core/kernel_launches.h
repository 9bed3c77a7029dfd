#pragma once

namespace capstan {

// CUDA graphs (SPEC 2.10; seed: "graphs remove the per-kernel launch cost, which is a large
// share of a decode step at low batch and a small one at high batch"). Without graphs every
// kernel of every layer pays a host launch; a graph replays the whole step for one launch.
// A Llama decoder layer in an eager engine: 2 norms, QKV, rope, KV write, attention, O-proj,
// 2 all-reduces, gate-up, activation, down, 2 residual adds = 14 kernels. Count yours (nsys).
inline constexpr int kGraphKernelsPerLayer = 14;
inline constexpr double kGraphReplayUs = 20.0;   // one graph replay per step

// What a step costs more without graphs, seconds: layers x kernels x launch, less the replay.
[[nodiscard]] inline double launches_without_graphs_s(int layers, int kernels_per_layer, double launch_us,
                                                      double replay_us)
{
    const double extra_us = double(layers) * kernels_per_layer * launch_us - replay_us;
    return extra_us > 0 ? extra_us * 1e-6 : 0.0;
}

} // namespace capstan
