#pragma once

#include "core/catalog.h"
#include "core/catalog_types.h"
#include "core/expected.h"
#include "core/scenario.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace capstan::search {

// One deployment layout (SPEC 2.6b): tensor, pipeline and (MoE models) expert parallelism,
// prefill and decode on the same replicas (aggregated) or on two pools (disaggregated: prefill
// replicas of the same TP and expert layout, one stage, sized to run at prefill_load).
struct Layout final {
    std::size_t gpu = 0;      // index into ConfigSpace::gpus
    int weight_bits = 8;      // 16, 8 or 4
    int kv_bits = 8;          // 16 or 8
    int tp = 1;               // tensor-parallel GPUs per stage
    int max_batch = 256;      // engine cap on running sequences
    int pp = 1;               // pipeline stages
    int ep = 1;               // GPUs the routed experts spread over whole (1 = sliced by TP)
    bool disaggregated = false;
    double prefill_load = 0;  // disaggregated: the prefill pool's utilisation at peak
    friend bool operator==(const Layout&, const Layout&) = default;
};

// The candidate space: every combination of the lists. Precisions the card has no tensor cores
// for stay in: the roofline runs 8-bit weights without FP8 units and 4-bit weights without FP4
// units as weight-only quantization (dequantized in the GEMM, multiplied in 16 bits), which is
// what engines do (W8A16, Marlin, MXFP4 on Hopper).
inline constexpr int kDataParallelExperts = 8;

struct ConfigSpace final {
    std::vector<GpuSpec> gpus;
    std::vector<int> weight_bits{16, 8, 4};
    std::vector<int> kv_bits{16, 8};
    std::vector<int> tp{1, 2, 4, 8};
    std::vector<int> max_batch{32, 64, 128, 256, 512};
    std::vector<int> pp{1, 2};
    // MoE models: beside sliced experts, each TP group also spreads them whole (ep = tp), and one
    // GPU per attention group runs data-parallel attention over kDataParallelExperts GPUs.
    bool expert_parallel = false;
    // Every single-stage layout is also tried disaggregated, once per prefill pool load: a lower
    // load buys more prefill replicas per decode replica (the prefill:decode ratio).
    std::vector<double> prefill_load{0.45, 0.7};

    // The expert layouts tried at a TP size: {1}, or {1, tp} ({1, 8} at TP 1) with expert_parallel.
    [[nodiscard]] std::vector<int> ep_for(int tp) const;
    [[nodiscard]] std::size_t size() const;
};

// Every accelerator of the catalog except the CPU server, with the default lists.
ConfigSpace default_space(const Catalog& catalog = Catalog::builtin());

// The ids a search may name: the catalog's accelerators without the CPU server, comma-separated.
std::string searchable_gpu_ids(const Catalog& catalog = Catalog::builtin());

// "h100-sxm,h200-sxm,b200" -> those GPUs in that order, a repeated id once. An empty list, an
// unknown id or the CPU server is an error naming `field`, the value and the allowed ids.
Expected<std::vector<GpuSpec>> gpus_from_list(std::string_view list, std::string_view field,
                                              const Catalog& catalog = Catalog::builtin());

// The space's layouts in a fixed order: GPU, weight bits, KV bits, TP, EP, PP, max batch, then
// each single-stage layout disaggregated at each prefill load.
std::vector<Layout> enumerate(const ConfigSpace& space);

// The base scenario on the layout: the GPU's spec (a bandwidth or memory override of the base
// card does not carry over to another card), the precisions, the layout and max batch, and the
// serving mode (disaggregated: prefill TP = TP at the layout's prefill load). A fixed batch is
// cleared: the search varies the cap, and the operating point follows it.
Scenario apply_layout(const Scenario& base, const ConfigSpace& space, const Layout& layout);

} // namespace capstan::search
