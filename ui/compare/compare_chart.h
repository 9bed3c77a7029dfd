#pragma once

#include "analysis/comparison.h"

#include "charts/chart_frame.h"

#include <QStringList>

class QLabel;

namespace capstan::ui {

// The colour of the compared scenario at `index`: the same in every chart and in the table
// header, distinct for the four a comparison holds.
QColor scenarioColor(int index);

// A chart that overlays the scenarios of a comparison, one colour each. A scenario the chart
// cannot draw (the model does not fit, the tail has no finite value) is left out and named in
// the note under the plot, never drawn as zero or NaN.
class CompareChart : public ChartFrame {
    Q_OBJECT
public:
    explicit CompareChart(QWidget* parent = nullptr);

    void showComparison(const ComparisonPtr& comparison);
    [[nodiscard]] const Comparison* comparison() const { return comparison_.get(); }
    // The workbench feeds its one live scenario to its own charts; these draw a fixed set.
    void showEvaluation(const EvaluationPtr&) final {}
    [[nodiscard]] bool followsScenario() const final { return false; }

    // The scenarios drawn, by index into the comparison.
    [[nodiscard]] QVector<int> drawnScenarios() const { return drawn_; }
    [[nodiscard]] QString note() const;
    // The colour the plot gives a drawn scenario (invalid when not drawn), for tests.
    [[nodiscard]] virtual QColor colorOf(int scenario) const = 0;

protected:
    // A new comparison arrived (before draw()): a chart with background work starts it here.
    virtual void comparisonChanged() {}
    // Redraws from comparison(): calls leaveOut() for each scenario it cannot draw, plots the rest.
    virtual void draw() = 0;
    void beginDraw();
    void leaveOut(int scenario, const QString& reason, const QString& detail = {});
    // Leaves out a scenario whose model does not fit (the table has the reason in full).
    void leaveOutInfeasible(int scenario);
    void markDrawn(int scenario);
    void endDraw();

    // An SLO as a line: one per distinct value among the drawn scenarios, in the SLO colour
    // when all agree, else in the colour of the first scenario that holds it.
    struct SloLine final {
        double value = 0;
        QColor color;
    };
    [[nodiscard]] QVector<SloLine> sloLines(double (*value)(const Scenario&)) const;

    // Grouped bars in plot coordinates: `count` bars share 0.8 of the unit between two
    // categories, centred on the category's key.
    [[nodiscard]] static double barWidth(qsizetype count);
    [[nodiscard]] static double barOffset(qsizetype slot, qsizetype count);

private:
    ComparisonPtr comparison_;
    QLabel* note_;
    QStringList leftOut_;
    QStringList details_;
    QVector<int> drawn_;
};

} // namespace capstan::ui
