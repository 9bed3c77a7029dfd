#include "analysis/flex_analysis.h"

namespace capstan::ui {

FlexAnalysis::FlexAnalysis(QObject* parent)
    : ScenarioRun(
          [](const Evaluation& evaluation, const QVariant&, JobControl&) {
              Expected<flex::FlexReport> report = flex::run_flex(evaluation.scenario, flex::this_month_options());
              return report ? QVariant::fromValue(std::make_shared<const flex::FlexReport>(std::move(*report))) : QVariant();
          },
          parent)
{
}

std::shared_ptr<const flex::FlexReport> FlexAnalysis::report() const
{
    return result().value<std::shared_ptr<const flex::FlexReport>>();
}

} // namespace capstan::ui
