#include "analysis/scenario_document.h"

#include "analysis/scenario_commands.h"

#include "core/inputs.h"
#include "core/scenario_codec.h"

#include <QUndoStack>

namespace capstan::ui {

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
    const std::optional<InputId> id = input_id(path.toStdString());
    push(after, tr("Set %1 to %2").arg(path, value), id ? id->index + 1 : -1, continuous);
    return {};
}

QString ScenarioDocument::setNumber(InputId id, double value, bool continuous)
{
    Scenario after = scenario_;
    const Status status = set_number(after, id, value);
    if (!status)
        return QString::fromStdString(status.error().message());
    const std::string_view path = input_spec(id).path;
    // A stable merge id per input (QUndoCommand ids are ints; -1 never merges).
    push(after, tr("Set %1 to %2").arg(QLatin1String(path.data(), qsizetype(path.size())),
                                        QString::fromStdString(get_input(after, path))),
         id.index + 1, continuous);
    return {};
}

void ScenarioDocument::push(const Scenario& after, const QString& description, int mergeKey, bool continuous)
{
    if (after == scenario_)
        return;
    undo_->push(new ScenarioChangeCommand(this, scenario_, after, description, mergeKey, continuous));
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
    push(scenario, description, -1, false);
}

void ScenarioDocument::assign(const Scenario& scenario)
{
    scenario_ = scenario;
    Q_EMIT changed();
}

} // namespace capstan::ui
