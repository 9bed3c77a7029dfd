#pragma once

#include "compare_chart.h"

#include "core/sim/analytic.h"

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

class QCustomPlot;
class QCPAxisRect;
class QCPBars;
class QCPLegend;
class QLabel;

namespace capstan::ui {

class BackgroundJob;

// TTFT and TPOT at p50, p95 and p99 (ms) of one scenario at its peak rate on its sized fleet.
struct LatencyQuantiles final {
    std::array<double, 3> ttft_ms{};
    std::array<double, 3> tpot_ms{};
};

// What the background simulation of a comparison returns, per scenario: the simulated
// quantiles, or why there are none (not run, or the queue grew without bound).
struct SimulatedLatencies final {
    struct Entry final {
        std::optional<LatencyQuantiles> quantiles;
        std::string unstable_reason;
    };
    std::vector<Entry> scenarios;
};

// Latency at peak of the compared scenarios: TTFT and TPOT at p50/p95/p99, one bar per
// scenario, against each scenario's SLO. The analytic tail model draws at once (light bars);
// the request-level simulation refines every scenario off the GUI thread (solid bars).
class CompareLatencyChart final : public CompareChart {
    Q_OBJECT
public:
    explicit CompareLatencyChart(QWidget* parent = nullptr);

    void retranslate() override;
    [[nodiscard]] QWidget* plotWidget() const override;
    [[nodiscard]] QColor colorOf(int scenario) const override;
    void waitForRefinement() override;

    // What the plot holds, for tests: p50, p95, p99 of a drawn scenario, in ms.
    [[nodiscard]] QVector<double> ttftBars(int scenario) const;
    [[nodiscard]] QVector<double> tpotBars(int scenario) const;
    [[nodiscard]] bool showsSimulation() const { return simulated_ != nullptr; }
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
    BackgroundJob* job_;
    std::vector<std::optional<sim::TailEstimate>> analytic_;   // per scenario, when evaluated
    std::shared_ptr<const SimulatedLatencies> simulated_;
};

} // namespace capstan::ui

Q_DECLARE_METATYPE(std::shared_ptr<const capstan::ui::SimulatedLatencies>)
