#pragma once

#include "analysis/scenario_run.h"

#include "core/flex/capacity_plan.h"

#include <QMetaType>

#include <memory>

namespace capstan::ui {

// The plan over months (flex::capacity_plan) for the scenario with its plan controls (horizon,
// contract length, growth: Scenario::Plan, set from the plan chart through the document).
class PlanAnalysis final : public ScenarioRun {
    Q_OBJECT
public:
    explicit PlanAnalysis(QObject* parent = nullptr);
    // Null while it plans or when there is no plan (then error() says why).
    [[nodiscard]] std::shared_ptr<const flex::CapacityPlan> plan() const;
    [[nodiscard]] QString error() const;
};

} // namespace capstan::ui

Q_DECLARE_METATYPE(std::shared_ptr<const capstan::flex::CapacityPlan>)
