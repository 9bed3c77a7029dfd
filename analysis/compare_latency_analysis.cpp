#include "analysis/compare_latency_analysis.h"

#include "analysis/background_job.h"
#include "analysis/peak_tail.h"

#include "core/sim/percentile_sizing.h"
#include "core/sim/simulator.h"

#include <algorithm>

namespace capstan::ui {

namespace {

LatencyQuantiles quantiles_of(const sim::SimResult& r)
{
    return {{r.ttft_ms.at(50), r.ttft_ms.at(95), r.ttft_ms.at(99)}, {r.tpot_ms.at(50), r.tpot_ms.at(95), r.tpot_ms.at(99)}};
}

struct SimulationRun final {
    std::size_t scenario;
    Scenario inputs;
    sim::SimConfig config;
};

} // namespace

CompareLatencyAnalysis::CompareLatencyAnalysis(QObject* parent) : QObject(parent), job_(new BackgroundJob(this))
{
    connect(job_, &BackgroundJob::finished, this, [this](const QVariant& value) {
        simulated_ = value.value<std::shared_ptr<const SimulatedLatencies>>();
        Q_EMIT ready();
    });
}

LatencyQuantiles CompareLatencyAnalysis::quantilesOf(const sim::TailEstimate& tail)
{
    return {{tail.ttft_ms.p50, tail.ttft_ms.p95, tail.ttft_ms.p99}, {tail.tpot_ms.p50, tail.tpot_ms.p95, tail.tpot_ms.p99}};
}

void CompareLatencyAnalysis::show(const std::vector<Compared>& scenarios)
{
    simulated_.reset();
    analytic_.clear();
    std::vector<SimulationRun> runs;
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
        const Compared& compared = scenarios[i];
        if (!compared.result) {
            analytic_.emplace_back(std::nullopt);
            continue;
        }
        const Result& r = *compared.result;
        analytic_.emplace_back(sim::estimate_tail(compared.scenario, peakTailInputs(compared.scenario, r)));
        if (!analytic_.back()->stable)
            continue;   // saturated: the simulation would only confirm that the queue grows
        sim::SimConfig config = sim::traffic_config(compared.scenario, std::max(1, r.sizing.replicas), r.traffic.peak_rps);
        sim::set_measured_requests(compared.scenario, config, kRequests);
        runs.push_back({i, compared.scenario, config});
    }
    ++runs_;
    job_->start([runs = std::move(runs), count = scenarios.size()](JobControl& control) {
        auto simulated = std::make_shared<SimulatedLatencies>();
        simulated->scenarios.resize(count);
        for (std::size_t k = 0; k < runs.size(); ++k) {
            if (control.cancelled)
                return QVariant();
            control.progress = double(k) / double(runs.size());
            SimulatedLatencies::Entry& entry = simulated->scenarios[runs[k].scenario];
            const Expected<sim::SimResult> result = sim::simulate(runs[k].inputs, runs[k].config);
            if (!result)
                entry.unstable_reason = result.error().message();
            else if (!result->stable)
                entry.unstable_reason = result->unstable_reason;
            else
                entry.quantiles = quantiles_of(*result);
        }
        return QVariant::fromValue(std::shared_ptr<const SimulatedLatencies>(std::move(simulated)));
    });
}

void CompareLatencyAnalysis::waitForFinished()
{
    job_->waitForFinished();
}

} // namespace capstan::ui
