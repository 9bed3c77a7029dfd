#pragma once

#include "core/fleet/check.h"

#include <cstdint>
#include <string>

namespace capstan::fleet {

// One rented card class. The seed: every card in a pool is the same class, not the same card.
struct PoolCardClass final {
    std::string id;              // e.g. "flagship", "bargain"
    double rated_tok_s = 0;      // the rated serving rate the lottery ticket scales
    double rent_usd_month = 0;   // a node-month of one card, $
};

// One month of one rented pool (SPEC 2.9; the seed's "Fleet Efficiency & Eviction").
struct PoolInput final {
    std::string name;
    std::string story;
    PoolCardClass card;
    int cards = 0;                      // cards booted into the pool
    double demand_tok_s = 0;            // the month's average demand, tok/s

    // Autoscaler. "steady": whole cards in tokens-per-dollar score order until the served
    // aggregate covers demand x (1 + headroom). "warm": every card in the pool runs.
    std::string mode = "steady";
    double headroom = 0;                // share above demand a steady run set carries
    std::string window = "day";         // measurement window: hour (+-25%), day (+-5%), week (+-2%)
    double eviction_share = 0;          // floor(share x cards) lowest-scored cards are evicted
    bool replace_evicted = true;        // the pool refills an evicted slot with a fresh draw
    double churn_share = 0.15;          // an evicted card bills this share of a node-month

    // Quality lottery: true rate = rated x ticket x (1 - dip loss); ticket ~ Normal(mean, sd)
    // clamped to [0, lottery_max]. The ceiling makes the lottery lopsided: the best cards beat
    // the rating by a few percent, the lemons miss it by far more. Defaults are the ones the
    // seed's pool figures were matched with (pool_presets.cpp): a ticket averages 0.966.
    double lottery_mean = 1.0;
    double lottery_sd = 0.12;
    double lottery_max = 1.03;
    // Silent dips: a Poisson count a month, each costing dip_depth of the rate for dip_hours.
    // Defaults: 2 dips of 12 h at half rate, 1.6% of a month's tokens.
    double dips_per_month = 2;
    double dip_hours = 12;
    double dip_depth = 0.5;

    // The three checks' lines.
    double capacity_min_coverage = 0.99;   // delivered / demand
    double convergence_min = 0.85;         // ideal bill / real bill
    double wrong_eviction_max_share = 0.10; // wrong evictions / evictions

    int trials = 200;                   // Monte Carlo months
    std::uint64_t seed = 1;             // trial t draws from trial_seed(seed, t)
};

// One month's figures; a mean over trials uses the same fields (counts become averages).
struct PoolFigures final {
    double run_cards = 0;          // cards the autoscaler kept warm
    double evicted_cards = 0;
    double wrong_evictions = 0;    // evicted with a true rate at or above the fleet median
    double ideal_cards = 0;        // the ideal operator's run set
    double capacity_tok_s = 0;     // true aggregate rate of the run set
    double delivered_tok_s = 0;    // min(demand, capacity)
    double coverage = 0;           // delivered / demand
    double run_usd = 0;            // run set: rent in full
    double churn_usd = 0;          // evicted: churn_share of a node-month each
    double bill_usd = 0;           // run + churn; cards outside the run set bill nothing
    double idle_usd = 0;           // run-set rent that moved no tokens
    double ideal_usd = 0;          // perfect selection, no churn, sized to the demand
    double convergence = 0;        // ideal / bill
    double wrong_eviction_share = 0; // wrong / evicted (0 when nobody was evicted)
    double tokens_per_usd = 0;     // delivered tokens a month / bill
};

struct PoolResult final {
    std::string name;
    PoolInput input;
    double window_error_share = 0; // the window's +- measurement error
    PoolFigures mean;              // over input.trials months
    PoolFigures single_seed;       // trial 0 alone
    Check capacity;
    Check convergence;
    Check wrong_evictions;

    [[nodiscard]] bool all_pass() const
    {
        return capacity.pass && convergence.pass && wrong_evictions.pass;
    }
};

} // namespace capstan::fleet
