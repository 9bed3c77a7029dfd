#pragma once

#include "purchase.h"
#include "scenario.h"
#include "sizing.h"
#include "traffic.h"

#include <string_view>

namespace capstan {

// Tokens one card carries in a month at a sustained aggregate rate: rate x 3,600 x 730.
double tokens_per_card_month(double tok_s);

// Fleet $/s over delivered tokens/s, times 1e6, divided by the share of capacity in use.
// The seed's worked example: $2.78 at full use becomes $6.94 at 40%.
double usd_per_mtok(double fleet_usd_per_s, double capacity_tok_s, double utilization);

// A procurement check (SPEC 2.7): its figure, threshold and verdict.
struct Check final {
    double value = 0;
    double threshold = 0;
    bool pass = true;
};

struct Money final {
    double own_card_month_usd = 0;
    double rent_card_month_usd = 0;
    PurchasePrice purchase;              // one card's purchase price and its basis
    double capital_outlay_usd = 0;       // GPUs x purchase price: the dollars up front to own the fleet
    double monthly_own_usd = 0;          // GPUs x owned card-month
    double monthly_rent_usd = 0;         // GPUs x rented card-month
    double monthly_api_usd = 0;          // tokens/month x the workload's API $/1M (api_price.h)
    // Of it, paid for uncached prompt, cached prompt and answer tokens (with a price sheet;
    // with one blended price, split by tokens).
    double monthly_api_input_usd = 0;
    double monthly_api_cached_input_usd = 0;
    double monthly_api_output_usd = 0;
    bool api_price_sheet = false;        // priced from input / cached / output prices
    double capacity_tok_s = 0;           // input + output tokens/s the fleet can carry
    double utilization = 0;              // share of capacity carrying tokens
    double usd_per_mtok_own = 0;
    double usd_per_mtok_rent = 0;
    double usd_per_mtok_api = 0;         // the workload's API price: prompt and answer tokens together
    double tokens_per_usd_per_card = 0;  // owned card: tokens a month / card-month $
    double tokens_per_usd_per_rented_card = 0;  // the same for a rented card
    Check idle;      // owned capacity idle <= 15%
    Check margin;    // blended cost / API price <= 75%
    Check overflow;  // API share of tokens <= 10% (zero here: no API line in a pure fleet)
};

// The purchase price of one card: cost.purchase_usd, else the catalog's (purchase.h).
PurchasePrice purchase_price(const Scenario& scenario);

// The owned card-month before its energy correction: cost.own_card_month_usd when set (the
// engineer's own figure, taken whole); else the catalog's, with its capex line (purchase / 36)
// replaced by the scenario's purchase over cost.amortization_months when either differs.
// H100 SXM at $2,400 (derived purchase $56,288.52) bought at $30,000 over 48 months:
// 2,400 - 56,288.52 / 36 + 30,000 / 48 = $1,461.43.
double owned_card_month_usd(const Scenario& scenario);

Money price_fleet(const Scenario& scenario, const Sizing& sizing, const Traffic& traffic);

} // namespace capstan
