#pragma once

#include "analysis/flex_metatype.h"
#include "analysis/scenario_run.h"

#include <memory>

namespace capstan::ui {

// This month's core-and-flex run, shared by the bill chart's core-and-flex bar and the
// demand-over-a-day chart: the two never disagree and flex is planned once, not per chart.
class FlexAnalysis final : public ScenarioRun {
    Q_OBJECT
public:
    explicit FlexAnalysis(QObject* parent = nullptr);
    // Null while it is planned or when the scenario has none.
    [[nodiscard]] std::shared_ptr<const flex::FlexReport> report() const;
};

} // namespace capstan::ui
