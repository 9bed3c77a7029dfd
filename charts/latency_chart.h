#pragma once

#include "analysis/latency_analysis.h"
#include "charts/chart_frame.h"

#include <memory>
#include <vector>

class QCustomPlot;
class QCPAxisRect;
class QCPBars;
class QCPItemStraightLine;
class QCPItemText;
class QLabel;

namespace capstan::ui {

class JobProgress;
class RunFollower;

// Latency distributions at the peak rate on the sized fleet: TTFT and TPOT histograms with
// p50/p95/p99 and the SLO. The analytic approximation draws at once (dashed); the request-level
// simulation refines it in the background (solid) and the header says which one is shown. Both
// come from the LatencyAnalysis the chart follows; the chart computes nothing.
class LatencyChart final : public ChartFrame {
    Q_OBJECT
public:
    explicit LatencyChart(QWidget* parent = nullptr);

    // The analysis this chart draws (it shows a message until it has one).
    void setLatencyAnalysis(LatencyAnalysis* analysis);
    void showEvaluation(const EvaluationPtr& evaluation) override;
    void retranslate() override;
    [[nodiscard]] QWidget* plotWidget() const override;
    void waitForRefinement() override;

    [[nodiscard]] bool showsSimulation() const { return sample() != nullptr; }
    [[nodiscard]] const LatencySample* sample() const;
    [[nodiscard]] const sim::TailEstimate& analytic() const { return analytic_; }
    [[nodiscard]] QString stateText() const;

private:
    struct Panel final {
        QCPAxisRect* rect = nullptr;
        QCPBars* bars = nullptr;
        QCPItemStraightLine* lines[3] = {};   // p50, p95, p99
        QCPItemText* labels[3] = {};
        QCPItemStraightLine* slo = nullptr;
        QCPItemText* sloLabel = nullptr;
        double sloLabelAt = 0;   // where the SLO's label points: the SLO, or the right edge with an arrow
    };
    Panel makePanel(QCPAxisRect* rect);
    static void placeLabels(Panel& panel);
    void drawPanel(Panel& panel, const std::vector<float>* samples, const double quantiles[3], double slo_ms,
                   bool simulated);
    void draw();

    QCustomPlot* plot_;
    QLabel* state_;
    Panel ttft_;
    Panel tpot_;
    LatencyAnalysis* analysis_ = nullptr;
    RunFollower* run_;
    JobProgress* progress_ = nullptr;
    EvaluationPtr evaluation_;
    sim::TailEstimate analytic_;
};

} // namespace capstan::ui
