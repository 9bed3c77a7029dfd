#pragma once

#include "core/inputs.h"
#include "core/scenario.h"

#include <QObject>
#include <QString>

class QUndoStack;

namespace capstan::ui {

// The scenario being edited. Every change goes through the undo stack as a command, so the
// document is the one place the UI writes inputs; views listen to changed().
class ScenarioDocument final : public QObject {
    Q_OBJECT
public:
    explicit ScenarioDocument(Scenario scenario, QObject* parent = nullptr);

    [[nodiscard]] const Scenario& scenario() const { return scenario_; }
    [[nodiscard]] QUndoStack* undoStack() const { return undo_; }

    // Pushes a change of one input (an input path of the core's table). `continuous` marks
    // a slider drag: consecutive continuous changes of the same input merge into one undo
    // step until endContinuousEdit(). Returns the error message, or an empty string.
    QString setInput(const QString& path, const QString& value, bool continuous = false);
    // The same for a number or a switch by its typed id: no text on the way (a slider's path).
    QString setNumber(InputId id, double value, bool continuous = false);
    void endContinuousEdit();

    // Replaces the whole scenario as one undo step (a preset from the menu, an opened file).
    void replace(const Scenario& scenario, const QString& description);

    // Used by the undo commands only.
    void assign(const Scenario& scenario);

Q_SIGNALS:
    void changed();

private:
    void push(const Scenario& after, const QString& description, int mergeKey, bool continuous);

    Scenario scenario_;
    QUndoStack* undo_ = nullptr;
};

} // namespace capstan::ui

Q_DECLARE_METATYPE(capstan::InputId)
