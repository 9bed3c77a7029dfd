#include "analysis/procurement_analysis.h"

namespace capstan::ui {

namespace {

// The options own and rent the sized fleet's GPUs: a refinement that moves the fleet moves them.
bool fleet_moved(const Evaluation& before, const Evaluation& after)
{
    if (!before.result || !after.result)
        return true;
    return before.result->sizing.gpus != after.result->sizing.gpus;
}

} // namespace

ProcurementAnalysis::ProcurementAnalysis(QObject* parent)
    : ScenarioRun(
          [](const Evaluation& evaluation, const QVariant&, JobControl&) {
              Expected<fleet::OptionBasis> basis =
                  fleet::scenario_option_basis(evaluation.scenario, *evaluation.result);
              if (!basis)
                  return QVariant(QString::fromStdString(basis.error().message()));
              Expected<fleet::ProcurementOptions> options = fleet::procurement_options(*basis);
              if (!options)
                  return QVariant(QString::fromStdString(options.error().message()));
              return QVariant::fromValue(std::make_shared<const fleet::ProcurementOptions>(std::move(*options)));
          },
          parent, fleet_moved)
{
}

std::shared_ptr<const fleet::ProcurementOptions> ProcurementAnalysis::options() const
{
    return result().value<std::shared_ptr<const fleet::ProcurementOptions>>();
}

QString ProcurementAnalysis::error() const
{
    return result().typeId() == QMetaType::QString ? result().toString() : QString();
}

} // namespace capstan::ui
