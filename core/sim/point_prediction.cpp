#include "point_prediction.h"

#include "simulator.h"

#include "core/evaluate.h"
#include "core/inputs.h"

#include <algorithm>
#include <cmath>

namespace capstan::sim {

namespace {

constexpr std::int64_t kRateRequests = 20000;
constexpr std::int64_t kClosedRequests = 3000;
constexpr int kServerBisections = 10;
constexpr double kServerMissShare = 0.01;   // p99: at most 1% of requests over a target
// A Server run's traffic: the benchmark's own minimum duration (min_duration 2,400,000 ms in
// the MLPerf Inference v4.1 and v5.1 LLM Server logs). The run is judged only by its p99s, so
// it may be overloaded as long as the backlog stays under the targets, and how long it runs
// decides how much overload passes.
constexpr double kServerRunS = 2400;

std::optional<double> metric_of(const MeasuredPoint& p, const SimResult& r)
{
    if (!r.stable)
        return std::nullopt;
    if (p.metric == "ttft_ms_mean")
        return r.ttft_ms.mean;
    if (p.metric == "ttft_ms_p99")
        return r.ttft_ms.at(99);
    if (p.metric == "itl_ms_mean")
        return r.tpot_ms.mean;
    if (p.metric == "itl_ms_p99")
        return r.tpot_ms.at(99);
    if (p.metric == "output_tok_s")
        return r.output_tok_s;
    if (p.metric == "requests_s")
        return r.throughput_rps;
    return std::nullopt;
}

// The point's fleet of replicas, seed 1, the engine's tokens per step where the source
// published them, and its prompts and answers drawn as the workbench draws a scenario's: lognormal
// at the row's spreads (scenario_for_point's isl_cv and osl_cv; 0, every request the same
// length, where the source fixed or did not publish them).
SimConfig config_for(const Scenario& s, const MeasuredPoint& p)
{
    SimConfig c = default_config(s);
    c.isl.cv = s.workload.isl_cv;
    c.osl.cv = s.workload.osl_cv;
    c.replicas = p.replicas();
    c.seed = 1;
    if (p.max_num_tokens > 0)
        c.token_budget = p.max_num_tokens;
    return c;
}

Expected<SimResult> run_at(const Scenario& s, const MeasuredPoint& p, double rate_rps)
{
    SimConfig c = config_for(s, p);
    c.arrivals.kind = ArrivalKind::Poisson;
    c.arrivals.rate_rps = rate_rps;
    c.requests = kRateRequests;
    if (p.mode == "server_p99") {
        // Judged as the benchmark judges a run: by its p99s over the run, however the queue
        // moves. A run surely over a target stops early; one that may pass runs to its end.
        c.judge_trend = false;
        c.early_verdict_share = kServerMissShare;
        c.requests = std::max<std::int64_t>(kRateRequests, std::llround(rate_rps * kServerRunS));
    }
    return simulate(s, c);
}

bool meets_targets(const SimResult& r)
{
    return r.stable && r.ttft_over_slo.share <= kServerMissShare && r.tpot_over_slo.share <= kServerMissShare;
}

} // namespace

Expected<std::optional<double>> predict_simulated(const MeasuredPoint& p, const Scenario& base)
{
    const bool online = p.mode == "online_rate" || p.mode == "online_concurrency" ||
                        (p.mode == "offline" && p.load > 0);
    if ((!online && p.mode != "server_p99") || p.isl <= 0 || p.osl <= 0)
        return std::optional<double>();
    Expected<Scenario> scenario = scenario_for_point(p, base);
    if (!scenario)
        return scenario.error();
    if (Status feasible = check_feasible(*scenario); !feasible)
        return feasible.error();
    Scenario& s = *scenario;

    if (p.mode == "offline") {
        // A finite job: `load` requests at t = 0, every one measured; throughput over the
        // makespan (first arrival to last token), so the drain at the end counts.
        const int requests = std::max(1, int(std::lround(p.load)));
        SimConfig c = config_for(s, p);
        c.arrivals.kind = ArrivalKind::Closed;
        c.arrivals.users = requests;
        c.arrivals.think_s = 0;
        c.arrivals.ramp_s = 0;
        c.requests = requests;
        c.warmup = 0;
        double tokens = 0, makespan_s = 0, tpot_sum = 0;
        int tpot_count = 0;
        Expected<SimResult> r = simulate(s, c, [&](const RequestRecord& rec) {
            tokens += rec.osl;
            makespan_s = std::max(makespan_s, rec.arrival_s + rec.e2e_ms / 1e3);
            if (rec.osl > 1) {
                tpot_sum += rec.tpot_ms;
                ++tpot_count;
            }
        });
        if (!r)
            return r.error();
        if (p.metric == "output_tok_s" && makespan_s > 0)
            return std::optional<double>(tokens / makespan_s);
        if (p.metric == "itl_ms_mean" && tpot_count > 0)
            return std::optional<double>(tpot_sum / tpot_count);
        return std::optional<double>();
    }
    if (p.mode == "online_concurrency") {
        SimConfig c = config_for(s, p);
        c.arrivals.kind = ArrivalKind::Closed;
        c.arrivals.users = std::max(1, int(std::lround(p.load)));
        c.arrivals.think_s = 0;
        c.requests = std::max<std::int64_t>(kClosedRequests, 20LL * c.arrivals.users);
        Expected<SimResult> r = simulate(s, c);
        if (!r)
            return r.error();
        return metric_of(p, *r);
    }
    if (p.mode == "online_rate") {
        Expected<SimResult> r = run_at(s, p, p.load);
        if (!r)
            return r.error();
        return metric_of(p, *r);
    }

    // server_p99: bisection between an idle rate and the analytic saturation rate.
    for (const auto& [path, value] : {std::pair{"slo.ttft_ms", p.ttft_slo_ms}, std::pair{"slo.tpot_ms", p.tpot_slo_ms},
                                      std::pair{"slo.percentile", 99.0}})
        if (Status set = set_number(s, path, value); !set)
            return set.error();
    Expected<Result> analytic = evaluate(s);
    if (!analytic)
        return analytic.error();
    const double replicas = p.replicas();
    double high = 1.2 * analytic->max_output_tok_s * replicas / p.osl;
    double low = 0;
    std::optional<SimResult> best;
    for (int i = 0; i < kServerBisections && high > 0; ++i) {
        const double rate = low > 0 ? (low + high) / 2 : high / 2;
        Expected<SimResult> r = run_at(s, p, rate);
        if (!r)
            return r.error();
        if (meets_targets(*r)) {
            low = rate;
            best = *r;
        } else {
            high = rate;
        }
    }
    if (!best)
        return std::optional<double>();
    if (p.metric == "output_tok_s" || p.metric == "requests_s") {
        // What the benchmark reports: the run's completed requests (tokens) per second, below
        // the scheduled rate when the accepted run was overloaded.
        return std::optional<double>(p.metric == "requests_s" ? best->throughput_rps : best->output_tok_s);
    }
    return metric_of(p, *best);
}

} // namespace capstan::sim
