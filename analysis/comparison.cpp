#include "analysis/comparison.h"

#include "core/flex/flex_scenario.h"

namespace capstan::ui {

Expected<Comparison> buildComparison(const std::vector<Scenario>& scenarios)
{
    const auto count = int(scenarios.size());
    if (count < kMinCompared || count > kMaxCompared)
        return Error{"scenarios", std::to_string(count),
                     std::to_string(kMinCompared) + " .. " + std::to_string(kMaxCompared), "cannot compare this many"};
    Expected<ComparisonTable> table = compareScenarios(scenarios);
    if (!table)
        return table.error();
    Comparison comparison{std::move(*table), {}};
    for (int i = 0; i < count; ++i) {
        const Scenario& s = scenarios[std::size_t(i)];
        QString name = QString::fromStdString(s.name);
        int repeats = 1;
        for (int j = 0; j < i; ++j)
            repeats += scenarios[std::size_t(j)].name == s.name ? 1 : 0;
        if (repeats > 1)
            name += QStringLiteral(" (%1)").arg(repeats);
        comparison.table.scenarios[i] = name;
        ComparedScenario compared{s, evaluate(s), name};
        if (compared.result)
            if (Expected<flex::FlexReport> flex = flex::run_flex(s, flex::this_month_options())) {
                compared.flexMonthlyUsd = flex->result.bill_usd_month;
                compared.flexUsdPerMtok = flex->result.blended_usd_per_mtok;
            }
        comparison.scenarios.push_back(std::move(compared));
    }
    return comparison;
}

} // namespace capstan::ui
