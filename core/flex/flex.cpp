#include "core/flex/flex.h"

#include "core/fleet/validation.h"
#include "core/traffic.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace capstan::flex {
namespace {

using fleet::number_text;
using fleet::require_range;

// More cards than this in one hour is a unit mistake (tok/s vs tok/h), not a plan.
constexpr double kMaxCardsPerHour = 1e8;

struct Fill final {
    int cards = 0;
    double served_tok_s = 0;
};

double usd_per_delivered_tok_s(const FlexPool& pool, double card_tok_s)
{
    return pool.usd_card_hour / (card_tok_s * (1.0 - pool.lost_share));
}

Fill fill_pool(const FlexInput& in, const FlexPool& pool, double shortfall_tok_s)
{
    if (shortfall_tok_s <= 0 || pool.max_cards <= 0)
        return {};
    const double g = in.granularity_cards;
    const double step_tok_s = g * in.card_tok_s * (1.0 - pool.lost_share);
    const double step_usd = g * pool.usd_card_hour;
    const double max_steps = std::floor(double(pool.max_cards) / g);
    if (max_steps <= 0)
        return {};
    double steps = 0;
    if (in.api_overflow) {
        // $ the API bills for one token/s held over one hour.
        const double api_usd_per_tok_s_hour = 3600.0 * in.api_usd_per_mtok / 1e6;
        if (step_usd >= step_tok_s * api_usd_per_tok_s_hour)
            return {};
        steps = std::min(std::floor(shortfall_tok_s / step_tok_s), max_steps);
        const double residual = shortfall_tok_s - steps * step_tok_s;
        if (steps < max_steps && residual * api_usd_per_tok_s_hour > step_usd)
            steps += 1;
    } else {
        steps = std::min(std::ceil(shortfall_tok_s / step_tok_s), max_steps);
    }
    return {int(steps * g), std::min(shortfall_tok_s, steps * step_tok_s)};
}

Status validate_pool(const FlexPool& pool, const std::string& name)
{
    if (auto s = require_range("flex." + name + "_usd_card_hour", pool.usd_card_hour, 0, 1e4,
                               "0 .. 10000 $/card-hour"); !s)
        return s;
    const std::string lost = name == "spot" ? "flex.spot_preemption" : "flex." + name + "_lost_share";
    if (auto s = require_range(lost, pool.lost_share, 0, 0.99, "0 .. 0.99 (share of capacity lost)"); !s)
        return s;
    if (pool.max_cards < 0)
        return Error{"flex." + name + "_max_cards", std::to_string(pool.max_cards), ">= 0 cards", "out of range"};
    return Ok{};
}

Status validate_demand(const std::vector<double>& demand)
{
    if (demand.empty())
        return Error{"flex.hours", "0", "1 .. 87600 hours", "no demand curve"};
    double sum = 0;
    for (std::size_t h = 0; h < demand.size(); ++h) {
        if (!(std::isfinite(demand[h]) && demand[h] >= 0 && demand[h] <= 1e15))
            return Error{"flex.demand_tok_s[" + std::to_string(h) + "]", number_text(demand[h]),
                         "0 .. 1e15 tokens/s", "out of range"};
        sum += demand[h];
    }
    if (sum <= 0)
        return Error{"flex.demand_tok_s", "0 in every hour", "above 0 in at least one hour", "zero demand"};
    return Ok{};
}

} // namespace

Status validate(const FlexInput& in)
{
    if (auto s = validate_demand(in.demand_tok_s); !s)
        return s;
    if (auto s = fleet::require_above("flex.card_tok_s", in.card_tok_s, 0, "> 0 .. 1e9 tokens/s per card"); !s)
        return s;
    if (auto s = require_range("flex.card_tok_s", in.card_tok_s, 0, 1e9, "> 0 .. 1e9 tokens/s per card"); !s)
        return s;
    if (auto s = require_range("flex.baseline_cards", in.baseline_cards, 0, 1e7, "0 .. 10000000 cards"); !s)
        return s;
    if (auto s = require_range("flex.baseline_usd_card_month", in.baseline_usd_card_month, 0, 1e6,
                               "0 .. 1e6 $/card-month"); !s)
        return s;
    if (auto s = validate_pool(in.on_demand, "on_demand"); !s)
        return s;
    if (auto s = validate_pool(in.spot, "spot"); !s)
        return s;
    // The worst per-card rate any pool delivers bounds the cards one hour can start.
    const double peak = *std::max_element(in.demand_tok_s.begin(), in.demand_tok_s.end());
    const double worst_tok_s = in.card_tok_s * (1.0 - std::max(in.on_demand.lost_share, in.spot.lost_share));
    if (peak / worst_tok_s > kMaxCardsPerHour)
        return Error{"flex.card_tok_s", number_text(in.card_tok_s),
                     ">= " + number_text(in.card_tok_s * peak / worst_tok_s / kMaxCardsPerHour) + " tokens/s per card",
                     "the peak hour would need more than 1e8 cards"};
    if (auto s = require_range("flex.granularity_cards", in.granularity_cards, 1, 64, "1 .. 64 cards"); !s)
        return s;
    if (!(std::isfinite(in.api_usd_per_mtok) && in.api_usd_per_mtok > 0 && in.api_usd_per_mtok <= 1e4))
        return Error{"flex.api_usd_per_mtok", number_text(in.api_usd_per_mtok), "> 0 .. 10000 $/1M tokens",
                     "out of range (the margin check compares against it)"};
    if (auto s = require_range("flex.idle_max_share", in.idle_max_share, 0, 1, "0 .. 1"); !s)
        return s;
    if (auto s = require_range("flex.margin_max_share", in.margin_max_share, 0, 1, "0 .. 1"); !s)
        return s;
    if (auto s = require_range("flex.overflow_max_share", in.overflow_max_share, 0, 1, "0 .. 1"); !s)
        return s;
    const int g = in.granularity_cards;
    if (in.baseline_cards % g != 0)
        return Error{"flex.baseline_cards", std::to_string(in.baseline_cards),
                     "a multiple of " + std::to_string(g) + " cards (flex.granularity_cards: whole replicas)",
                     "not a whole number of replicas"};
    if (in.baseline_cards == 0 && in.on_demand.max_cards < g && in.spot.max_cards < g && !in.api_overflow)
        return Error{"flex.fleet", "baseline 0, on-demand 0, spot 0, API overflow off",
                     "at least one of: baseline cards, flex cards, API overflow",
                     "empty fleet: nothing can serve the demand"};
    return Ok{};
}

FlexHour allocate_hour(const FlexInput& in, double demand_tok_s)
{
    FlexHour hour;
    hour.demand_tok_s = demand_tok_s;
    hour.baseline_tok_s = std::min(demand_tok_s, in.baseline_cards * in.card_tok_s);
    double shortfall = demand_tok_s - hour.baseline_tok_s;

    const bool spot_first =
        usd_per_delivered_tok_s(in.spot, in.card_tok_s) < usd_per_delivered_tok_s(in.on_demand, in.card_tok_s);
    for (const bool spot : {spot_first, !spot_first}) {
        const Fill fill = fill_pool(in, spot ? in.spot : in.on_demand, shortfall);
        (spot ? hour.spot_cards : hour.on_demand_cards) = fill.cards;
        (spot ? hour.spot_tok_s : hour.on_demand_tok_s) = fill.served_tok_s;
        shortfall = std::max(0.0, shortfall - fill.served_tok_s);
    }
    (in.api_overflow ? hour.api_tok_s : hour.unserved_tok_s) = shortfall;
    return hour;
}

namespace {

void add_hour(FlexTotals& t, const FlexInput& in, const FlexHour& h)
{
    t.demand_tokens += h.demand_tok_s * 3600.0;
    t.baseline_tokens += h.baseline_tok_s * 3600.0;
    t.on_demand_tokens += h.on_demand_tok_s * 3600.0;
    t.spot_tokens += h.spot_tok_s * 3600.0;
    t.api_tokens += h.api_tok_s * 3600.0;
    t.unserved_tokens += h.unserved_tok_s * 3600.0;
    t.on_demand_card_hours += h.on_demand_cards;
    t.spot_card_hours += h.spot_cards;
    t.on_demand_usd += h.on_demand_cards * in.on_demand.usd_card_hour;
    t.spot_usd += h.spot_cards * in.spot.usd_card_hour;
    t.api_usd += h.api_tok_s * 3600.0 * in.api_usd_per_mtok / 1e6;
    t.peak_flex_cards = std::max(t.peak_flex_cards, h.on_demand_cards + h.spot_cards);
}

void add_baseline(FlexTotals& t, const FlexInput& in)
{
    t.hours = double(in.demand_tok_s.size());
    t.baseline_capacity_tokens = in.baseline_cards * in.card_tok_s * 3600.0 * t.hours;
    t.baseline_usd = in.baseline_cards * in.baseline_usd_card_month * t.hours / kHoursPerMonth;
}

} // namespace

FlexTotals flex_totals(const FlexInput& in)
{
    FlexTotals totals;
    for (double demand : in.demand_tok_s)
        add_hour(totals, in, allocate_hour(in, demand));
    add_baseline(totals, in);
    return totals;
}

Expected<FlexResult> evaluate_flex(const FlexInput& in)
{
    if (auto s = validate(in); !s)
        return s.error();
    FlexResult r;
    r.hours.reserve(in.demand_tok_s.size());
    for (double demand : in.demand_tok_s) {
        r.hours.push_back(allocate_hour(in, demand));
        add_hour(r.totals, in, r.hours.back());
    }
    add_baseline(r.totals, in);
    const FlexTotals& t = r.totals;
    r.months = t.hours / kHoursPerMonth;
    r.bill_usd_month = t.bill_usd() / r.months;
    r.idle_share = t.baseline_capacity_tokens > 0 ? 1.0 - t.baseline_tokens / t.baseline_capacity_tokens : 0.0;
    r.overflow_share = t.api_tokens / t.demand_tokens;
    r.unserved_share = t.unserved_tokens / t.demand_tokens;
    r.blended_usd_per_mtok = t.served_tokens() > 0 ? t.bill_usd() / t.served_tokens() * 1e6 : 0.0;
    r.api_only_usd_per_mtok = in.api_usd_per_mtok;

    r.idle = fleet::judge("idle", r.idle_share, in.idle_max_share, true, "share of baseline capacity that moved no tokens",
        "Sees a baseline owned or reserved ahead of the demand: its cards bill every hour, busy or not.",
        "Cannot see the flex or API bill: a baseline sized to the trough passes while on-demand cards and the API carry the peaks at retail.");
    r.margin = fleet::judge("margin", r.blended_usd_per_mtok / in.api_usd_per_mtok, in.margin_max_share, true,
        "blended $/1M tokens / API $/1M tokens",
        "Sees whether the whole mix (baseline, on-demand, spot, API) beats the API-only price by a real quarter.",
        "Cannot see where the money goes: an idle baseline and a heavy API share hide inside one blended price.");
    r.overflow = fleet::judge("overflow", r.overflow_share, in.overflow_max_share, true, "share of demanded tokens sent to the API",
        "Sees the API meter swallowing the peaks: retail per token where cards bill wholesale.",
        "Cannot see the baseline: an idle or overpriced baseline passes as long as flex cards cover the peaks.");
    return r;
}

} // namespace capstan::flex
