#include "core/fleet/pool_month.h"

#include <vector>

namespace capstan::fleet {
namespace {

// Field-by-field sum, so the mean month reads like one month.
void accumulate(PoolFigures& sum, const PoolFigures& month)
{
    sum.run_cards += month.run_cards;
    sum.evicted_cards += month.evicted_cards;
    sum.wrong_evictions += month.wrong_evictions;
    sum.ideal_cards += month.ideal_cards;
    sum.capacity_tok_s += month.capacity_tok_s;
    sum.delivered_tok_s += month.delivered_tok_s;
    sum.coverage += month.coverage;
    sum.run_usd += month.run_usd;
    sum.churn_usd += month.churn_usd;
    sum.bill_usd += month.bill_usd;
    sum.idle_usd += month.idle_usd;
    sum.ideal_usd += month.ideal_usd;
    sum.convergence += month.convergence;
    sum.wrong_eviction_share += month.wrong_eviction_share;
    sum.tokens_per_usd += month.tokens_per_usd;
}

PoolFigures divided(PoolFigures sum, double trials)
{
    for (double* field : {&sum.run_cards, &sum.evicted_cards, &sum.wrong_evictions,
                          &sum.ideal_cards, &sum.capacity_tok_s, &sum.delivered_tok_s,
                          &sum.coverage, &sum.run_usd, &sum.churn_usd, &sum.bill_usd,
                          &sum.idle_usd, &sum.ideal_usd, &sum.convergence,
                          &sum.wrong_eviction_share, &sum.tokens_per_usd})
        *field /= trials;
    // Pooled over the months, so a month that evicted nobody does not count as "0% wrong".
    sum.wrong_eviction_share = sum.evicted_cards > 0 ? sum.wrong_evictions / sum.evicted_cards : 0.0;
    return sum;
}

} // namespace

Expected<PoolResult> simulate_pool(const PoolInput& input)
{
    if (auto s = validate(input); !s)
        return s.error();

    PoolResult result;
    result.name = input.name;
    result.input = input;
    result.window_error_share = window_error_share(input.window).value();
    PoolFigures sum;
    for (int trial = 0; trial < input.trials; ++trial) {
        const PoolFigures month = simulate_pool_month(input, static_cast<std::uint64_t>(trial));
        if (trial == 0)
            result.single_seed = month;
        accumulate(sum, month);
    }
    result.mean = divided(sum, input.trials);

    // Convergence and coverage are means of each month's ratio: every month is judged.
    result.capacity = judge(
        "capacity", result.mean.coverage, input.capacity_min_coverage, false,
        "delivered / demand",
        "Sees a rate shortage: delivered tokens against demand, which no eviction policy repairs.",
        "Cannot see cost: a pool that keeps every card warm covers demand and passes.");
    result.convergence = judge(
        "convergence", result.mean.convergence, input.convergence_min, false,
        "ideal operator's bill / real bill",
        "Sees warm cards that moved no tokens and churn fees, against perfect selection with no "
        "churn sized to the demand.",
        "Cannot see a shortage or who was evicted: a pool that runs too few cards bills less and "
        "passes.");
    result.wrong_evictions = judge(
        "wrong_evictions", result.mean.wrong_eviction_share, input.wrong_eviction_max_share, true,
        "evicted cards with a true rate at or above the fleet median / evicted cards",
        "Sees healthy cards thrown out on a noisy score: a wrong eviction refunds nothing.",
        "Cannot see cost or capacity: a pool that never evicts passes however much it idles.");
    return result;
}

} // namespace capstan::fleet
