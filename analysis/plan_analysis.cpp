#include "analysis/plan_analysis.h"


namespace capstan::ui {

namespace {

// The plan's controls are the scenario's (plan.*): a change of them alone plans the same
// answer again.
bool plan_controls_moved(const Evaluation& before, const Evaluation& after)
{
    return before.scenario.plan != after.scenario.plan;
}

} // namespace

PlanAnalysis::PlanAnalysis(QObject* parent)
    : ScenarioRun(
          [](const Evaluation& evaluation, const QVariant&, JobControl&) {
              Expected<flex::CapacityPlan> plan =
                  flex::capacity_plan(evaluation.scenario, flex::plan_options(evaluation.scenario));
              if (!plan)
                  return QVariant(QString::fromStdString(plan.error().message()));
              return QVariant::fromValue(std::make_shared<const flex::CapacityPlan>(std::move(*plan)));
          },
          parent, plan_controls_moved)
{
}

std::shared_ptr<const flex::CapacityPlan> PlanAnalysis::plan() const
{
    return result().value<std::shared_ptr<const flex::CapacityPlan>>();
}

QString PlanAnalysis::error() const
{
    return result().typeId() == QMetaType::QString ? result().toString() : QString();
}

} // namespace capstan::ui
