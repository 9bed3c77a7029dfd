#include "core/fleet/pool_month.h"

#include "core/fleet/pool_rng.h"
#include "core/fleet/procurement_types.h"
#include "core/fleet/validation.h"

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <string>
#include <vector>

namespace capstan::fleet {
namespace {

struct Card final {
    double true_tok_s = 0;    // what the card serves this month, dips included
    double score_tok_s = 0;   // what the autoscaler measures through its window
};

// A boot: the lottery ticket, the month's silent dips, and a score through the window.
Card draw_card(PoolRng& rng, const PoolInput& input, double window_error)
{
    const double ticket = std::clamp(rng.normal(input.lottery_mean, input.lottery_sd), 0.0, input.lottery_max);
    const int dips = rng.poisson(input.dips_per_month);
    const double dip_loss =
        std::min(1.0, dips * input.dip_hours * input.dip_depth / kHoursPerMonth);
    Card card;
    card.true_tok_s = input.card.rated_tok_s * ticket * (1.0 - dip_loss);
    card.score_tok_s = card.true_tok_s * (1.0 + rng.uniform(-window_error, window_error));
    return card;
}

double median_of(std::vector<double> values)
{
    const std::size_t mid = values.size() / 2;
    std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(mid), values.end());
    const double upper = values[mid];
    if (values.size() % 2 == 1)
        return upper;
    const double lower = *std::max_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(mid));
    return 0.5 * (lower + upper);
}

// Tokens a month per dollar of rent. A single-class pool ranks the same by score, but the
// greedy is written as the seed names it: by tokens per dollar.
double tokens_per_usd(double tok_s, double rent_usd_month)
{
    return tok_s * kSecondsPerMonth / rent_usd_month;
}

Status require_one_of(const std::string& field, const std::string& value,
                      std::initializer_list<const char*> allowed)
{
    std::string text = "one of:";
    for (const char* option : allowed) {
        if (value == option)
            return Ok{};
        text += ' ';
        text += option;
    }
    return Error{field, value, text, "unknown value"};
}

} // namespace

Expected<double> window_error_share(std::string_view window)
{
    if (window == "hour")
        return 0.25;
    if (window == "day")
        return 0.05;
    if (window == "week")
        return 0.02;
    return Error{"pool.window", std::string(window), "one of: hour day week", "unknown window"};
}

int evicted_count(double eviction_share, int cards)
{
    // The hair keeps 0.1 x 30 = 3.0000000000000004 from losing a card to rounding.
    return static_cast<int>(std::floor(eviction_share * cards + 1e-9));
}

Status validate(const PoolInput& input)
{
    struct Range final { const char* field; double value; double lo; double hi; const char* allowed; };
    const Range ranges[] = {
        {"pool.cards", static_cast<double>(input.cards), 1, 100'000, "1 .. 100000 cards"},
        {"pool.card.rent_usd_month", input.card.rent_usd_month, 1e-6, 1e6, "> 0 .. 1e6 $/node-month"},
        {"pool.card.rated_tok_s", input.card.rated_tok_s, 1e-6, 1e9, "> 0 .. 1e9 tok/s"},
        {"pool.demand_tok_s", input.demand_tok_s, 1e-6, 1e12, "> 0 .. 1e12 tok/s"},
        {"pool.headroom", input.headroom, 0, 1, "0 .. 1"},
        {"pool.eviction_share", input.eviction_share, 0, 1, "0 .. 1"},
        {"pool.churn_share", input.churn_share, 0, 1, "0 .. 1"},
        {"pool.lottery_mean", input.lottery_mean, 0.01, 3, "0.01 .. 3"},
        {"pool.lottery_sd", input.lottery_sd, 0, 1, "0 .. 1"},
        {"pool.lottery_max", input.lottery_max, input.lottery_mean, 3, "lottery_mean .. 3"},
        {"pool.dips_per_month", input.dips_per_month, 0, 100, "0 .. 100"},
        {"pool.dip_hours", input.dip_hours, 0, kHoursPerMonth, "0 .. 730 h"},
        {"pool.dip_depth", input.dip_depth, 0, 1, "0 .. 1"},
        {"pool.capacity_min_coverage", input.capacity_min_coverage, 0, 1, "0 .. 1"},
        {"pool.convergence_min", input.convergence_min, 0, 1, "0 .. 1"},
        {"pool.wrong_eviction_max_share", input.wrong_eviction_max_share, 0, 1, "0 .. 1"},
        {"pool.trials", static_cast<double>(input.trials), 1, 10'000'000, "1 .. 10000000"},
    };
    for (const Range& range : ranges)
        if (auto s = require_range(range.field, range.value, range.lo, range.hi, range.allowed); !s)
            return s;
    if (auto s = require_one_of("pool.mode", input.mode, {"steady", "warm"}); !s)
        return s;
    if (auto error = window_error_share(input.window); !error)
        return error.error();
    return Ok{};
}

PoolFigures simulate_pool_month(const PoolInput& input, std::uint64_t trial)
{
    const double window_error = window_error_share(input.window).value();
    const double rent = input.card.rent_usd_month;
    PoolRng rng(trial_seed(input.seed, trial));

    std::vector<Card> booted;
    booted.reserve(static_cast<std::size_t>(input.cards));
    std::vector<double> truths;
    truths.reserve(booted.capacity());
    for (int i = 0; i < input.cards; ++i) {
        booted.push_back(draw_card(rng, input, window_error));
        truths.push_back(booted.back().true_tok_s);
    }
    const double median_tok_s = median_of(truths);

    // Eviction by score, lowest first; ties by boot order.
    std::vector<std::size_t> by_score(booted.size());
    for (std::size_t i = 0; i < by_score.size(); ++i)
        by_score[i] = i;
    std::sort(by_score.begin(), by_score.end(), [&](std::size_t a, std::size_t b) {
        return booted[a].score_tok_s != booted[b].score_tok_s
                   ? booted[a].score_tok_s < booted[b].score_tok_s : a < b;
    });
    PoolFigures month;
    const int evicted = evicted_count(input.eviction_share, input.cards);
    month.evicted_cards = evicted;
    std::vector<Card> candidates;
    candidates.reserve(booted.size());
    for (std::size_t rank = 0; rank < by_score.size(); ++rank) {
        const Card& card = booted[by_score[rank]];
        if (rank < static_cast<std::size_t>(evicted)) {
            if (card.true_tok_s >= median_tok_s)
                month.wrong_evictions += 1;
        } else {
            candidates.push_back(card);
        }
    }
    if (input.replace_evicted)
        for (int i = 0; i < evicted; ++i) {
            candidates.push_back(draw_card(rng, input, window_error));
            truths.push_back(candidates.back().true_tok_s);
        }

    // Whole-card greedy by measured tokens per dollar. Steady mode stops once the served
    // aggregate covers the target: the load balancer sees the total served, not a card's share.
    std::stable_sort(candidates.begin(), candidates.end(), [&](const Card& a, const Card& b) {
        return tokens_per_usd(a.score_tok_s, rent) > tokens_per_usd(b.score_tok_s, rent);
    });
    const double target_tok_s = input.demand_tok_s * (1.0 + input.headroom);
    for (const Card& card : candidates) {
        if (input.mode == "steady" && month.capacity_tok_s >= target_tok_s)
            break;
        month.capacity_tok_s += card.true_tok_s;
        month.run_cards += 1;
    }

    // The ideal operator: the best of every card the month offered (booted and refills) by true
    // tokens per dollar, whole cards, no more than the pool holds, no churn, no headroom, sized
    // to the demand.
    std::sort(truths.begin(), truths.end(), [&](double a, double b) {
        return tokens_per_usd(a, rent) > tokens_per_usd(b, rent);
    });
    double ideal_tok_s = 0;
    for (double truth : truths) {
        if (ideal_tok_s >= input.demand_tok_s || month.ideal_cards >= input.cards)
            break;
        ideal_tok_s += truth;
        month.ideal_cards += 1;
    }

    month.delivered_tok_s = std::min(input.demand_tok_s, month.capacity_tok_s);
    month.coverage = month.delivered_tok_s / input.demand_tok_s;
    month.run_usd = month.run_cards * rent;
    month.churn_usd = month.evicted_cards * input.churn_share * rent;
    month.bill_usd = month.run_usd + month.churn_usd;
    month.idle_usd = month.capacity_tok_s > 0
        ? month.run_usd * (1.0 - month.delivered_tok_s / month.capacity_tok_s) : month.run_usd;
    month.ideal_usd = month.ideal_cards * rent;
    month.convergence = month.bill_usd > 0 ? month.ideal_usd / month.bill_usd : 1.0;
    month.wrong_eviction_share = evicted > 0 ? month.wrong_evictions / evicted : 0.0;
    month.tokens_per_usd =
        month.bill_usd > 0 ? month.delivered_tok_s * kSecondsPerMonth / month.bill_usd : 0.0;
    return month;
}

} // namespace capstan::fleet
