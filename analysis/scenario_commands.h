#pragma once

#include "core/scenario.h"

#include <QUndoCommand>

namespace capstan::ui {

class ScenarioDocument;

// One change of the scenario: holds the scenario before and after. A slider drag pushes many
// of these; while the drag is open they merge, so the whole drag is one undo step.
class ScenarioChangeCommand final : public QUndoCommand {
public:
    ScenarioChangeCommand(ScenarioDocument* document, Scenario before, Scenario after, const QString& text,
                          int mergeKey, bool open);

    void undo() override;
    void redo() override;
    [[nodiscard]] int id() const override { return mergeKey_; }
    bool mergeWith(const QUndoCommand* other) override;

    void close() { open_ = false; }
    [[nodiscard]] bool isOpen() const { return open_; }

private:
    ScenarioDocument* document_;
    Scenario before_;
    Scenario after_;
    int mergeKey_;
    bool open_;
};

} // namespace capstan::ui
