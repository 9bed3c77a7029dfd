#pragma once

#include "catalog_types.h"

namespace capstan {

// The catalog's owned card-month rule (resources/catalog/gpus.json notes): purchase / 36
// + power at the wall (board W x PUE 1.3 x 730 h x $0.10/kWh) + $1.10 per board watt a month
// for colo, network and staff.
inline constexpr double kCatalogAmortizationMonths = 36.0;
inline constexpr double kCatalogPue = 1.3;
inline constexpr double kCatalogRunningUsdPerBoardWMonth = 1.10;

// The card-month a card costs beyond its capex under that rule, $/month: a 1,000 W B200
// draws 1.3 kW x 730 h x $0.10 = $94.90 of power and carries $1,100 of colo, network, staff.
[[nodiscard]] double running_card_month_usd(double power_w);

// The purchase price the rule implies: (owned card-month - running) x 36, never below 0.
// The seed's B200 at $2,500 a card-month: (2,500 - 94.90 - 1,100) x 36 = $46,983.60.
[[nodiscard]] double derived_purchase_usd(double own_card_month_usd, double power_w);

// One card's purchase price and where it comes from.
struct PurchasePrice final {
    enum class Basis { Input, Catalog, Derived };
    double usd = 0;
    Basis basis = Basis::Derived;
};
[[nodiscard]] const char* to_string(PurchasePrice::Basis basis);

// The catalog's stated price (gpus.json purchase_usd, from the entry's source) or, where it
// states none, the price its owned card-month implies.
[[nodiscard]] PurchasePrice catalog_purchase_price(const GpuSpec& gpu);

// Capital outlay: the dollars up front for `cards` owned cards.
[[nodiscard]] inline double capital_outlay_usd(int cards, double purchase_usd)
{
    return cards * purchase_usd;
}

} // namespace capstan
