#pragma once

#include "core/evaluate.h"

#include <QObject>
#include <QTimer>

#include <memory>

namespace capstan::ui {

class ScenarioDocument;

// An evaluated scenario, shared read-only by every view of one refresh.
struct Evaluation final {
    Scenario scenario;
    Expected<Result> result;
    quint64 generation = 0;
};
using EvaluationPtr = std::shared_ptr<const Evaluation>;

// Runs the analytic model when the document changes. A burst of changes within one pass of
// the event loop (a slider drag delivers many) is coalesced into one evaluation; the analytic
// path is microseconds, so it runs on the GUI thread and every chart redraws at once.
class Evaluator final : public QObject {
    Q_OBJECT
public:
    explicit Evaluator(ScenarioDocument* document, QObject* parent = nullptr);

    [[nodiscard]] EvaluationPtr current() const { return current_; }
    // Evaluates now if a change is pending (tests and benchmarks use it to skip the wait).
    void flush();

Q_SIGNALS:
    void evaluated(capstan::ui::EvaluationPtr evaluation);

private:
    void run();

    ScenarioDocument* document_;
    QTimer coalesce_;
    EvaluationPtr current_;
    quint64 generation_ = 0;
};

} // namespace capstan::ui

Q_DECLARE_METATYPE(capstan::ui::EvaluationPtr)
