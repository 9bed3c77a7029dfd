#pragma once

#include "analysis/layouts_analysis.h"
#include "charts/chart_frame.h"

#include <QPointF>
#include <QVector>

class QCustomPlot;
class QCPGraph;
class QCPItemStraightLine;
class QCPItemText;
class QCPItemTracer;
class QLabel;

namespace capstan::ui {

// The searched layouts (SPEC 2.6b): tokens/s per GPU against tokens/s per user for every
// screened candidate, a dot per candidate coloured by GPU, the Pareto front as a step line, the
// TPOT SLO's per-user speed as a vertical line, the best candidate ringed and labelled and the
// one selected in the table marked. A view of LayoutsAnalysis: it starts no work of its own.
class LayoutsChart final : public ChartFrame {
    Q_OBJECT
public:
    explicit LayoutsChart(QWidget* parent = nullptr);

    // The analysis this chart draws (a message until it has one). The owner feeds the analysis.
    void setLayoutsAnalysis(LayoutsAnalysis* analysis);
    [[nodiscard]] LayoutsAnalysis* layoutsAnalysis() const { return analysis_; }

    void showEvaluation(const EvaluationPtr& evaluation) override;
    void retranslate() override;
    [[nodiscard]] QWidget* plotWidget() const override;
    void waitForRefinement() override;
    [[nodiscard]] QString caption() const override;

    // Marks candidate `index` of the current run (its rank - 1); -1 marks none.
    void setSelected(int index);

    // What the chart holds, for tests: (tok/s per user, tok/s per GPU).
    [[nodiscard]] int dotCount() const;
    [[nodiscard]] QVector<QPointF> frontPoints() const;
    [[nodiscard]] QPointF bestPoint() const;
    [[nodiscard]] QPointF selectedPoint() const;
    [[nodiscard]] double sloPerUserTokS() const;
    [[nodiscard]] QString bestLabel() const;
    [[nodiscard]] QString state() const;

private:
    void draw();
    void showRun(const LayoutsRunPtr& run);
    void placeBestLabel();

    QCustomPlot* plot_;
    QVector<QCPGraph*> gpus_;
    QCPGraph* front_;
    QCPGraph* best_;
    QCPGraph* selected_;
    QCPItemStraightLine* sloLine_;
    QCPItemText* sloLabel_;
    QCPItemText* bestLabel_;
    QCPItemTracer* bestAnchor_;
    QLabel* state_;
    LayoutsAnalysis* analysis_ = nullptr;
    EvaluationPtr evaluation_;
    LayoutsRunPtr run_;
    int selectedIndex_ = -1;
};

} // namespace capstan::ui
