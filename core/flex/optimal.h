#pragma once

#include "core/expected.h"
#include "core/flex/flex_types.h"

#include <vector>

namespace capstan::flex {

// The average month's bill at one baseline size.
struct BillPoint final {
    int baseline_cards = 0;
    double bill_usd_month = 0;
    double idle_share = 0;          // baseline capacity that moved no tokens
    double overflow_share = 0;      // API tokens / demanded tokens
};

struct OptimalBaseline final {
    int cards = 0;                  // the baseline with the lowest bill (the fewest cards on a tie)
    double bill_usd_month = 0;
    std::vector<BillPoint> curve;   // baselines 0 .. max_cards in steps of granularity_cards, every one up to kMaxCurvePoints,
                                    // else evenly strided (the stride's own points only)
    int max_cards = 0;              // peak hour / card rate, rounded up to whole replicas: beyond it no flex or API is left
                                    // to replace, so each extra card only adds its price
    bool convex = true;             // no second difference of the curve below -1e-9 x the bill
    double worst_dent_usd_month = 0;// the most negative second difference, $/month (0 if convex)
};

// A fleet of tens of thousands of cards is scanned on a stride that keeps the curve to this
// many points, then every baseline within one stride of the cheapest is tried.
inline constexpr int kMaxCurvePoints = 1000;

// Scans every baseline of whole replicas (multiples of granularity_cards) 0 .. max_cards and
// keeps the cheapest. Why scan rather than
// bisect: with divisible flex the bill is convex in the baseline (each extra card replaces
// flex only in the hours still short, and there are fewer of them as the baseline grows, while
// its price is constant), but whole-card flex steps and the partial-card-vs-API rule put small
// dents in it, so convexity is reported, not assumed. Ignores input.baseline_cards.
[[nodiscard]] Expected<OptimalBaseline> optimal_baseline(FlexInput input);

} // namespace capstan::flex
