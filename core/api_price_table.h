#pragma once

#include "expected.h"
#include "scenario.h"

#include <string>
#include <string_view>
#include <vector>

namespace capstan {

// One provider's list price for one model, USD per 1M tokens (resources/prices/api-prices.csv;
// sources and dates in docs/api-price-sources.md).
struct ApiPriceRow final {
    std::string provider;
    std::string model;                  // the provider's name for it
    std::string catalog_model;          // the catalog model it serves; empty for closed models
    double input_usd_per_mtok = 0;
    double cached_input_usd_per_mtok = 0;   // 0: no cached-input discount
    double output_usd_per_mtok = 0;
    std::string valid_on;               // YYYY-MM-DD
    std::string source;
};

// The CSV's rows, every price checked (0 .. 1000, input and output above 0, cached at most
// input); the first bad cell is named with its line.
[[nodiscard]] Expected<std::vector<ApiPriceRow>> parse_api_prices(std::string_view csv, std::string_view where);
// The built-in table (its parse is checked by a test).
[[nodiscard]] const std::vector<ApiPriceRow>& builtin_api_prices();
// The rows serving a catalog model ("" = all rows).
[[nodiscard]] std::vector<ApiPriceRow> api_prices_for(std::string_view catalog_model);
// Puts the row's three prices into the scenario's price sheet.
void use_api_price(Scenario& s, const ApiPriceRow& row);

} // namespace capstan
