#include "analysis/scenario_commands.h"

#include "analysis/scenario_document.h"

namespace capstan::ui {

ScenarioChangeCommand::ScenarioChangeCommand(ScenarioDocument* document, Scenario before, Scenario after,
                                             const QString& text, int mergeKey, bool open)
    : document_(document), before_(std::move(before)), after_(std::move(after)), mergeKey_(mergeKey), open_(open)
{
    setText(text);
}

void ScenarioChangeCommand::undo()
{
    document_->assign(before_);
}

void ScenarioChangeCommand::redo()
{
    document_->assign(after_);
}

bool ScenarioChangeCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = static_cast<const ScenarioChangeCommand*>(other);
    if (!open_ || next->mergeKey_ != mergeKey_ || mergeKey_ < 0)
        return false;
    after_ = next->after_;
    open_ = next->open_;
    return true;
}

} // namespace capstan::ui
