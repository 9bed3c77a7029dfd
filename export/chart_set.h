#pragma once

#include "analysis/evaluator.h"

#include <QStringList>
#include <QVector>

#include <memory>

class QWidget;

namespace capstan::ui {

class ChartFrame;
class FlexAnalysis;
class SensitivityAnalysis;
class LatencyAnalysis;
class PlanAnalysis;
class PoolMonthAnalysis;
class ProcurementAnalysis;
class LayoutsAnalysis;

// The workbench's charts without the workbench: the same classes, hidden, fed one scenario.
// For headless export and for deck slides of scenarios other than the one on screen. Needs a
// QApplication.
class ChartSet final {
public:
    ChartSet();
    ~ChartSet();
    Q_DISABLE_COPY_MOVE(ChartSet)

    // Evaluates the scenario and shows it on every chart; waits for background refinement.
    void show(const Scenario& scenario);
    [[nodiscard]] EvaluationPtr evaluation() const { return evaluation_; }
    [[nodiscard]] const QVector<ChartFrame*>& charts() const { return charts_; }
    // By chartName(): knee, memory, latency, bill, tornado, fleet, demand, plan, layouts; nullptr for any other name.
    [[nodiscard]] ChartFrame* find(const QString& name) const;

    static QStringList names();

private:
    std::unique_ptr<QWidget> holder_;
    // Owned by holder_: the runs the charts share (core and flex for the bill and the demand
    // chart, the sensitivity for the tornado, the peak-latency simulation, the plan, the
    // rented pool's month, the layout search).
    FlexAnalysis* flex_;
    SensitivityAnalysis* sensitivity_;
    LatencyAnalysis* latency_;
    PlanAnalysis* plan_;
    PoolMonthAnalysis* pool_;
    ProcurementAnalysis* procurement_;
    LayoutsAnalysis* layouts_;
    QVector<ChartFrame*> charts_;
    EvaluationPtr evaluation_;
    quint64 generation_ = 0;
};

} // namespace capstan::ui
