#pragma once

#include "compare_chart.h"

#include <QPointF>
#include <QVector>

class QCustomPlot;
class QCPCurve;
class QCPGraph;

namespace capstan::ui {

// The knees of the compared scenarios on one plot: throughput per GPU (a replica's aggregate
// output tokens/s divided by its TP, so a one-GPU and a two-GPU replica compare fairly)
// against the per-user speed, each with its operating point, and the TPOT SLO lines (one per
// distinct SLO, in the colour of a scenario that holds it when they differ).
class CompareKneeChart final : public CompareChart {
    Q_OBJECT
public:
    explicit CompareKneeChart(QWidget* parent = nullptr);

    void retranslate() override;
    [[nodiscard]] QWidget* plotWidget() const override;
    [[nodiscard]] QColor colorOf(int scenario) const override;

    // What the plot holds, for tests: the curve's points and the operating point of a drawn
    // scenario, as (per-user tok/s, tok/s per GPU); the SLO lines' per-user speeds.
    [[nodiscard]] int curveCount() const;
    [[nodiscard]] QVector<QPointF> curvePoints(int scenario) const;
    [[nodiscard]] QPointF operatingPoint(int scenario) const;
    [[nodiscard]] QVector<double> sloSpeeds() const { return sloSpeeds_; }

protected:
    void draw() override;

private:
    void clearPlot();
    void drawSloLines(double y_top);

    QCustomPlot* plot_;
    QVector<QCPCurve*> curves_;       // per scenario; null when not drawn
    QVector<QCPGraph*> operating_;    // per scenario; null when not drawn
    QVector<double> sloSpeeds_;
};

} // namespace capstan::ui
