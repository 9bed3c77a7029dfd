#include "core/search/config_space.h"

#include <algorithm>

namespace capstan::search {

std::vector<int> ConfigSpace::ep_for(int tensor) const
{
    if (!expert_parallel)
        return {1};
    return {1, tensor > 1 ? tensor : kDataParallelExperts};
}

std::size_t ConfigSpace::size() const
{
    std::size_t layouts_per_tp = 0;
    for (int t : tp)
        layouts_per_tp += ep_for(t).size();
    const std::size_t single_stage = std::count(pp.begin(), pp.end(), 1) > 0 ? 1 : 0;
    return gpus.size() * weight_bits.size() * kv_bits.size() * layouts_per_tp * max_batch.size() *
           (pp.size() + single_stage * prefill_load.size());
}

ConfigSpace default_space(const Catalog& catalog)
{
    ConfigSpace space;
    for (const GpuSpec& gpu : catalog.gpus())
        if (!gpu.is_cpu)
            space.gpus.push_back(gpu);
    return space;
}

std::string searchable_gpu_ids(const Catalog& catalog)
{
    std::string ids;
    for (const GpuSpec& gpu : catalog.gpus())
        if (!gpu.is_cpu)
            ids += (ids.empty() ? "" : ", ") + gpu.id;
    return ids;
}

Expected<std::vector<GpuSpec>> gpus_from_list(std::string_view list, std::string_view field, const Catalog& catalog)
{
    const std::string allowed = "a comma-separated list of: " + searchable_gpu_ids(catalog);
    std::vector<GpuSpec> gpus;
    std::string_view rest = list;
    while (true) {
        const std::size_t comma = rest.find(',');
        std::string_view id = rest.substr(0, comma);
        while (!id.empty() && id.front() == ' ')
            id.remove_prefix(1);
        while (!id.empty() && id.back() == ' ')
            id.remove_suffix(1);
        const GpuSpec* gpu = catalog.find_gpu(id);
        if (id.empty())
            return Error{std::string(field), std::string(list), allowed, "an empty GPU id"};
        if (!gpu || gpu->is_cpu)
            return Error{std::string(field), std::string(list), allowed,
                         gpu ? "'" + std::string(id) + "' is a CPU server, not a GPU layout"
                             : "unknown GPU '" + std::string(id) + "'"};
        if (std::none_of(gpus.begin(), gpus.end(), [&](const GpuSpec& g) { return g.id == gpu->id; }))
            gpus.push_back(*gpu);
        if (comma == std::string_view::npos)
            break;
        rest = rest.substr(comma + 1);
    }
    return gpus;
}

std::vector<Layout> enumerate(const ConfigSpace& space)
{
    std::vector<Layout> layouts;
    layouts.reserve(space.size());
    for (std::size_t gpu = 0; gpu < space.gpus.size(); ++gpu)
        for (int weight_bits : space.weight_bits)
            for (int kv_bits : space.kv_bits)
                for (int tp : space.tp)
                    for (int ep : space.ep_for(tp))
                        for (int pp : space.pp)
                            for (int max_batch : space.max_batch) {
                                layouts.push_back({gpu, weight_bits, kv_bits, tp, max_batch, pp, ep});
                                if (pp != 1)
                                    continue;
                                for (double load : space.prefill_load)
                                    layouts.push_back({gpu, weight_bits, kv_bits, tp, max_batch, 1, ep, true, load});
                            }
    return layouts;
}

Scenario apply_layout(const Scenario& base, const ConfigSpace& space, const Layout& layout)
{
    Scenario s = base;
    const GpuSpec& gpu = space.gpus.at(layout.gpu);
    s.gpu.preset = gpu.id;
    s.gpu.spec = gpu;
    s.model.weight_bits = layout.weight_bits;
    s.model.kv_bits = layout.kv_bits;
    s.deploy.tp = layout.tp;
    s.deploy.pp = layout.pp;
    s.deploy.ep = layout.ep;
    s.deploy.max_batch = layout.max_batch;
    s.deploy.batch = 0;
    s.deploy.disaggregated = layout.disaggregated;
    if (layout.disaggregated) {
        s.deploy.prefill_tp = layout.tp;
        s.deploy.prefill_load = layout.prefill_load;
    }
    return s;
}

} // namespace capstan::search
