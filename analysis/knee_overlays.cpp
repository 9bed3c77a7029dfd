#include "analysis/knee_overlays.h"

#include "core/catalog.h"

namespace capstan::ui {

std::vector<KneeOverlay> kneeOverlays(const Scenario& scenario, KneeOverlayKind kind)
{
    std::vector<std::pair<KneeOverlay, Scenario>> variants;
    if (kind == KneeOverlayKind::Precisions) {
        for (int bits : {16, 8, 4}) {
            if (bits == scenario.model.weight_bits)
                continue;
            Scenario variant = scenario;
            variant.model.weight_bits = bits;
            variants.push_back({KneeOverlay{bits, {}, {}}, std::move(variant)});
        }
    } else if (kind == KneeOverlayKind::Gpus) {
        for (const GpuSpec& gpu : Catalog::builtin().gpus()) {
            if (gpu.id == scenario.gpu.preset || gpu.is_cpu)
                continue;
            Scenario variant = scenario;
            variant.gpu.preset = gpu.id;
            variant.gpu.spec = gpu;
            variants.push_back({KneeOverlay{0, gpu.name, {}}, std::move(variant)});
        }
    }
    std::vector<KneeOverlay> overlays;
    for (auto& [overlay, variant] : variants) {
        Expected<Result> result = evaluate(variant);
        if (!result)
            continue;
        overlay.curve = std::move(result->curve);
        overlays.push_back(std::move(overlay));
    }
    return overlays;
}

} // namespace capstan::ui
