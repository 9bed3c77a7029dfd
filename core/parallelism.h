#pragma once

#include "scenario.h"

#include <algorithm>
#include <string>

namespace capstan {

// How one replica spreads the model over its GPUs (SPEC 2.3, deploy.tp / pp / ep).
//  - Tensor parallelism (tp) splits every layer's weights and KV heads over tp GPUs.
//  - Pipeline parallelism (pp) cuts the layers into pp stages of tp GPUs each; a sequence's
//    token passes every stage in turn, with one point-to-point activation transfer between two.
//  - Expert parallelism (ep, MoE models) spreads the routed experts whole over ep GPUs of a
//    stage instead of slicing each expert over the TP group. With ep > tp the attention runs
//    data-parallel: ep / tp attention groups of tp GPUs, each with its own share of the batch,
//    and every MoE layer dispatches its tokens to the experts' GPUs and combines the results
//    (two all-to-alls).
// The replica's batch (deploy.max_batch, the knee's B) counts the sequences of all its groups.
struct Parallelism final {
    int tp = 1;
    int pp = 1;
    int ep = 1;

    static Parallelism of(const Scenario::Deploy& d)
    {
        return {std::max(1, d.tp), std::max(1, d.pp), std::max(1, d.ep)};
    }
    // Attention data-parallel groups per stage: ep / tp when the experts span more GPUs than
    // the TP group, else 1.
    [[nodiscard]] int attention_groups() const { return ep > tp ? ep / tp : 1; }
    // GPUs of one stage: the TP group, times the attention groups.
    [[nodiscard]] int stage_gpus() const { return tp * attention_groups(); }
    // GPUs of one replica: every stage's.
    [[nodiscard]] int gpus() const { return stage_gpus() * pp; }
    // GPUs one layer's routed experts are spread over (whole experts with EP, slices without).
    [[nodiscard]] int expert_split() const { return ep > 1 ? ep : tp; }
};

// "TP 2", "TP 4, PP 2", "TP 8, EP 8": the layout as engines name its sizes.
inline std::string layout_label(const Parallelism& p)
{
    std::string label = "TP " + std::to_string(p.tp);
    if (p.pp > 1)
        label += ", PP " + std::to_string(p.pp);
    if (p.ep > 1)
        label += ", EP " + std::to_string(p.ep);
    return label;
}

// GPUs one replica of the scenario's deployment spans.
inline int replica_gpus(const Scenario& s)
{
    return Parallelism::of(s.deploy).gpus();
}

} // namespace capstan
