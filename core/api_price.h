#pragma once

#include "expected.h"
#include "scenario.h"

namespace capstan {

// What an API provider bills for this workload's tokens. With a price sheet (input, cached
// input, output per 1M tokens) a request's ISL x (1 - hit) uncached prompt tokens bill at the
// input price, its ISL x hit cached ones at the cached-input price, its OSL answer tokens at the
// output price; so a higher prompt-cache hit rate lowers the bill. Without one, every token
// bills at the blended cost.api_usd_per_mtok.
struct ApiPrice final {
    bool split = false;                 // priced from the input / cached / output sheet
    // The prices applied, $/1M tokens: the sheet's (cached: its input price when it has no
    // cache discount), or the blended price for all three.
    double input_usd_per_mtok = 0;
    double cached_input_usd_per_mtok = 0;
    double output_usd_per_mtok = 0;
    // Shares of the workload's tokens (sum to 1): uncached prompt, cached prompt, answer.
    double input_token_share = 0;
    double cached_token_share = 0;
    double output_token_share = 0;
    // $ per 1M tokens of this workload, prompt and answer together: the price the fleet and
    // the flex plan are compared against.
    [[nodiscard]] double blended_usd_per_mtok() const
    {
        return input_token_share * input_usd_per_mtok + cached_token_share * cached_input_usd_per_mtok +
               output_token_share * output_usd_per_mtok;
    }
    // Of the API bill, the shares paid for uncached prompt, cached prompt and answer tokens.
    [[nodiscard]] double input_bill_share() const { return bill_share(input_token_share * input_usd_per_mtok); }
    [[nodiscard]] double cached_bill_share() const
    {
        return bill_share(cached_token_share * cached_input_usd_per_mtok);
    }
    [[nodiscard]] double output_bill_share() const { return bill_share(output_token_share * output_usd_per_mtok); }

private:
    [[nodiscard]] double bill_share(double part) const
    {
        const double whole = blended_usd_per_mtok();
        return whole > 0 ? part / whole : 0.0;
    }
};

// The sheet applies when both its input and output prices are set (> 0); its cached-input
// price 0 means no discount for cached tokens (they bill as input).
[[nodiscard]] ApiPrice api_price(const Scenario& s);
// A sheet whose cached-input price is above its input price is refused (a cache read that costs
// more than a fresh token is a typo, or a cache-write price).
[[nodiscard]] Status validate_api_prices(const Scenario& s);

} // namespace capstan
