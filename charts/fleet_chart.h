#pragma once

#include "analysis/pool_month_analysis.h"
#include "charts/chart_frame.h"

#include <memory>

class QComboBox;
class QCustomPlot;
class QDoubleSpinBox;
class QLabel;

namespace capstan::ui {

class CheckBadges;
class StackedBars;

// A month of a rented pool (Monte Carlo, SPEC 2.9): the real bill split into rent that moved
// tokens, idle rent and churn, against the ideal operator's bill; coverage and wrong evictions
// over the bars; the three checks as badges. The story, window and eviction share are levers:
// the scenario's pool.* inputs, shown from the evaluation and edited through controlEdited().
class FleetChart final : public ChartFrame {
    Q_OBJECT
public:
    explicit FleetChart(QWidget* parent = nullptr);
    ~FleetChart() override;

    // The analysis this chart draws and drives with its levers (a message until it has one).
    void setPoolMonthAnalysis(PoolMonthAnalysis* analysis);

    void showEvaluation(const EvaluationPtr& evaluation) override;
    void retranslate() override;
    [[nodiscard]] QWidget* plotWidget() const override;
    void waitForRefinement() override;
    [[nodiscard]] bool followsScenario() const override { return false; }

    [[nodiscard]] const fleet::PoolResult* result() const;
    [[nodiscard]] QComboBox* presetBox() const { return preset_; }
    [[nodiscard]] QComboBox* windowBox() const { return window_; }
    [[nodiscard]] QDoubleSpinBox* shareBox() const { return share_; }
    [[nodiscard]] QStringList badgeTexts() const;

private:
    void draw();

    QCustomPlot* plot_;
    std::unique_ptr<StackedBars> bars_;
    QComboBox* preset_;
    QComboBox* window_;
    QDoubleSpinBox* share_;
    QLabel* state_;
    CheckBadges* badges_;
    PoolMonthAnalysis* analysis_ = nullptr;
    Scenario::Pool ran_;            // the levers of the month last run
    bool showingControls_ = false;
};

} // namespace capstan::ui

