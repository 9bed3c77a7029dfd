#pragma once

#include "analysis/plan_analysis.h"
#include "charts/chart_frame.h"


#include <memory>

class QComboBox;
class QCPAxisRect;
class QCPBars;
class QCPGraph;
class QCPLegend;
class QCustomPlot;
class QDoubleSpinBox;
class QLabel;

namespace capstan::ui {

class RunFollower;

// The plan over 12-36 months (SPEC 3), the chart a capacity review is usually about: above,
// the cards each month (committed cohorts, the cohort bought that month, flex rentals at the
// busiest hour) against the cards the busiest hour needs; below, the month's bill split into
// baseline, on-demand, spot and API, with the monthly bill of every other contract length as
// a line. Horizon, growth and contract length are levers on the chart: the scenario's plan.*
// inputs, which the chart shows and edits through controlEdited().
class PlanChart final : public ChartFrame {
    Q_OBJECT
public:
    explicit PlanChart(QWidget* parent = nullptr);

    // The analysis this chart draws (a message until it has one).
    void setPlanAnalysis(PlanAnalysis* analysis);

    void showEvaluation(const EvaluationPtr& evaluation) override;
    void retranslate() override;
    [[nodiscard]] QWidget* plotWidget() const override;
    void waitForRefinement() override;

    [[nodiscard]] const flex::CapacityPlan* plan() const;
    [[nodiscard]] QComboBox* horizonBox() const { return horizon_; }
    [[nodiscard]] QComboBox* contractBox() const { return contract_; }
    [[nodiscard]] QDoubleSpinBox* growthBox() const { return growth_; }
    // The totals under the chart: this term's bill over the horizon and the cheapest term.
    [[nodiscard]] QString summary() const;
    // What the chart draws, per month: committed cards (held + bought), the bill in USD.
    [[nodiscard]] QVector<double> committedCards() const;
    [[nodiscard]] QVector<double> billUsd() const;

private:
    void showControls(const Scenario::Plan& plan);
    void showMonths(QComboBox* box, int months);
    [[nodiscard]] QString monthsText(const QComboBox* box, int months) const;
    void landed();
    void draw();
    QCPBars* addBars(QCPAxisRect* rect, QCPLegend* legend, int color);

    QCustomPlot* plot_;
    QCPAxisRect* cardsRect_;
    QCPAxisRect* billRect_;
    QCPLegend* cardsLegend_;
    QCPLegend* billLegend_;
    QCPBars* held_;
    QCPBars* bought_;
    QCPBars* flex_;
    QCPGraph* needed_;
    QCPBars* bill_[4] = {};        // baseline, on-demand, spot, API
    QVector<QCPGraph*> terms_;     // the other contract lengths' monthly bill
    QComboBox* horizon_;
    QComboBox* contract_;
    QDoubleSpinBox* growth_;
    QLabel* state_;
    QLabel* summary_;
    PlanAnalysis* analysis_ = nullptr;
    RunFollower* run_;
    EvaluationPtr evaluation_;
    bool showingControls_ = false;
};

} // namespace capstan::ui

