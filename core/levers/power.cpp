#include "core/levers/power.h"

#include "core/fleet/validation.h"

#include <cmath>

namespace capstan::levers {

Status validate(const PowerInputs& in)
{
    if (auto s = fleet::require_above("levers.power_envelope_mw", in.envelope_w / 1e6, 0, "> 0 .. 1000 MW"); !s)
        return s;
    if (auto s = fleet::require_range("levers.power_envelope_mw", in.envelope_w / 1e6, 0, 1e3, "> 0 .. 1000 MW"); !s)
        return s;
    if (auto s = fleet::require_range("levers.gpu_w", in.gpu_w, 1, 1e5, "1 .. 100000 W"); !s)
        return s;
    if (auto s = fleet::require_range("levers.host_w_per_gpu", in.host_w_per_gpu, 0, 1e5, "0 .. 100000 W"); !s)
        return s;
    if (auto s = fleet::require_range("levers.pue", in.pue, 1, 5, "1 .. 5"); !s)
        return s;
    return Ok{};
}

Expected<PowerBudget> power_budget(const PowerInputs& in)
{
    if (auto ok = validate(in); !ok)
        return ok.error();
    PowerBudget b;
    b.wall_w_per_gpu = (in.gpu_w + in.host_w_per_gpu) * in.pue;
    b.gpus = int(std::floor(in.envelope_w / b.wall_w_per_gpu + 1e-9));
    b.gpu_share = in.gpu_w / b.wall_w_per_gpu;
    b.host_share = in.host_w_per_gpu / b.wall_w_per_gpu;
    b.cooling_share = 1.0 - 1.0 / in.pue;
    b.gpus_without_host = in.envelope_w / (in.gpu_w * in.pue);
    b.gpus_at_pue_1 = in.envelope_w / (in.gpu_w + in.host_w_per_gpu);
    return b;
}

} // namespace capstan::levers
