#pragma once

#include "compare_chart.h"

#include "analysis/compare_latency_analysis.h"

#include <optional>
#include <vector>

class QCustomPlot;
class QCPAxisRect;
class QCPBars;
class QCPLegend;
class QLabel;

namespace capstan::ui {

// Latency at peak of the compared scenarios: TTFT and TPOT at p50/p95/p99, one bar per
// scenario, against each scenario's SLO. The analytic tail model draws at once (light bars);
// the request-level simulation refines every scenario off the GUI thread (solid bars). Both
// come from the CompareLatencyAnalysis the chart follows; the chart computes nothing.
class CompareLatencyChart final : public CompareChart {
    Q_OBJECT
public:
    explicit CompareLatencyChart(QWidget* parent = nullptr);
    void setAnalysis(CompareLatencyAnalysis* analysis);

    void retranslate() override;
    [[nodiscard]] QWidget* plotWidget() const override;
    [[nodiscard]] QColor colorOf(int scenario) const override;
    void waitForRefinement() override;

    // What the plot holds, for tests: p50, p95, p99 of a drawn scenario, in ms.
    [[nodiscard]] QVector<double> ttftBars(int scenario) const;
    [[nodiscard]] QVector<double> tpotBars(int scenario) const;
    [[nodiscard]] bool showsSimulation() const { return analysis_ && analysis_->simulated(); }
    [[nodiscard]] QString stateText() const;

protected:
    void comparisonChanged() override;
    void draw() override;

private:
    struct Panel final {
        QCPAxisRect* rect = nullptr;
        QVector<QCPBars*> bars;   // per scenario; null when not drawn
    };
    void clearPanel(Panel& panel);
    void drawPanel(Panel& panel, const std::vector<std::optional<LatencyQuantiles>>& quantiles, bool ttft);
    [[nodiscard]] static QVector<double> barValues(const Panel& panel, int scenario);

    QCustomPlot* plot_;
    QLabel* state_;
    QCPLegend* legend_;
    Panel ttft_;
    Panel tpot_;
    CompareLatencyAnalysis* analysis_ = nullptr;
};

} // namespace capstan::ui
