#pragma once

#include "core/fleet/check.h"

#include <climits>
#include <vector>

namespace capstan::flex {

inline constexpr int kUnlimitedCards = INT_MAX;

// A pool of flex cards rented by the hour (on-demand, or spot with preemption).
struct FlexPool final {
    double usd_card_hour = 0;        // billed for every hour a card is up
    double lost_share = 0;           // share of the pool's capacity lost (spot preemption), 0 .. <1
    // Cards obtainable in any hour; 0 = none. A fixed count, not a share of the demand: were
    // cheap capacity to grow with demand, more demand could cost less.
    int max_cards = kUnlimitedCards;
};

// Core-and-flex over a demand curve (SPEC 2.7): the baseline serves first (it bills anyway),
// then the cheaper per delivered token of spot and on-demand, in whole cards, and the API last.
struct FlexInput final {
    std::vector<double> demand_tok_s;    // input + output tokens/s, one entry per hour
    double card_tok_s = 0;               // sustained rate of one card, input + output tokens/s
    int baseline_cards = 0;              // owned or reserved, billed every hour
    double baseline_usd_card_month = 0;  // from the contract length (contract.h)
    FlexPool on_demand;
    FlexPool spot;
    // Cards come in steps of this many (a replica's TP cards): the baseline is a multiple of it,
    // flex pools start whole steps.
    int granularity_cards = 1;
    bool api_overflow = true;            // the API takes what the cards do not; false: it stays unserved
    double api_usd_per_mtok = 0;         // also the reference price of the margin check
    double idle_max_share = 0.15;        // SPEC 2.7's three checks
    double margin_max_share = 0.75;
    double overflow_max_share = 0.10;
};

// One hour: where its demand went, tokens/s.
struct FlexHour final {
    double demand_tok_s = 0;
    double baseline_tok_s = 0;
    double on_demand_tok_s = 0;
    double spot_tok_s = 0;
    double api_tok_s = 0;
    double unserved_tok_s = 0;           // only without API overflow
    int on_demand_cards = 0;
    int spot_cards = 0;
};

// The horizon's sums. Dollars over the whole horizon; *_month figures are per 730 hours.
struct FlexTotals final {
    double hours = 0;
    double demand_tokens = 0;
    double baseline_tokens = 0;
    double on_demand_tokens = 0;
    double spot_tokens = 0;
    double api_tokens = 0;
    double unserved_tokens = 0;
    double baseline_capacity_tokens = 0;
    double baseline_usd = 0;
    double on_demand_usd = 0;
    double spot_usd = 0;
    double api_usd = 0;
    double on_demand_card_hours = 0;
    double spot_card_hours = 0;
    int peak_flex_cards = 0;             // on-demand + spot in the busiest hour

    [[nodiscard]] double bill_usd() const { return baseline_usd + on_demand_usd + spot_usd + api_usd; }
    [[nodiscard]] double served_tokens() const { return demand_tokens - unserved_tokens; }
};

struct FlexResult final {
    std::vector<FlexHour> hours;
    FlexTotals totals;
    double months = 0;                   // horizon / 730 hours
    double bill_usd_month = 0;           // the average month's bill
    double idle_share = 0;               // baseline capacity that moved no tokens
    double overflow_share = 0;           // API tokens / demand tokens
    double unserved_share = 0;
    double blended_usd_per_mtok = 0;     // bill / served tokens
    double api_only_usd_per_mtok = 0;    // the same tokens through the API meter
    fleet::Check idle;
    fleet::Check margin;
    fleet::Check overflow;

    [[nodiscard]] bool all_pass() const { return idle.pass && margin.pass && overflow.pass; }
};

} // namespace capstan::flex
