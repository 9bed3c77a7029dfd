#include "analysis/layout_space.h"

#include <algorithm>

namespace capstan::ui {

namespace {

// HBM cards: the L-series, the RTX PRO and the CPU server read below this (GDDR, DDR).
constexpr double kDatacenterBandwidthBytesS = 2e12;
constexpr std::size_t kCompanions = 3;

std::string vendorOf(const GpuSpec& gpu)
{
    return gpu.name.substr(0, gpu.name.find(' '));
}

} // namespace

std::string shortGpuName(const GpuSpec& gpu)
{
    const std::size_t space = gpu.name.find(' ');
    return space == std::string::npos ? gpu.name : gpu.name.substr(space + 1);
}

std::vector<std::string> companionGpus(const std::string& gpuId, const Catalog& catalog)
{
    const GpuSpec* own = catalog.find_gpu(gpuId);
    if (!own)
        return {};
    std::vector<const GpuSpec*> peers;
    for (const GpuSpec& gpu : catalog.gpus())
        if (!gpu.is_cpu && gpu.id != gpuId && vendorOf(gpu) == vendorOf(*own) &&
            gpu.bw_bytes_s >= kDatacenterBandwidthBytesS)
            peers.push_back(&gpu);
    // Dates are YYYY-MM: they sort as text. Ties keep the catalog's order.
    std::stable_sort(peers.begin(), peers.end(), [](const GpuSpec* a, const GpuSpec* b) { return a->date > b->date; });
    std::vector<std::string> ids;
    for (std::size_t i = 0; i < std::min(kCompanions, peers.size()); ++i)
        ids.push_back(peers[i]->id);
    return ids;
}

search::ConfigSpace layoutSpace(const Scenario& scenario, const std::vector<std::string>& extraIds,
                                const Catalog& catalog)
{
    search::ConfigSpace space = search::default_space(catalog);
    space.gpus.clear();
    if (!scenario.gpu.spec.is_cpu)
        space.gpus.push_back(scenario.gpu.spec);
    for (const std::string& id : extraIds) {
        const GpuSpec* gpu = catalog.find_gpu(id);
        const bool listed = std::any_of(space.gpus.begin(), space.gpus.end(),
                                        [&](const GpuSpec& g) { return g.id == id; });
        if (gpu && !gpu->is_cpu && !listed)
            space.gpus.push_back(*gpu);
    }
    space.expert_parallel = scenario.model.spec.is_moe();
    return space;
}

} // namespace capstan::ui
