#pragma once

#include "charts/chart_frame.h"

#include "core/sim/analytic.h"
#include "core/sim/simulator.h"

#include <memory>
#include <vector>

class QCustomPlot;
class QCPAxisRect;
class QCPBars;
class QCPItemStraightLine;
class QCPItemText;
class QLabel;

namespace capstan::ui {

class BackgroundJob;
class JobProgress;

// What one background simulation of the sized fleet at peak returns: the run's statistics and
// every measured request's TTFT and TPOT for the histograms.
struct LatencySample final {
    sim::SimResult result;
    std::vector<float> ttft_ms;
    std::vector<float> tpot_ms;
};

// Latency distributions at the peak rate on the sized fleet: TTFT and TPOT histograms with
// p50/p95/p99 and the SLO. The analytic approximation draws at once (dashed); the request-level
// simulation refines it in the background (solid) and the header says which one is shown.
class LatencyChart final : public ChartFrame {
    Q_OBJECT
public:
    explicit LatencyChart(QWidget* parent = nullptr);

    void showEvaluation(const EvaluationPtr& evaluation) override;
    void retranslate() override;
    [[nodiscard]] QWidget* plotWidget() const override;
    void waitForRefinement() override;

    [[nodiscard]] bool showsSimulation() const { return sample_ != nullptr; }
    [[nodiscard]] const LatencySample* sample() const { return sample_.get(); }
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
    };
    Panel makePanel(QCPAxisRect* rect);
    void drawPanel(Panel& panel, const std::vector<float>* samples, const double quantiles[3], double slo_ms,
                   bool simulated);
    void draw();

    QCustomPlot* plot_;
    QLabel* state_;
    Panel ttft_;
    Panel tpot_;
    BackgroundJob* job_;
    JobProgress* progress_ = nullptr;
    EvaluationPtr evaluation_;
    sim::TailEstimate analytic_;
    std::shared_ptr<const LatencySample> sample_;
};

} // namespace capstan::ui

Q_DECLARE_METATYPE(std::shared_ptr<const capstan::ui::LatencySample>)
