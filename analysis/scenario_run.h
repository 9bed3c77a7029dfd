#pragma once

#include "analysis/evaluator.h"

#include <QObject>
#include <QVariant>

#include <functional>

namespace capstan::ui {

class BackgroundJob;
struct JobControl;

// One costly computation on the scenario (core and flex, the sensitivity tornado, the latency
// simulation), run once per scenario generation off the GUI thread and shared by every view
// that shows it: views follow it (RunFollower) and never start work of their own. A refinement
// of the same generation (the simulated fleet size) keeps the run unless `rerun` says the
// run depends on what the refinement moved.
class ScenarioRun : public QObject {
    Q_OBJECT
public:
    // `work` runs on a worker thread (it may report progress and should stop when cancelled);
    // its value crosses to the GUI thread in a QVariant (an invalid one when the scenario has
    // no answer). `options` are what a view chooses beyond the scenario (a plan's horizon).
    using Work = std::function<QVariant(const Evaluation& evaluation, const QVariant& options, JobControl& control)>;
    using Rerun = std::function<bool(const Evaluation& before, const Evaluation& after)>;
    explicit ScenarioRun(Work work, QObject* parent = nullptr, Rerun rerun = {});

    virtual void showEvaluation(const EvaluationPtr& evaluation);
    // New options: the current scenario runs again with them (its generation unchanged).
    void setOptions(const QVariant& options);
    [[nodiscard]] const QVariant& options() const { return options_; }
    // The run of the current generation; invalid while it runs or when it failed.
    [[nodiscard]] const QVariant& result() const { return result_; }
    [[nodiscard]] quint64 generation() const { return generation_; }
    // Blocks until the current run has landed (tests, export).
    void waitForFinished();
    // Runs started so far (an instrumented count: one per generation).
    [[nodiscard]] int runs() const { return runs_; }
    // The job behind the runs, for a progress bar.
    [[nodiscard]] BackgroundJob* job() const { return job_; }

Q_SIGNALS:
    void started(quint64 generation);
    // The options changed and the run of `generation` started again.
    void restarted(quint64 generation);
    // The run of `generation` landed.
    void ready(quint64 generation, const QVariant& result);

private:
    void start();

    Work work_;
    QVariant options_;
    Rerun rerun_;
    BackgroundJob* job_;
    EvaluationPtr evaluation_;
    quint64 generation_ = 0;
    bool started_ = false;
    QVariant result_;
    int runs_ = 0;
};

} // namespace capstan::ui
