#include "purchase.h"

#include "energy.h"
#include "traffic.h"

#include <algorithm>

namespace capstan {

double running_card_month_usd(double power_w)
{
    const double energy_usd = power_w * kCatalogPue / 1e3 * kHoursPerMonth * kCatalogEnergyUsdPerKwh;
    return energy_usd + kCatalogRunningUsdPerBoardWMonth * power_w;
}

double derived_purchase_usd(double own_card_month_usd, double power_w)
{
    return std::max(0.0, own_card_month_usd - running_card_month_usd(power_w)) * kCatalogAmortizationMonths;
}

const char* to_string(PurchasePrice::Basis basis)
{
    switch (basis) {
    case PurchasePrice::Basis::Input:
        return "input";
    case PurchasePrice::Basis::Catalog:
        return "catalog";
    case PurchasePrice::Basis::Derived:
        return "derived";
    }
    return "derived";
}

PurchasePrice catalog_purchase_price(const GpuSpec& gpu)
{
    if (gpu.purchase_usd > 0)
        return {gpu.purchase_usd, PurchasePrice::Basis::Catalog};
    return {derived_purchase_usd(gpu.own_card_month_usd, gpu.power_w), PurchasePrice::Basis::Derived};
}

} // namespace capstan
