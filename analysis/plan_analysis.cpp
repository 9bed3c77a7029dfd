#include "analysis/plan_analysis.h"

#include "core/flex/flex_options.h"

namespace capstan::ui {

PlanAnalysis::PlanAnalysis(QObject* parent)
    : ScenarioRun(
          [](const Evaluation& evaluation, const QVariant& options, JobControl&) {
              Expected<flex::CapacityPlan> plan =
                  flex::capacity_plan(evaluation.scenario, options.value<flex::FlexOptions>());
              if (!plan)
                  return QVariant(QString::fromStdString(plan.error().message()));
              return QVariant::fromValue(std::make_shared<const flex::CapacityPlan>(std::move(*plan)));
          },
          parent)
{
    ScenarioRun::setOptions(QVariant::fromValue(flex::FlexOptions{}));
}

void PlanAnalysis::setPlanOptions(const flex::FlexOptions& options)
{
    setOptions(QVariant::fromValue(options));
}

std::shared_ptr<const flex::CapacityPlan> PlanAnalysis::plan() const
{
    return result().value<std::shared_ptr<const flex::CapacityPlan>>();
}

QString PlanAnalysis::error() const
{
    return result().typeId() == QMetaType::QString ? result().toString() : QString();
}

PlanAnalysis::Range PlanAnalysis::growthRangePercent()
{
    for (const flex::FlexOptionSpec& spec : flex::flex_option_specs())
        if (spec.key == "flex.monthly_growth")
            return {spec.min * 100, spec.max * 100};
    return {};
}

} // namespace capstan::ui
