#include "energy.h"

#include "traffic.h"

#include <cmath>

namespace capstan {

namespace {

double wall_w_per_gpu(const Scenario& s)
{
    return (s.gpu.spec.power_w + s.levers.host_w_per_gpu) * s.levers.pue;
}

} // namespace

FleetPower fleet_power(const Scenario& s, int gpus)
{
    FleetPower p;
    p.wall_w_per_gpu = wall_w_per_gpu(s);
    p.wall_kw = gpus * p.wall_w_per_gpu / 1e3;
    p.monthly_energy_usd = p.wall_kw * kHoursPerMonth * s.cost.energy_usd_per_kwh;
    p.envelope_mw = s.levers.power_envelope_mw;
    if (p.envelope_mw > 0 && p.wall_w_per_gpu > 0) {
        p.gpus_in_envelope = int(std::floor(p.envelope_mw * 1e6 / p.wall_w_per_gpu + 1e-9));
        p.over_envelope = gpus > p.gpus_in_envelope;
    }
    return p;
}

double energy_card_month_delta_usd(const Scenario& s)
{
    if (s.cost.own_card_month_usd > 0)
        return 0;
    return wall_w_per_gpu(s) / 1e3 * kHoursPerMonth * (s.cost.energy_usd_per_kwh - kCatalogEnergyUsdPerKwh);
}

} // namespace capstan
