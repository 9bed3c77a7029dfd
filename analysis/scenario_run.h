#pragma once

#include "analysis/evaluator.h"

#include <QObject>
#include <QVariant>

#include <functional>

namespace capstan::ui {

class BackgroundJob;

// One costly computation on the scenario (core and flex, the sensitivity tornado), run once
// per scenario generation off the GUI thread and shared by every view that shows it: views
// follow it (RunFollower) and never start work of their own. A refinement of the same
// generation (the simulated fleet size) keeps the run.
class ScenarioRun : public QObject {
    Q_OBJECT
public:
    // `work` runs on a worker thread; its value crosses to the GUI thread in a QVariant (an
    // invalid one when the scenario has no answer).
    using Work = std::function<QVariant(const Scenario& scenario)>;
    explicit ScenarioRun(Work work, QObject* parent = nullptr);

    void showEvaluation(const EvaluationPtr& evaluation);
    // The run of the current generation; invalid while it runs or when it failed.
    [[nodiscard]] const QVariant& result() const { return result_; }
    [[nodiscard]] quint64 generation() const { return generation_; }
    // Blocks until the current run has landed (tests, export).
    void waitForFinished();
    // Runs started so far (an instrumented count: one per generation).
    [[nodiscard]] int runs() const { return runs_; }

Q_SIGNALS:
    void started(quint64 generation);
    // The run of `generation` landed.
    void ready(quint64 generation, const QVariant& result);

private:
    Work work_;
    BackgroundJob* job_;
    quint64 generation_ = 0;
    bool started_ = false;
    QVariant result_;
    int runs_ = 0;
};

} // namespace capstan::ui
