#include "percentile_sizing.h"

#include "analytic.h"
#include "sizing_trials.h"

#include "core/catalog.h"
#include "core/evaluate.h"
#include "core/inputs.h"
#include "core/memory.h"
#include "core/parallelism.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace capstan::sim {

std::string_view to_string(PercentileBinding binding)
{
    switch (binding) {
    case PercentileBinding::Ttft: return "ttft";
    case PercentileBinding::Tpot: return "tpot";
    case PercentileBinding::Memory: return "memory";
    }
    return "ttft";
}

namespace {

// The fastest fleet-wide arrival rate a simulation takes (sim/config.cpp checks it too).
constexpr double kMaxSimulatedRps = 1e7;
constexpr std::int64_t kMaxTrialRequests = 400'000;
constexpr double kStepUp = 1.25;     // bracketing from a count that misses
constexpr double kStepDown = 1.25;   // ... from one that meets
constexpr std::int64_t kMaxWarmup = 400'000;
// The in-system count fills for as long as the longest requests live: a window opened at a
// warm-up w still sees it grow by P(lifetime > w) of its arrivals, which the stability test
// calls overload above 2% (stability.h). Warming up to the 99.5th percentile of the lifetime
// leaves 0.5%.
constexpr double kWarmupQuantileZ = 2.576;   // standard normal quantile of 0.995

// The lifetime's 99.5th percentile over its mean, taking a lifetime as long as its answer
// (lognormal with the answer lengths' CV); at least three means, the earlier rule.
double warmup_lifetimes(double osl_cv)
{
    const double sigma = std::sqrt(std::log1p(osl_cv * osl_cv));
    return std::max(3.0, std::exp(-0.5 * sigma * sigma + kWarmupQuantileZ * sigma));
}

// Why a count falls short: seat waits behind a KV-capped batch are memory's doing.
// The metric further over its target share names it.
PercentileBinding failure_of(const Trial& t, bool memory_caps_batch)
{
    const SimResult& r = t.result;
    const bool kv_held_back = memory_caps_batch && (r.preemptions > 0 || r.kv_blocked_share > r.seat_blocked_share);
    if (r.stable && t.tpot_excess >= t.ttft_excess)
        return PercentileBinding::Tpot;
    return kv_held_back ? PercentileBinding::Memory : PercentileBinding::Ttft;
}

TailInputs tail_inputs(const Scenario& s, double rate, int replicas, const TrafficShape& shape, int token_budget)
{
    TailInputs in;
    in.router = s.sim.router;
    in.rate_rps = rate;
    in.replicas = replicas;
    in.arrival_cv = shape.arrival_cv;
    in.isl_cv = shape.isl_cv;
    in.osl_cv = shape.osl_cv;
    in.token_budget = token_budget;
    return in;
}

// The fewest replicas the approximation says meet the SLO (bisection on a monotone answer);
// max_replicas when none does.
int analytic_guess(const Scenario& s, const PercentileSizingOptions& o, double rate)
{
    const int replicas = tail_model_sizing(s, rate, o).replicas;
    return replicas > 0 ? replicas : o.max_replicas;
}

// Where log(share / target) of one metric crosses 0 between a count that misses (a) and one
// that meets (b), the log share linear in the count between them; `shift` moves both ends'
// log shares (by their confidence) for the interval. NaN when the ends cannot say.
double crossing(int a, double excess_a, int b, double excess_b, double shift_a, double shift_b)
{
    const double ea = excess_a + shift_a;
    const double eb = excess_b + shift_b;
    if (!std::isfinite(ea) || !std::isfinite(eb) || ea <= eb)
        return NAN;
    if (ea <= 0)
        return a;   // this metric meets at both ends: it does not bind here
    return double(a) + double(b - a) * ea / (ea - eb);
}

// A metric's log excess at a count where none was over: its Poisson upper bound's.
double bounded(double excess, const Exceedance& e, double target)
{
    return excess == -std::numeric_limits<double>::infinity() && e.samples > 0 ? std::log(e.upper95 / target) : excess;
}

// Half-width of a log share: its interval over the share (large when few were over).
double log_half_width(const Exceedance& e)
{
    return e.share > 0 ? std::min(2.0, e.ci95 / e.share) : 2.0;
}

struct Estimate final {
    double point = NAN;   // the count where the binding metric's share crosses the target
    double low = NAN;
    double high = NAN;
};

// The crossing between a missing trial and a meeting one, and its interval: the larger of the
// two metrics' crossings (the count must satisfy both).
Estimate estimate_between(const Trial& miss, const Trial& meet, double target)
{
    Estimate e;
    const SimResult& a = miss.result;
    const SimResult& b = meet.result;
    struct Metric {
        double ea, eb;
        const Exceedance* xa;
        const Exceedance* xb;
    };
    const Metric metrics[] = {
        {miss.ttft_excess, bounded(meet.ttft_excess, b.ttft_over_slo, target), &a.ttft_over_slo, &b.ttft_over_slo},
        {miss.tpot_excess, bounded(meet.tpot_excess, b.tpot_over_slo, target), &a.tpot_over_slo, &b.tpot_over_slo}};
    for (const Metric& m : metrics) {
        const double ha = log_half_width(*m.xa);
        const double hb = log_half_width(*m.xb);
        const double point = crossing(miss.replicas, m.ea, meet.replicas, m.eb, 0, 0);
        const double low = crossing(miss.replicas, m.ea, meet.replicas, m.eb, -ha, -hb);
        const double high = crossing(miss.replicas, m.ea, meet.replicas, m.eb, ha, hb);
        auto larger = [](double x, double y) { return std::isnan(x) ? y : std::isnan(y) ? x : std::max(x, y); };
        e.point = larger(e.point, point);
        e.low = larger(e.low, low);
        e.high = larger(e.high, high);
    }
    return e;
}

// Least-squares slope of log(share over the SLO) against the replica count, over the stable
// trials within 30% of `around` that ran to their end and saw some request over; NaN-safe: 0
// when it cannot say.
double log_share_slope(const std::map<int, Trial>& trials, int around, bool tpot)
{
    double n = 0, sx = 0, sy = 0, sxx = 0, sxy = 0;
    for (const auto& [replicas, t] : trials) {
        const double y = tpot ? t.tpot_excess : t.ttft_excess;
        // A trial stopped early was far over the target: its share, from the first part of its
        // window, says little about the slope near the answer.
        if (!std::isfinite(y) || t.result.stopped_early || std::abs(replicas - around) > 0.3 * around)
            continue;
        const double x = replicas;
        n += 1;
        sx += x;
        sy += y;
        sxx += x * x;
        sxy += x * y;
    }
    const double d = n * sxx - sx * sx;
    return n >= 2 && d > 0 ? (n * sxy - sx * sy) / d : 0.0;
}

std::string idle_floor_reason(const Scenario& s, const SimResult& floor, PercentileBinding binding)
{
    const double p = s.slo.percentile;
    if (binding == PercentileBinding::Tpot)
        return "an idle replica's p" + format_number(p) + " TPOT is " + format_number(std::round(floor.tpot_ms.at(p) * 10) / 10) +
               " ms (a decode step at batch 1), over the " + format_number(s.slo.tpot_ms) +
               " ms target: more TP, fewer weight bits or a GPU with more memory bandwidth would lower it";
    return "an idle replica's p" + format_number(p) + " TTFT is " + format_number(std::round(floor.ttft_ms.at(p))) +
           " ms (the prefill of a p" + format_number(p) + " prompt and the first-token latency), over the " + format_number(s.slo.ttft_ms) +
           " ms target: shorter prompts (workload.isl, workload.isl_cv), a higher prompt-cache hit rate, more TP "
           "or a faster GPU would lower it";
}

double finite_or_zero(double v)
{
    return std::isfinite(v) ? v : 0.0;
}

// The TPOT figures of the trial that judged the TPOT.
void report_tpot(PercentileSizing& z, const SimResult& r)
{
    z.tpot_ms = finite_or_zero(r.tpot_ms.at(z.percentile));
    z.tpot_ci95_ms = finite_or_zero(r.tpot_ms.ci95_at(z.percentile));
    z.tpot_over_share = r.tpot_over_slo.share;
}

// The figures of the trial the answer rests on.
void report_trial(PercentileSizing& z, const SimResult& r)
{
    const double p = z.percentile;
    z.ttft_ms = finite_or_zero(r.ttft_ms.at(p));
    z.ttft_ci95_ms = finite_or_zero(r.ttft_ms.ci95_at(p));
    z.ttft_over_share = r.ttft_over_slo.share;
    report_tpot(z, r);
    z.goodput = finite_or_zero(r.goodput);
}

// A request's mean lifetime in seconds at the guess (the tail model's end-to-end time), for the
// trials' warm-up; without a stable estimate, its answer's steps at the seat cap.
double lifetime_s(const Scenario& s, const TrafficShape& shape, double rate, int replicas, int token_budget)
{
    const TailEstimate e = TailModel(s).estimate(tail_inputs(s, rate, replicas, shape, token_budget));
    if (e.stable && std::isfinite(e.e2e_ms.mean) && e.e2e_ms.mean > 0)
        return e.e2e_ms.mean / 1e3;
    StepLoad step;
    step.decode_seqs = std::max(1, s.deploy.max_batch);
    step.decode_context = mean_decode_context(s.workload.isl, s.workload.osl, shape.osl_cv);
    return std::max(1, s.workload.osl) * Roofline(s).token_s(step);
}

} // namespace

TailModelSizing tail_model_sizing(const Scenario& s, double rate_rps, const PercentileSizingOptions& o)
{
    const TrafficShape shape = traffic_shape(s, o);
    const TailModel model(s);
    auto estimate = [&](int replicas) { return model.estimate(tail_inputs(s, rate_rps, replicas, shape, o.token_budget)); };
    auto meets = [&](const TailEstimate& e) {
        return e.stable && e.ttft_ms.at_slo <= s.slo.ttft_ms && e.tpot_ms.at_slo <= s.slo.tpot_ms;
    };
    auto ok = [&](int replicas) { return meets(estimate(replicas)); };
    const int ceiling = std::max(1, o.max_replicas);
    const double first = std::ceil(rate_rps / model.saturation_rps(1, shape.osl_cv, shape.isl_cv));
    int hi = std::isfinite(first) ? int(std::clamp(first, 1.0, double(ceiling))) : ceiling;
    while (hi < ceiling && !ok(hi))
        hi = std::min(ceiling, hi * 2);
    TailModelSizing z;
    z.estimate = estimate(hi);
    if (!meets(z.estimate))
        return z;
    int lo = hi / 2;
    while (hi - lo > 1) {
        const int mid = (lo + hi) / 2;
        (ok(mid) ? hi : lo) = mid;
    }
    z.replicas = hi;
    z.estimate = estimate(hi);
    return z;
}

SimConfig traffic_config(const Scenario& scenario, int replicas, double rate_rps, const PercentileSizingOptions& options)
{
    const TrafficShape shape = traffic_shape(scenario, options);
    SimConfig c = scenario_config(scenario);
    c.arrivals.kind = shape.arrival_cv == 1.0 ? ArrivalKind::Poisson : ArrivalKind::Gamma;
    c.arrivals.cv = shape.arrival_cv;
    const int simulated = std::clamp(replicas, 1, std::max(1, options.max_simulated_replicas));
    c.arrivals.rate_rps = rate_rps * double(simulated) / double(std::max(1, replicas));
    c.arrivals.users = 0;
    c.isl.cv = shape.isl_cv;
    c.osl.cv = shape.osl_cv;
    c.replicas = simulated;
    c.token_budget = options.token_budget;
    c.seed = options.seed;
    return c;
}

void set_measured_requests(const Scenario& s, SimConfig& c, std::int64_t measured)
{
    const TrafficShape shape{c.arrivals.cv, c.isl.cv, c.osl.cv};
    const double lifetime = lifetime_s(s, shape, c.arrivals.rate_rps, c.replicas, c.token_budget);
    const double per_lifetime = lifetime * c.arrivals.rate_rps;   // arrivals during one lifetime
    const auto warmup =
        std::int64_t(std::min<double>(kMaxWarmup, std::ceil(warmup_lifetimes(shape.osl_cv) * per_lifetime)));
    // The measured window spans at least five lifetimes too: a shorter one sees a big fleet's
    // natural swings in the count it holds as a trend (the stability test would call it growth).
    measured = std::max(measured, std::int64_t(std::min<double>(kMaxTrialRequests, std::ceil(5.0 * per_lifetime))));
    c.warmup = std::max(warmup, measured / 10);
    c.requests = c.warmup + measured;
}

Expected<PercentileSizing> size_by_percentile(const Scenario& s, const PercentileSizingOptions& o)
{
    if (o.max_replicas < 1 || o.max_replicas > 1'000'000'000)
        return Error{"max_replicas", std::to_string(o.max_replicas), "1 .. 1e9", "out of range"};
    const double budget_s = o.time_budget_s > 0 ? o.time_budget_s : s.sim.sizing_budget_s;
    if (!(budget_s > 0) || budget_s > 3600)
        return Error{"sim.sizing_budget_s", format_number(budget_s), "> 0 .. 3600 s", "out of range"};
    Expected<Result> analytic = evaluate(s);
    if (!analytic)
        return analytic.error();
    PercentileSizing z;
    z.percentile = s.slo.percentile;
    z.router = s.sim.router;
    z.rate_rps = o.rate_rps > 0 ? o.rate_rps : analytic->traffic.peak_rps;
    if (!(z.rate_rps > 0))
        return Error{"traffic.peak_rps", format_number(z.rate_rps), "> 0 requests/s", "no traffic to size for"};
    z.analytic_replicas = std::min(o.max_replicas, analytic_guess(s, o, z.rate_rps));
    // Only a subset runs for a large fleet, so the simulated rate is the subset's share.
    const double simulated_rps = z.rate_rps * std::min(1.0, double(o.max_simulated_replicas) / z.analytic_replicas);
    if (simulated_rps > kMaxSimulatedRps)
        return Error{"traffic.peak_rps", format_number(z.rate_rps), "at most " + format_number(kMaxSimulatedRps) +
                     " requests/s per simulated subset",
                     "the peak the traffic inputs imply (average rate x workload.peak_to_avg) is beyond what the "
                     "simulator runs; size it with --analytic"};
    const bool memory_caps_batch = analytic->memory.sustained_seats < s.deploy.max_batch;
    const double target = 1.0 - z.percentile / 100.0;
    const std::int64_t bracket_requests =
        o.trial_requests > 0 ? o.trial_requests
                             : std::min(kMaxTrialRequests, std::max<std::int64_t>(20'000, std::int64_t(std::ceil(200.0 / target))));
    const std::int64_t refine_requests = std::min(kMaxTrialRequests, 2 * bracket_requests);

    SizingTrials trials(s, o, z.rate_rps);
    auto finish = [&](PercentileSizing& answer) {
        answer.simulations = trials.simulations();
        answer.simulated_replicas = trials.simulated_replicas();
        answer.seconds = trials.elapsed_s();
        answer.gpus = fleet_gpus(s, answer.replicas, prefill_replicas(s, prefill_pool(s, o.token_budget), z.rate_rps));
        if (o.progress)
            o.progress->store(1.0);
        return answer;
    };

    // An idle replica's percentiles bound what any count can reach: a prompt's own prefill and
    // a batch-1 decode step. Missing the SLO there, no search can succeed.
    Expected<SimResult> floor = trials.idle_floor(TailModel(s).saturation_rps(1));
    if (!floor)
        return floor.error();
    {
        const double p = z.percentile;
        const bool ttft_floor = floor->ttft_ms.at(p) - floor->ttft_ms.ci95_at(p) > s.slo.ttft_ms;
        const bool tpot_floor = floor->tpot_ms.at(p) - floor->tpot_ms.ci95_at(p) > s.slo.tpot_ms;
        if (ttft_floor || tpot_floor) {
            z.binding = tpot_floor && (!ttft_floor || floor->tpot_ms.at(p) / s.slo.tpot_ms >= floor->ttft_ms.at(p) / s.slo.ttft_ms)
                            ? PercentileBinding::Tpot
                            : PercentileBinding::Ttft;
            report_trial(z, *floor);
            z.reason = idle_floor_reason(s, *floor, z.binding);
            return finish(z);
        }
    }

    // Bracket the crossing: `miss` fails (0: none tried), `meet` meets (0: none yet).
    int miss = 0;
    int meet = 0;
    int expected_trials = 6;
    auto progress = [&] {
        trials.report_progress(std::max(double(trials.simulations()) / expected_trials, trials.cpu_s() / budget_s));
    };
    auto run = [&](int replicas, std::int64_t measured) -> Expected<Trial> {
        Expected<Trial> t = trials.at(replicas, measured);
        progress();
        if (t)
            (t->meets() ? meet : miss) = replicas;
        return t;
    };

    Expected<Trial> first = run(z.analytic_replicas, bracket_requests);
    if (!first)
        return first.error();
    if (first->meets()) {
        while (meet > 1 && miss == 0) {
            const int fewer = std::max(1, int(std::floor(meet / kStepDown)));
            if (Expected<Trial> t = run(fewer, bracket_requests); !t)
                return t.error();
        }
    } else {
        while (meet == 0) {
            if (miss >= o.max_replicas)
                break;
            const Trial& last = *trials.find(miss);
            const double step = std::isinf(std::max(last.ttft_excess, last.tpot_excess)) ? 2.0 : kStepUp;
            const int more = std::min(o.max_replicas, std::max(miss + 1, int(std::ceil(miss * step))));
            Expected<Trial> t = run(more, bracket_requests);
            if (!t)
                return t.error();
            // Twice the count moved neither share: the curve is flat, no count will meet it.
            if (!t->meets() && more >= 2 * last.replicas && std::isfinite(last.ttft_excess) &&
                t->ttft_excess >= last.ttft_excess - 0.05 && t->tpot_excess >= last.tpot_excess - 0.05)
                break;
        }
    }
    if (meet == 0) {
        const Trial& worst = *trials.find(miss);
        z.replicas = miss;
        z.replicas_low = z.replicas_high = miss;
        z.binding = failure_of(worst, memory_caps_batch);
        report_trial(z, worst.result);
        z.reason = miss >= o.max_replicas
                       ? "even " + std::to_string(miss) + " replicas (the most the search tries) miss the SLO"
                       : "no count up to " + std::to_string(miss) + " replicas meets the SLO: doubling the replicas "
                         "stopped shortening the tail";
        return finish(z);
    }

    // Refine: the next trial where the log shares, linear between the bracket's ends, cross the
    // target, kept an eighth of the bracket inside it so each trial shrinks the bracket.
    expected_trials = trials.simulations() + 3;
    while (miss > 0 && meet - miss > std::max(1, int(std::floor(o.tolerance * meet)))) {
        if (trials.cpu_s() >= budget_s) {
            z.budget_ran_out = true;
            break;
        }
        const Estimate e = estimate_between(*trials.find(miss), *trials.find(meet), target);
        const int margin = std::max(1, (meet - miss) / 8);
        const double guess = std::isnan(e.point) ? 0.5 * (miss + meet) : e.point;
        const int next = std::clamp(int(std::lround(guess)), miss + margin, meet - margin);
        if (Expected<Trial> t = run(next, refine_requests); !t)
            return t.error();
    }

    z.met = true;
    z.replicas = meet;
    const Trial& at = *trials.find(meet);
    report_trial(z, at.result);
    if (s.deploy.disaggregated) {
        Expected<Trial> pool = trials.prefill_pool_check(meet, refine_requests);
        if (!pool)
            return pool.error();
        // The pool check judges the TTFT; the TPOT stays the one the decode count was judged on.
        report_trial(z, pool->result);
        report_tpot(z, at.result);
        if (pool->ttft_excess > 0) {
            z.met = false;
            z.replicas_low = z.replicas_high = meet;
            z.binding = PercentileBinding::Ttft;
            z.reason = "the prefill pool's p" + format_number(z.percentile) + " TTFT is " +
                       format_number(std::round(z.ttft_ms)) + " ms at deploy.prefill_load " +
                       format_number(s.deploy.prefill_load) + ", over the " + format_number(s.slo.ttft_ms) +
                       " ms target, whatever the decode replicas: a lower prefill load (more prefill replicas) "
                       "or more prefill TP would lower it";
            return finish(z);
        }
    }
    if (miss > 0) {
        const Estimate e = estimate_between(*trials.find(miss), at, target);
        const double point = std::isnan(e.point) ? 0.5 * (miss + meet) : e.point;
        // The interval: the share's confidence at the count over the slope of log share in
        // replicas, fitted over every trial near the answer (two neighbours alone give a slope
        // as noisy as their shares).
        const bool tpot_binds = at.tpot_excess >= at.ttft_excess;
        const double slope = log_share_slope(trials.all(), meet, tpot_binds);
        // Without a falling slope to go by, the bracket itself is the interval.
        const double half = slope < 0 ? std::min(double(meet), log_half_width(tpot_binds ? at.result.tpot_over_slo
                                                                                         : at.result.ttft_over_slo) /
                                                                   -slope)
                                      : 0.0;
        z.replicas_low = slope < 0 ? std::clamp(int(std::floor(point - half)), 1, meet) : miss + 1;
        z.replicas_high = slope < 0 ? std::clamp(int(std::ceil(point + half)), meet, o.max_replicas) : meet;
        z.binding = failure_of(*trials.find(miss), memory_caps_batch);
    } else {
        // One replica suffices: name the constraint closest to its limit.
        z.replicas_low = z.replicas_high = 1;
        z.binding = at.tpot_excess >= at.ttft_excess ? PercentileBinding::Tpot : PercentileBinding::Ttft;
    }
    return finish(z);
}

} // namespace capstan::sim
