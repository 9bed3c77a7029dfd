#include "analysis/sensitivity_analysis.h"

namespace capstan::ui {

SensitivityAnalysis::SensitivityAnalysis(QObject* parent)
    : ScenarioRun(
          [](const Evaluation& evaluation, const QVariant&, JobControl&) {
              return QVariant::fromValue(std::make_shared<const Sensitivity>(capstan::sensitivity(evaluation.scenario)));
          },
          parent)
{
}

std::shared_ptr<const Sensitivity> SensitivityAnalysis::sensitivity() const
{
    return result().value<std::shared_ptr<const Sensitivity>>();
}

} // namespace capstan::ui
