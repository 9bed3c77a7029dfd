#pragma once

#include "analysis/comparison_table.h"

#include "core/evaluate.h"

#include <QString>

#include <limits>

#include <memory>
#include <vector>

namespace capstan::ui {

// One scenario of a comparison with its analytic result (or why it cannot be evaluated).
struct ComparedScenario final {
    Scenario scenario;
    Expected<Result> result;
    QString name;   // unique within the comparison: the legend and the table header
    // Core and flex at this month's traffic (flex::this_month_options); NaN when it has no
    // answer (no API price, an infeasible scenario).
    double flexMonthlyUsd = std::numeric_limits<double>::quiet_NaN();
    double flexUsdPerMtok = std::numeric_limits<double>::quiet_NaN();
};

// What the compare view shows: the table and the evaluated scenarios behind the charts, built
// once and shared read-only by every view.
struct Comparison final {
    ComparisonTable table;
    std::vector<ComparedScenario> scenarios;
};
using ComparisonPtr = std::shared_ptr<const Comparison>;

inline constexpr int kMinCompared = 2;

// Checks the count (kMinCompared .. kMaxCompared), then evaluates every scenario and runs this
// month's core and flex for it: the one computation behind the compare window's table, charts
// and exports, run once per comparison (analysis layer; the views only read it). Names that
// repeat get a counter ("Default (2)") so a legend never shows two entries alike.
Expected<Comparison> buildComparison(const std::vector<Scenario>& scenarios);

} // namespace capstan::ui
