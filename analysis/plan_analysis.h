#pragma once

#include "analysis/scenario_run.h"

#include "core/flex/capacity_plan.h"

#include <QMetaType>

#include <memory>

namespace capstan::ui {

// The plan over months (flex::capacity_plan) for the scenario and the horizon, contract and
// growth the plan chart's controls choose (the run's options, a flex::FlexOptions).
class PlanAnalysis final : public ScenarioRun {
    Q_OBJECT
public:
    explicit PlanAnalysis(QObject* parent = nullptr);
    void setPlanOptions(const flex::FlexOptions& options);
    // Null while it plans or when there is no plan (then error() says why).
    [[nodiscard]] std::shared_ptr<const flex::CapacityPlan> plan() const;
    [[nodiscard]] QString error() const;

    // The monthly growth the plan takes, in percent: the core's range for flex.monthly_growth.
    struct Range final {
        double min = 0;
        double max = 0;
    };
    [[nodiscard]] static Range growthRangePercent();
};

} // namespace capstan::ui

Q_DECLARE_METATYPE(capstan::flex::FlexOptions)
Q_DECLARE_METATYPE(std::shared_ptr<const capstan::flex::CapacityPlan>)
