#pragma once

#include "scenario.h"

namespace capstan {

// The catalog's owned card-months were priced with electricity at this price
// (resources/catalog/gpus.json notes: PUE 1.3, $0.10/kWh).
inline constexpr double kCatalogEnergyUsdPerKwh = 0.10;

// What a fleet draws at the wall and what that costs (SPEC 2.10's power envelope: "where the
// 1 MW actually goes"). Wall W per GPU = (board W + levers.host_w_per_gpu) x levers.pue.
struct FleetPower final {
    double wall_w_per_gpu = 0;        // W
    double wall_kw = 0;               // GPUs x wall W / 1000
    double monthly_energy_usd = 0;    // wall kW x 730 h x cost.energy_usd_per_kwh
    double envelope_mw = 0;           // levers.power_envelope_mw; 0 = no envelope
    int gpus_in_envelope = 0;         // whole GPUs the envelope powers; 0 without one
    bool over_envelope = false;       // the fleet needs more GPUs than the envelope powers
};

// The seed's 1 MW of H100s at the defaults: 1e6 / ((700 + 575) x 1.3) = 603.3, so 603 GPUs.
[[nodiscard]] FleetPower fleet_power(const Scenario& scenario, int gpus);

// What one owned card-month moves by when electricity costs other than the catalog's price:
// wall W x 730 h x (price - 0.10 $/kWh) / 1000; 0 at the catalog's price, and 0 when the
// card-month is the engineer's own (cost.own_card_month_usd > 0: taken to include their energy).
[[nodiscard]] double energy_card_month_delta_usd(const Scenario& scenario);

} // namespace capstan
