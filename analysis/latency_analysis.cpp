#include "analysis/latency_analysis.h"

#include "analysis/background_job.h"
#include "analysis/peak_tail.h"

#include "core/sim/percentile_sizing.h"

#include <algorithm>

namespace capstan::ui {

namespace {

QVariant simulate_peak(const Evaluation& evaluation, const QVariant&, JobControl& control)
{
    if (!evaluation.result)
        return {};
    const Scenario& scenario = evaluation.scenario;
    const Result& r = *evaluation.result;
    sim::SimConfig config = sim::traffic_config(scenario, std::max(1, r.sizing.replicas), r.traffic.peak_rps);
    sim::set_measured_requests(scenario, config, LatencyAnalysis::kRequests);
    auto sample = std::make_shared<LatencySample>();
    sample->ttft_ms.reserve(std::size_t(LatencyAnalysis::kRequests));
    sample->tpot_ms.reserve(std::size_t(LatencyAnalysis::kRequests));
    std::int64_t seen = 0;
    Expected<sim::SimResult> result = sim::simulate(scenario, config, [&](const sim::RequestRecord& record) {
        if ((++seen & 1023) == 0)
            control.progress = std::min(1.0, double(seen) / double(config.requests));
        if (!record.measured || control.cancelled)
            return;
        sample->ttft_ms.push_back(float(record.ttft_ms));
        if (record.osl >= 2)
            sample->tpot_ms.push_back(float(record.tpot_ms));
    });
    if (!result)
        return {};
    sample->result = std::move(*result);
    return QVariant::fromValue(std::shared_ptr<const LatencySample>(std::move(sample)));
}

bool replicas_moved(const Evaluation& before, const Evaluation& after)
{
    return !before.result || !after.result || before.result->sizing.replicas != after.result->sizing.replicas;
}

} // namespace

LatencyAnalysis::LatencyAnalysis(QObject* parent) : ScenarioRun(simulate_peak, parent, replicas_moved)
{
}

void LatencyAnalysis::showEvaluation(const EvaluationPtr& evaluation)
{
    if (!evaluation)
        return;
    analytic_ = evaluation->result ? sim::estimate_tail(evaluation->scenario, peakTailInputs(evaluation->scenario, *evaluation->result))
                                   : sim::TailEstimate{};
    ScenarioRun::showEvaluation(evaluation);
}

std::shared_ptr<const LatencySample> LatencyAnalysis::sample() const
{
    return result().value<std::shared_ptr<const LatencySample>>();
}

} // namespace capstan::ui
