#include "sizing_trials.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include <time.h>

namespace capstan::sim {

namespace {

double thread_cpu_s()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) + 1e-9 * double(now.tv_nsec);
}

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr std::int64_t kFloorRequests = 10'000;
constexpr std::int64_t kTrendRecheck = 4;   // the longer window a trend verdict is checked on

double excess(const Exceedance& e, double target, bool stable)
{
    if (!stable)
        return kInf;
    if (e.over == 0)
        return e.samples > 0 ? -kInf : 0.0;
    return std::log(e.share / target);
}

} // namespace

TrafficShape traffic_shape(const Scenario& s, const PercentileSizingOptions& o)
{
    TrafficShape shape{s.workload.arrival_cv, s.workload.isl_cv, s.workload.osl_cv};
    if (o.arrival_cv >= 0)
        shape.arrival_cv = o.arrival_cv;
    if (o.isl_cv >= 0)
        shape.isl_cv = o.isl_cv;
    if (o.osl_cv >= 0)
        shape.osl_cv = o.osl_cv;
    return shape;
}

SizingTrials::SizingTrials(const Scenario& s, const PercentileSizingOptions& o, double rate_rps)
    : scenario_(s), options_(o), rate_(rate_rps),
      target_(1.0 - s.slo.percentile / 100.0), start_(std::chrono::steady_clock::now()), start_cpu_s_(thread_cpu_s())
{
}

double SizingTrials::cpu_s() const
{
    return thread_cpu_s() - start_cpu_s_;
}

SimConfig SizingTrials::config(int simulated, double rate) const
{
    SimConfig c = traffic_config(scenario_, simulated, rate, options_);
    c.cancelled = options_.cancelled;
    if (scenario_.deploy.disaggregated && rate_ > 0) {
        // A subset of the decode replicas gets about its share of the whole prefill pool (at
        // least one): their TPOT does not depend on it, prefill_pool_check judges the TTFT.
        const int pool = prefill_replicas(scenario_, prefill_pool(scenario_, options_.token_budget), rate_);
        c.prefill_replicas = std::max(1, int(std::lround(pool * rate / rate_)));
    }
    return c;
}

Expected<SimResult> SizingTrials::run_window(SimConfig& c, std::int64_t measured)
{
    set_measured_requests(scenario_, c, measured);
    Expected<SimResult> result = simulate(scenario_, c);
    ++simulations_;
    // A short window cannot tell a fleet still settling (a compute-bound replica's batch creeps
    // to its equilibrium) from one falling behind: the trend test's verdict is checked once on a
    // window four times as long, where a settling fleet's growth is a quarter the share.
    if (result && result->trend_unstable && !result->stopped_early) {
        set_measured_requests(scenario_, c, kTrendRecheck * measured);
        result = simulate(scenario_, c);
        ++simulations_;
    }
    return result;
}

Expected<Trial> SizingTrials::at(int replicas, std::int64_t measured)
{
    if (const Trial* known = find(replicas))
        return *known;
    if (options_.cancelled && options_.cancelled->load())
        return Error{"percentile sizing", std::to_string(replicas) + " replicas", "", "cancelled"};
    // A large fleet: a subset of it at its share of the traffic.
    const int simulated = std::min(replicas, std::max(1, options_.max_simulated_replicas));
    const double rate = rate_ * double(simulated) / double(replicas);
    SimConfig c = config(simulated, rate);
    // A trial far from the target says so in its first quarter; one near it runs to the end.
    c.early_verdict_share = options_.early_stop ? target_ : 0.0;
    Expected<SimResult> result = run_window(c, measured);
    if (!result)
        return result.error();
    simulated_replicas_ = std::max(simulated_replicas_, simulated);
    Trial trial;
    trial.replicas = replicas;
    trial.result = std::move(*result);
    // A trial stopped early was surely over the target; its share over the first part of its
    // window says by how much, even where the trend test calls that part unstable (a quarter
    // of a window is short: a fleet's natural swings can look like growth).
    const bool judged = trial.result.stable || trial.result.stopped_early;
    trial.ttft_excess = excess(trial.result.ttft_over_slo, target_, judged);
    trial.tpot_excess = excess(trial.result.tpot_over_slo, target_, judged);
    trial.ttft_by_prefill_pool = scenario_.deploy.disaggregated;
    return done_.emplace(replicas, std::move(trial)).first->second;
}

Expected<Trial> SizingTrials::prefill_pool_check(int decode_replicas, std::int64_t measured)
{
    const int pool = prefill_replicas(scenario_, prefill_pool(scenario_, options_.token_budget), rate_);
    const int cap = std::max(1, options_.max_simulated_replicas);
    const int k = std::min(pool, std::max(1, cap * pool / std::max(1, decode_replicas)));
    const double share = double(k) / double(pool);
    const int decode = std::min(decode_replicas, std::max(1, int(std::ceil(decode_replicas * share))));
    SimConfig c = traffic_config(scenario_, decode, rate_ * share, options_);
    c.cancelled = options_.cancelled;
    c.prefill_replicas = k;
    Expected<SimResult> result = run_window(c, measured);
    if (!result)
        return result.error();
    simulated_replicas_ = std::max(simulated_replicas_, decode);
    Trial trial;
    trial.replicas = decode_replicas;
    trial.result = std::move(*result);
    trial.ttft_excess = excess(trial.result.ttft_over_slo, target_, trial.result.stable);
    trial.tpot_excess = excess(trial.result.tpot_over_slo, target_, trial.result.stable);
    return trial;
}

Expected<SimResult> SizingTrials::idle_floor(double saturation_rps)
{
    SimConfig c = config(1, 0.001 * saturation_rps);
    c.requests = kFloorRequests;
    Expected<SimResult> result = simulate(scenario_, c);
    ++simulations_;
    return result;
}

const Trial* SizingTrials::find(int replicas) const
{
    const auto found = done_.find(replicas);
    return found == done_.end() ? nullptr : &found->second;
}

double SizingTrials::elapsed_s() const
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

void SizingTrials::report_progress(double share) const
{
    if (options_.progress)   // never 1 before the end
        options_.progress->store(std::clamp(share, 0.0, 0.95));
}

} // namespace capstan::sim
