#include "percentile_sizing.h"

#include "analytic.h"

#include "core/catalog.h"
#include "core/evaluate.h"
#include "core/inputs.h"

#include <algorithm>
#include <cmath>
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

struct Shape final {
    double arrival_cv = 1;
    double isl_cv = 0;
    double osl_cv = 0;
};

Shape traffic_shape(const Scenario& s, const PercentileSizingOptions& o)
{
    Shape shape;
    if (const UseCasePreset* use = Catalog::builtin().find_use_case(s.workload.use_case)) {
        shape.arrival_cv = use->arrival_cv;
        shape.isl_cv = use->isl_cv;
        shape.osl_cv = use->osl_cv;
    }
    if (o.arrival_cv >= 0)
        shape.arrival_cv = o.arrival_cv;
    if (o.isl_cv >= 0)
        shape.isl_cv = o.isl_cv;
    if (o.osl_cv >= 0)
        shape.osl_cv = o.osl_cv;
    return shape;
}

SimConfig shaped_config(const Scenario& s, const Shape& shape, const PercentileSizingOptions& o, int replicas,
                        double rate)
{
    SimConfig c = default_config(s);
    c.arrivals.kind = shape.arrival_cv == 1.0 ? ArrivalKind::Poisson : ArrivalKind::Gamma;
    c.arrivals.cv = shape.arrival_cv;
    c.arrivals.rate_rps = rate;
    c.arrivals.users = 0;
    c.isl.cv = shape.isl_cv;
    c.osl.cv = shape.osl_cv;
    c.replicas = replicas;
    c.router = o.router;
    c.token_budget = o.token_budget;
    c.seed = o.seed;
    return c;
}

// The fastest fleet-wide arrival rate a simulation takes (sim/config.cpp checks it too).
constexpr double kMaxSimulatedRps = 1e7;

class Search final {
public:
    Search(const Scenario& s, const PercentileSizingOptions& o, const Shape& shape, double rate)
        : scenario_(s), options_(o), shape_(shape), rate_(rate)
    {
    }

    // One trial at `replicas`, memoized.
    Expected<SimResult> at(int replicas)
    {
        if (auto found = done_.find(replicas); found != done_.end())
            return found->second;
        if (options_.cancelled && options_.cancelled->load())
            return Error{"percentile sizing", std::to_string(replicas) + " replicas", "", "cancelled"};
        SimConfig c = config(replicas, rate_);
        c.requests = std::min(kMaxTrialRequests, std::max(options_.min_requests, options_.requests_per_replica * replicas));
        c.cancelled = options_.cancelled;
        Expected<SimResult> result = simulate(scenario_, c);
        if (result)
            done_.emplace(replicas, *result);
        ++simulations_;
        report_progress();
        return result;
    }

    // One replica at a thousandth of its saturation rate: what no replica count improves on.
    Expected<SimResult> idle_floor(double saturation_rps)
    {
        SimConfig c = config(1, 0.001 * saturation_rps);
        c.requests = kFloorRequests;
        c.cancelled = options_.cancelled;
        Expected<SimResult> result = simulate(scenario_, c);
        ++simulations_;
        report_progress();
        return result;
    }

    [[nodiscard]] bool meets(const SimResult& r) const
    {
        const double p = scenario_.slo.percentile;
        return r.stable && r.ttft_ms.at(p) <= scenario_.slo.ttft_ms && r.tpot_ms.at(p) <= scenario_.slo.tpot_ms;
    }

    // Clearly misses: a percentile above its SLO by more than its confidence half-width.
    [[nodiscard]] bool clearly_misses(const SimResult& r) const
    {
        const double p = scenario_.slo.percentile;
        return r.ttft_ms.at(p) - r.ttft_ms.ci95_at(p) > scenario_.slo.ttft_ms ||
               r.tpot_ms.at(p) - r.tpot_ms.ci95_at(p) > scenario_.slo.tpot_ms;
    }

    // Doubling the replicas moved neither percentile by more than 2%: the curve is flat.
    [[nodiscard]] bool flat(const SimResult& fewer, const SimResult& more) const
    {
        const double p = scenario_.slo.percentile;
        auto moved = [](double before, double after) { return after < 0.98 * before; };
        return fewer.stable && more.stable && !moved(fewer.ttft_ms.at(p), more.ttft_ms.at(p)) &&
               !moved(fewer.tpot_ms.at(p), more.tpot_ms.at(p));
    }

    [[nodiscard]] int simulations() const { return simulations_; }

    // The trials a search from `guess` replicas usually takes: the idle floor, the guess, a
    // probe or two beside it and a bisection of the bracket.
    void expect_trials_around(int guess)
    {
        expected_trials_ = 3 + int(std::ceil(std::log2(double(std::max(2, guess)))));
    }

    void finish()
    {
        if (options_.progress)
            options_.progress->store(1.0);
    }

private:
    void report_progress()
    {
        if (options_.progress)   // never 1 before the end: a search may take more trials than expected
            options_.progress->store(std::min(0.95, double(simulations_) / double(std::max(1, expected_trials_))));
    }

    static constexpr std::int64_t kMaxTrialRequests = 400'000;
    static constexpr std::int64_t kFloorRequests = 10'000;

    [[nodiscard]] SimConfig config(int replicas, double rate) const
    {
        return shaped_config(scenario_, shape_, options_, replicas, rate);
    }

    const Scenario& scenario_;
    const PercentileSizingOptions& options_;
    Shape shape_;
    double rate_;
    std::map<int, SimResult> done_;
    int simulations_ = 0;
    int expected_trials_ = 6;
};

// Why a count falls short: seat waits behind a KV-capped batch are memory's doing.
PercentileBinding failure_of(const Scenario& s, const SimResult& r, bool memory_caps_batch)
{
    const bool kv_held_back = memory_caps_batch && (r.preemptions > 0 || r.kv_blocked_share > r.seat_blocked_share);
    if (!r.stable)
        return kv_held_back ? PercentileBinding::Memory : PercentileBinding::Ttft;
    const double p = s.slo.percentile;
    const double ttft_ratio = r.ttft_ms.at(p) / s.slo.ttft_ms;
    const double tpot_ratio = r.tpot_ms.at(p) / s.slo.tpot_ms;
    if (tpot_ratio >= ttft_ratio)
        return PercentileBinding::Tpot;
    return kv_held_back ? PercentileBinding::Memory : PercentileBinding::Ttft;
}

// The fewest replicas the approximation says meet the SLO (bisection on a monotone answer).
int analytic_guess(const Scenario& s, const Shape& shape, const PercentileSizingOptions& o, double rate)
{
    const TailModel model(s);
    auto ok = [&](int replicas) {
        TailInputs in;
        in.rate_rps = rate;
        in.replicas = replicas;
        in.arrival_cv = shape.arrival_cv;
        in.isl_cv = shape.isl_cv;
        in.osl_cv = shape.osl_cv;
        in.token_budget = o.token_budget;
        const TailEstimate e = model.estimate(in);
        return e.stable && e.ttft_ms.at_slo <= s.slo.ttft_ms && e.tpot_ms.at_slo <= s.slo.tpot_ms;
    };
    int hi = std::max(1, int(std::ceil(rate / model.saturation_rps(1))));
    while (hi < o.max_replicas && !ok(hi))
        hi = std::min(o.max_replicas, hi * 2);
    int lo = hi / 2;
    while (hi - lo > 1) {
        const int mid = (lo + hi) / 2;
        (ok(mid) ? hi : lo) = mid;
    }
    return std::max(1, hi);
}

} // namespace

SimConfig traffic_config(const Scenario& scenario, int replicas, double rate_rps, const PercentileSizingOptions& options)
{
    return shaped_config(scenario, traffic_shape(scenario, options), options, replicas, rate_rps);
}

Expected<PercentileSizing> size_by_percentile(const Scenario& s, const PercentileSizingOptions& o)
{
    if (o.max_replicas < 1 || o.max_replicas > 65535)
        return Error{"max_replicas", std::to_string(o.max_replicas), "1 .. 65535", "out of range"};
    Expected<Result> analytic = evaluate(s);
    if (!analytic)
        return analytic.error();
    PercentileSizing z;
    z.percentile = s.slo.percentile;
    z.rate_rps = o.rate_rps > 0 ? o.rate_rps : analytic->traffic.peak_rps;
    if (!(z.rate_rps > 0))
        return Error{"traffic.peak_rps", format_number(z.rate_rps), "> 0 requests/s", "no traffic to size for"};
    // The simulator draws at most 1e7 arrivals/s; the peak is the user's rate times the
    // peak-to-average factor, so say so in the user's inputs, not in a rate they never typed.
    if (z.rate_rps > kMaxSimulatedRps)
        return Error{"traffic.peak_rps", format_number(z.rate_rps), "at most " + format_number(kMaxSimulatedRps) +
                     " requests/s for simulated sizing",
                     "the peak the traffic inputs imply (average rate x workload.peak_to_avg) is beyond what the "
                     "simulator runs; size it with --analytic"};
    const Shape shape = traffic_shape(s, o);
    const bool memory_caps_batch = analytic->memory.sustained_seats < s.deploy.max_batch;

    Search search(s, o, shape, z.rate_rps);
    z.analytic_replicas = analytic_guess(s, shape, o, z.rate_rps);
    search.expect_trials_around(z.analytic_replicas);

    // An idle replica's percentiles bound what any count can reach: a prompt's own prefill and
    // a batch-1 decode step. Missing the SLO there, no search can succeed.
    Expected<SimResult> floor = search.idle_floor(TailModel(s).saturation_rps(1));
    if (!floor)
        return floor.error();
    if (search.clearly_misses(*floor)) {
        z.met = false;
        z.replicas = 0;
        z.binding = failure_of(s, *floor, false);
        z.ttft_ms = floor->ttft_ms.at(z.percentile);
        z.ttft_ci95_ms = floor->ttft_ms.ci95_at(z.percentile);
        z.tpot_ms = floor->tpot_ms.at(z.percentile);
        z.tpot_ci95_ms = floor->tpot_ms.ci95_at(z.percentile);
        z.goodput = floor->goodput;
        z.simulations = search.simulations();
        search.finish();
        return z;
    }

    // Bracket: lo fails (or is 0), hi meets (or is past max_replicas).
    int lo = 0;
    int hi = std::min(z.analytic_replicas, o.max_replicas);
    Expected<SimResult> first = search.at(hi);
    if (!first)
        return first.error();
    if (search.meets(*first)) {
        for (int probe = hi / 2; probe >= 1; probe /= 2) {
            Expected<SimResult> r = search.at(probe);
            if (!r)
                return r.error();
            if (!search.meets(*r)) {
                lo = probe;
                break;
            }
            hi = probe;
        }
    } else {
        lo = hi;
        for (;;) {
            if (hi >= o.max_replicas) {
                hi = o.max_replicas + 1;
                break;
            }
            const int fewer = hi;
            hi = std::min(o.max_replicas, hi * 2);
            Expected<SimResult> r = search.at(hi);
            if (!r)
                return r.error();
            if (search.meets(*r))
                break;
            lo = hi;
            if (search.flat(*search.at(fewer), *r)) {
                hi = o.max_replicas + 1;
                break;
            }
        }
    }
    while (hi - lo > 1 && hi <= o.max_replicas) {
        const int mid = lo + (hi - lo) / 2;
        Expected<SimResult> r = search.at(mid);
        if (!r)
            return r.error();
        (search.meets(*r) ? hi : lo) = mid;
    }

    z.met = hi <= o.max_replicas;
    z.replicas = z.met ? hi : lo;
    const SimResult at = *search.at(z.replicas);
    z.binding = lo >= 1 ? failure_of(s, *search.at(z.met ? lo : z.replicas), memory_caps_batch)
                        : failure_of(s, at, memory_caps_batch);
    if (z.met && lo < 1) {
        // One replica suffices: name the constraint closest to its limit.
        const double p = s.slo.percentile;
        z.binding = at.tpot_ms.at(p) / s.slo.tpot_ms >= at.ttft_ms.at(p) / s.slo.ttft_ms ? PercentileBinding::Tpot
                                                                                        : PercentileBinding::Ttft;
    }
    z.gpus = z.replicas * std::max(1, s.deploy.tp);
    z.ttft_ms = at.ttft_ms.at(z.percentile);
    z.ttft_ci95_ms = at.ttft_ms.ci95_at(z.percentile);
    z.tpot_ms = at.tpot_ms.at(z.percentile);
    z.tpot_ci95_ms = at.tpot_ms.ci95_at(z.percentile);
    z.goodput = at.goodput;
    z.simulations = search.simulations();
    search.finish();
    return z;
}

} // namespace capstan::sim
