#pragma once

#include "analysis/scenario_run.h"

#include "core/sim/analytic.h"
#include "core/sim/simulator.h"

#include <QMetaType>

#include <memory>
#include <vector>

namespace capstan::ui {

// What one background simulation of the sized fleet at peak returns: the run's statistics and
// every measured request's TTFT and TPOT for the histograms.
struct LatencySample final {
    sim::SimResult result;
    std::vector<float> ttft_ms;
    std::vector<float> tpot_ms;
};

// The latency at the peak rate on the sized fleet: the closed-form tail at once (microseconds,
// on the GUI thread), the request-level simulation in the background. The refined evaluation
// of a generation reruns the simulation only when it moved the replica count.
class LatencyAnalysis final : public ScenarioRun {
    Q_OBJECT
public:
    // Measured requests per simulation (after its warm-up).
    static constexpr std::int64_t kRequests = 20'000;

    explicit LatencyAnalysis(QObject* parent = nullptr);
    void showEvaluation(const EvaluationPtr& evaluation) override;
    // The closed-form tail of the last evaluation (default when it had no result).
    [[nodiscard]] const sim::TailEstimate& analytic() const { return analytic_; }
    // Null while it simulates or when the scenario has none.
    [[nodiscard]] std::shared_ptr<const LatencySample> sample() const;

private:
    sim::TailEstimate analytic_;
};

} // namespace capstan::ui

Q_DECLARE_METATYPE(std::shared_ptr<const capstan::ui::LatencySample>)
