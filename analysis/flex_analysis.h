#pragma once

#include "analysis/evaluator.h"
#include "analysis/flex_metatype.h"

#include <QObject>

#include <memory>

namespace capstan::ui {

class BackgroundJob;

// This month's core-and-flex run, once per scenario generation, off the GUI thread, shared by
// every view that shows it: the bill chart's core-and-flex bar and the demand-over-a-day chart
// read the same run, so the two never disagree and flex is planned once, not once per chart.
// A refinement of the same generation (the simulated fleet size) keeps the run.
class FlexAnalysis final : public QObject {
    Q_OBJECT
public:
    explicit FlexAnalysis(QObject* parent = nullptr);

    void showEvaluation(const EvaluationPtr& evaluation);
    // The run of the current generation; null while it is planned or when the scenario has none.
    [[nodiscard]] std::shared_ptr<const flex::FlexReport> report() const { return report_; }
    [[nodiscard]] quint64 generation() const { return generation_; }
    // Blocks until the current run has landed (tests, export).
    void waitForFinished();
    // Runs started so far (an instrumented count: one per generation).
    [[nodiscard]] int runs() const { return runs_; }

Q_SIGNALS:
    // The run of `generation` landed (report null when it failed).
    void ready(quint64 generation, std::shared_ptr<const capstan::flex::FlexReport> report);

private:
    BackgroundJob* job_;
    quint64 generation_ = 0;
    bool started_ = false;
    std::shared_ptr<const flex::FlexReport> report_;
    int runs_ = 0;
};

} // namespace capstan::ui
