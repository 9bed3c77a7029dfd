#include "core/flex/optimal.h"

#include "core/flex/flex.h"
#include "core/traffic.h"

#include <algorithm>
#include <cmath>

namespace capstan::flex {

Expected<OptimalBaseline> optimal_baseline(FlexInput input)
{
    // Every rule but the empty fleet is independent of the baseline: check with one replica, then
    // see whether zero cards leaves nothing to serve (no flex, no API), which is not a plan.
    input.baseline_cards = input.granularity_cards;
    if (auto s = validate(input); !s)
        return s.error();
    input.baseline_cards = 0;
    const bool zero_is_empty = !validate(input).has_value();

    OptimalBaseline best;
    const double peak = *std::max_element(input.demand_tok_s.begin(), input.demand_tok_s.end());
    // Baselines are whole replicas: multiples of g cards, up to the first that covers the peak.
    const int g = input.granularity_cards;
    const int max_steps = int(std::ceil(peak / (input.card_tok_s * g) - 1e-12));
    best.max_cards = max_steps * g;
    const int stride = g * std::max(1, (max_steps + kMaxCurvePoints - 1) / kMaxCurvePoints);
    best.curve.reserve(std::size_t(best.max_cards / stride) + 2);
    const double months = double(input.demand_tok_s.size()) / kHoursPerMonth;
    auto bill_at = [&](int cards) {
        input.baseline_cards = cards;
        const FlexTotals t = flex_totals(input);
        BillPoint point;
        point.baseline_cards = cards;
        point.bill_usd_month = t.bill_usd() / months;
        point.idle_share = t.baseline_capacity_tokens > 0 ? 1.0 - t.baseline_tokens / t.baseline_capacity_tokens : 0.0;
        point.overflow_share = t.api_tokens / t.demand_tokens;
        return point;
    };
    for (int cards = 0; cards <= best.max_cards; cards += stride)
        if (cards > 0 || !zero_is_empty)
            best.curve.push_back(bill_at(cards));

    BillPoint cheapest = best.curve.front();
    for (const BillPoint& point : best.curve)
        if (point.bill_usd_month < cheapest.bill_usd_month * (1.0 - 1e-12))
            cheapest = point;
    if (stride > 1) {
        // Every baseline within a stride of the cheapest sampled one.
        const int from = std::max(zero_is_empty ? g : 0, cheapest.baseline_cards - stride + g);
        const int to = std::min(best.max_cards, cheapest.baseline_cards + stride - g);
        for (int cards = from; cards <= to; cards += g)
            if (const BillPoint point = bill_at(cards); point.bill_usd_month < cheapest.bill_usd_month * (1.0 - 1e-12))
                cheapest = point;
    }
    best.cards = cheapest.baseline_cards;
    best.bill_usd_month = cheapest.bill_usd_month;

    for (std::size_t i = 1; i + 1 < best.curve.size(); ++i) {
        const double second = best.curve[i - 1].bill_usd_month - 2.0 * best.curve[i].bill_usd_month +
                              best.curve[i + 1].bill_usd_month;
        best.worst_dent_usd_month = std::min(best.worst_dent_usd_month, second);
    }
    best.convex = best.worst_dent_usd_month >= -1e-9 * best.bill_usd_month;
    if (best.convex)
        best.worst_dent_usd_month = 0;
    return best;
}

} // namespace capstan::flex
