#pragma once

#include "core/evaluate.h"
#include "core/sim/analytic.h"

#include <QMetaType>
#include <QObject>

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

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

// The latency at peak of the compared scenarios: each one's closed-form tail at once, their
// request-level simulations (a saturated one is not simulated) in one background run.
class CompareLatencyAnalysis final : public QObject {
    Q_OBJECT
public:
    // Measured requests per scenario, as the workbench's latency chart.
    static constexpr std::int64_t kRequests = 20'000;
    struct Compared final {
        Scenario scenario;
        Expected<Result> result;
    };

    explicit CompareLatencyAnalysis(QObject* parent = nullptr);

    // A new comparison: the closed forms now, the simulations in the background.
    void show(const std::vector<Compared>& scenarios);
    // Per scenario, when it was evaluated.
    [[nodiscard]] const std::vector<std::optional<sim::TailEstimate>>& analytic() const { return analytic_; }
    // Null while it simulates.
    [[nodiscard]] std::shared_ptr<const SimulatedLatencies> simulated() const { return simulated_; }
    [[nodiscard]] int runs() const { return runs_; }
    [[nodiscard]] BackgroundJob* job() const { return job_; }
    void waitForFinished();

    [[nodiscard]] static LatencyQuantiles quantilesOf(const sim::TailEstimate& tail);

Q_SIGNALS:
    void ready();

private:
    BackgroundJob* job_;
    std::vector<std::optional<sim::TailEstimate>> analytic_;
    std::shared_ptr<const SimulatedLatencies> simulated_;
    int runs_ = 0;
};

} // namespace capstan::ui

Q_DECLARE_METATYPE(std::shared_ptr<const capstan::ui::SimulatedLatencies>)
