#include "parameter_panel.h"

#include "api_price_picker.h"
#include "parameter_row.h"
#include "analysis/scenario_document.h"

#include "core/inputs.h"

#include <QGridLayout>

namespace capstan::ui {

QStringList parameterGroups()
{
    return {QStringLiteral("workload"), QStringLiteral("model"), QStringLiteral("hardware"),
            QStringLiteral("deployment"), QStringLiteral("slo"), QStringLiteral("money")};
}

QString groupTitle(const QString& group)
{
    if (group == QLatin1String("workload"))
        return ParameterPanel::tr("Workload");
    if (group == QLatin1String("model"))
        return ParameterPanel::tr("Model");
    if (group == QLatin1String("hardware"))
        return ParameterPanel::tr("Hardware");
    if (group == QLatin1String("deployment"))
        return ParameterPanel::tr("Deployment");
    if (group == QLatin1String("slo"))
        return ParameterPanel::tr("Latency SLO");
    return ParameterPanel::tr("Money");
}

ParameterPanel::ParameterPanel(const QString& group, ScenarioDocument* document, QWidget* parent)
    : QWidget(parent), document_(document)
{
    setObjectName(group);
    auto* grid = new QGridLayout(this);
    grid->setColumnStretch(1, 1);
    int row = 0;
    for (const InputSpec& spec : input_specs()) {
        if (QLatin1String(spec.group.data(), qsizetype(spec.group.size())) != group)
            continue;
        auto* parameter = new ParameterRow(spec, grid, row++, this);
        rows_.push_back(parameter);
        connect(parameter, &ParameterRow::edited, this, [this](InputId id, double value, bool continuous) {
            const QString error = document_->setNumber(id, value, continuous);
            if (!error.isEmpty())
                Q_EMIT inputRejected(error);
        });
        connect(parameter, &ParameterRow::presetChosen, this, [this](const QString& path, const QString& name) {
            const QString error = document_->setInput(path, name);
            if (!error.isEmpty())
                Q_EMIT inputRejected(error);
        });
        connect(parameter, &ParameterRow::dragFinished, document_, &ScenarioDocument::endContinuousEdit);
        // The price sheet picker sits above the three prices it sets.
        if (spec.path == "cost.api_usd_per_mtok")
            pricePicker_ = new ApiPricePicker(document_, grid, row++, this);
    }
    grid->setRowStretch(row, 1);
    connect(document_, &ScenarioDocument::changed, this, &ParameterPanel::showScenario);
    showScenario();
}

ParameterRow* ParameterPanel::row(const QString& path) const
{
    for (ParameterRow* parameter : rows_)
        if (parameter->path() == path)
            return parameter;
    return nullptr;
}

void ParameterPanel::retranslate()
{
    for (ParameterRow* parameter : rows_)
        parameter->retranslate();
    if (pricePicker_)
        pricePicker_->retranslate();
}

void ParameterPanel::showScenario()
{
    for (ParameterRow* parameter : rows_)
        parameter->show(document_->scenario());
    if (pricePicker_)
        pricePicker_->show();
}

} // namespace capstan::ui
