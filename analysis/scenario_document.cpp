#include "analysis/scenario_document.h"

#include "analysis/scenario_commands.h"

#include "core/inputs.h"
#include "core/scenario_codec.h"

#include <QUndoStack>

namespace capstan::ui {

namespace {

// A stable merge id per input path (QUndoCommand ids are ints; -1 never merges).
int merge_key(const QString& path)
{
    const auto& specs = input_specs();
    for (std::size_t i = 0; i < specs.size(); ++i)
        if (QLatin1String(specs[i].path.data(), qsizetype(specs[i].path.size())) == path)
            return int(i) + 1;
    return -1;
}

} // namespace

ScenarioDocument::ScenarioDocument(Scenario scenario, QObject* parent)
    : QObject(parent), scenario_(std::move(scenario)), undo_(new QUndoStack(this))
{
}

QString ScenarioDocument::setInput(const QString& path, const QString& value, bool continuous)
{
    Scenario after = scenario_;
    const Status status = set_input(after, path.toStdString(), value.toStdString());
    if (!status)
        return QString::fromStdString(status.error().message());
    if (after == scenario_)
        return {};
    undo_->push(new ScenarioChangeCommand(this, scenario_, after, tr("Set %1 to %2").arg(path, value),
                                          merge_key(path), continuous));
    return {};
}

void ScenarioDocument::endContinuousEdit()
{
    if (undo_->index() == 0)
        return;
    // The top command is ours: every command on this stack is a ScenarioChangeCommand.
    auto* top = const_cast<QUndoCommand*>(undo_->command(undo_->index() - 1));
    static_cast<ScenarioChangeCommand*>(top)->close();
}

void ScenarioDocument::replace(const Scenario& scenario, const QString& description)
{
    undo_->push(new ScenarioChangeCommand(this, scenario_, scenario, description, -1, false));
}

void ScenarioDocument::assign(const Scenario& scenario)
{
    scenario_ = scenario;
    Q_EMIT changed();
}

} // namespace capstan::ui
