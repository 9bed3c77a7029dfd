#include "simulation.h"

#include "continuous_engine.h"
#include "static_engine.h"

#include <algorithm>
#include <cmath>

namespace capstan::sim::detail {

namespace {

// Above this many requests in the fleet the run stops and is reported unstable: the queue is
// growing without bound and memory must stay bounded.
constexpr std::int64_t kMaxInSystem = 200'000;
// In-system counts the trend test sees across the window.
constexpr int kCheckpoints = 40;
// Fewer measured arrivals than this say nothing about a trend (an 8-row trace fills an idle
// replica and that is all); such runs are judged by the hard cap alone.
constexpr std::int64_t kMinTrendArrivals = 200;

} // namespace

Simulation::Simulation(const Scenario& s, const SimConfig& c, const RequestSink& sink)
    : scenario_(s), config_(c), sink_(sink), roofline_(s), prefill_scenario_(prefill_scenario(s)),
      prefill_roofline_(prefill_scenario_),
      source_(with_closed_loop_ramp(c.arrivals, s, c), c.seed, c.requests, &c.trace), router_(c.router, c.seed),
      prefill_router_(c.router, c.seed + 1), length_rng_(c.seed, 2)
{
    limit_ = c.arrivals.kind == ArrivalKind::Trace ? std::min<std::int64_t>(c.requests, std::int64_t(c.trace.size()))
                                                   : c.requests;
    warmup_ = c.warmup >= 0 ? c.warmup : limit_ / 10;
    warmup_ = std::min(warmup_, limit_ - 1);
    const std::int64_t measured = limit_ - warmup_;
    measured_planned_ = std::max<std::int64_t>(1, measured);
    chunk_ = c.early_verdict_share > 0 && c.arrivals.kind != ArrivalKind::Closed ? std::max<std::int64_t>(1, measured / 4) : 0;
    queue_ = MetricStats(measured);
    ttft_ = MetricStats(measured);
    tpot_ = MetricStats(measured);
    e2e_ = MetricStats(measured);
    checkpoint_stride_ = std::max<std::int64_t>(1, measured / kCheckpoints);
    checkpoints_.reserve(kCheckpoints + 2);

    EngineLimits limits;
    limits.max_batch = s.deploy.max_batch;
    limits.token_budget = c.token_budget;
    limits.block_tokens = std::max(1, s.deploy.cache_block_tokens);
    limits.kv_blocks = replica_kv_blocks(s);
    limits.watermark_blocks = limits.kv_blocks / kWatermarkDivisor;
    limits.jump_decode_runs = !c.step_by_step;
    block_ = limits.block_tokens;
    max_context_ = limits.kv_blocks * limits.block_tokens;
    const int static_batch = c.static_batch > 0 ? c.static_batch
                             : s.deploy.batch > 0 ? s.deploy.batch
                                                  : s.deploy.max_batch;
    for (int r = 0; r < c.replicas; ++r) {
        if (c.policy == BatchPolicy::Static)
            engines_.push_back(std::make_unique<StaticEngine>(roofline_, limits, static_batch, c.static_wait_s,
                                                              pool_, *this));
        else
            engines_.push_back(std::make_unique<ContinuousEngine>(roofline_, limits, pool_, *this));
    }
    if (s.deploy.disaggregated) {
        EngineLimits prefill = limits;
        prefill.kv_blocks = replica_kv_blocks(prefill_scenario_);
        prefill.watermark_blocks = prefill.kv_blocks / kWatermarkDivisor;
        max_context_ = std::min(max_context_, prefill.kv_blocks * prefill.block_tokens);
        for (int r = simulated_prefill_replicas(s, c); r > 0; --r)
            prefill_engines_.push_back(
                std::make_unique<ContinuousEngine>(prefill_roofline_, prefill, pool_, prefill_observer_));
    }
    scheduled_.assign(engines_.size() + prefill_engines_.size(), kNever);
}

void Simulation::integrate_to(double now_s)
{
    if (measuring_)
        area_ += double(in_system_) * (now_s - clock_s_);
    clock_s_ = now_s;
}

void Simulation::reschedule(std::size_t replica)
{
    const double next = engine(replica).next_event_s();
    if (next == scheduled_[replica])
        return;
    scheduled_[replica] = next;
    if (next < kNever)
        events_.push({next, replica});
}

void Simulation::arrive()
{
    const ArrivalSource::Arrival a = source_.pop();
    const std::int64_t id = source_.issued() - 1;
    integrate_to(a.time_s);
    if (id == warmup_) {
        measuring_ = true;
        window_start_s_ = a.time_s;
    }

    const Slot slot = pool_.acquire();
    Request& r = pool_[slot];
    r.id = id;
    r.arrival_s = a.time_s;
    r.user = a.user;
    double cached = 0;
    if (a.row) {
        r.isl = a.row->isl;
        r.osl = a.row->osl;
        cached = a.row->cached_tokens;
    } else {
        r.isl = draw_length(config_.isl, length_rng_, int(std::min<std::int64_t>(max_context_ - 1, kMaxTraceTokens)));
        r.osl = draw_length(config_.osl, length_rng_, int(std::min<std::int64_t>(max_context_ - r.isl, kMaxTraceTokens)));
        cached = r.isl * scenario_.workload.cache_hit;
    }
    r.cached = std::int32_t(cached_prompt_tokens(r.isl, cached, block_));
    ++in_system_;
    peak_in_system_ = std::max(peak_in_system_, in_system_);

    if (!prefill_engines_.empty()) {
        // The prefill pool computes the prompt and samples the first token, nothing more.
        r.answer = r.osl;
        r.osl = 1;
        const std::size_t target = prefill_router_.pick(prefill_engines_, a.time_s);
        prefill_engines_[target]->enqueue(slot, a.time_s);
        reschedule(engines_.size() + target);
    } else {
        const std::size_t target = router_.pick(engines_, a.time_s);
        r.replica = std::uint16_t(target);
        engines_[target]->enqueue(slot, a.time_s);
        reschedule(target);
    }

    if (measuring_ && (id - warmup_) % checkpoint_stride_ == 0)
        checkpoints_.emplace_back(a.time_s, double(in_system_));
    if (id == limit_ - 1)
        close_window(a.time_s);
    else if (chunk_ > 0 && measuring_ && (id - warmup_ + 1) % chunk_ == 0)
        check_early_verdict(id, a.time_s);
}

void Simulation::prefilled(Slot slot, double now_s)
{
    Request& r = pool_[slot];
    r.osl = r.answer;
    if (r.osl <= 1) {
        completed(slot, now_s);
        return;
    }
    transfers_.push({now_s + kv_transfer_s(scenario_, r.isl - r.cached), slot});
}

// The KV has landed: the request joins a decode replica with its prompt and first token in
// cache (the first token is its one token to compute), and the first token reaches the user.
void Simulation::hand_off()
{
    const auto [time_s, slot] = transfers_.top();
    transfers_.pop();
    integrate_to(time_s);
    Request& r = pool_[slot];
    r.handoff_s = time_s;
    r.first_token_s = time_s;
    r.prefix_hit = r.cached;
    r.cached = r.isl;
    r.isl += 1;
    r.emitted = 1;
    r.computed = 0;
    const std::size_t target = router_.pick(engines_, time_s);
    r.replica = std::uint16_t(target);
    engines_[target]->enqueue(slot, time_s);
    reschedule(target);
}

// Clear once the share over the SLO is surely over twice the target among the completed
// requests (the slow ones still in flight would only raise it). A trial that meets runs to its
// end: it may be the answer, whose interval needs every batch (and the slow requests in flight
// would make an early "meets" optimistic).
bool Simulation::verdict_clear() const
{
    const double target = config_.early_verdict_share;
    const Exceedance ttft = ttft_over_.summarize();
    const Exceedance tpot = tpot_over_.summarize();
    constexpr std::int64_t kMinSamples = 200;
    if (ttft.samples < kMinSamples)
        return false;
    return ttft.lower95 > 2 * target || (tpot.samples >= kMinSamples && tpot.lower95 > 2 * target);
}

void Simulation::check_early_verdict(std::int64_t id, double now_s)
{
    // The window closes here, so the trend test then judges the part that ran.
    if (!verdict_clear())
        return;
    stopped_early_ = true;
    limit_ = id + 1;
    source_.stop();
    close_window(now_s);
}

void Simulation::close_window(double now_s)
{
    integrate_to(now_s);
    checkpoints_.emplace_back(now_s, double(in_system_));
    measuring_ = false;
    window_closed_ = true;
    window_end_s_ = now_s;
}

void Simulation::completed(Slot slot, double now_s)
{
    integrate_to(now_s);
    if (measuring_)
        ++window_completions_;
    --in_system_;
    const Request& r = pool_[slot];
    RequestRecord row;
    row.id = r.id;
    row.replica = r.replica;
    row.arrival_s = r.arrival_s;
    row.isl = r.handoff_s >= 0 ? r.isl - 1 : r.isl;   // the decode pool's prompt holds the first token
    row.osl = r.osl;
    row.cached_tokens = r.handoff_s >= 0 ? r.prefix_hit : r.cached;
    // The user's clock runs first_token_ms behind the engine's (admission, sampling, the serving
    // path in and out): the same for every request, so it shifts the first token and the end,
    // never a step, and a closed-loop user sends again that much later.
    const double first_token_s = scenario_.deploy.first_token_ms * 1e-3;
    row.queue_ms = (r.admitted_s - r.arrival_s) * 1e3;
    row.ttft_ms = (r.first_token_s - r.arrival_s + first_token_s) * 1e3;
    row.tpot_ms = r.osl > 1 ? (r.last_token_s - r.first_token_s) * 1e3 / (r.osl - 1) : 0.0;
    row.e2e_ms = (now_s - r.arrival_s + first_token_s) * 1e3;
    row.preemptions = r.preemptions;
    row.measured = r.id >= warmup_;
    if (row.measured) {
        queue_.add(row.queue_ms);
        ttft_.add(row.ttft_ms);
        if (r.osl > 1)
            tpot_.add(row.tpot_ms);
        e2e_.add(row.e2e_ms);
        if (row.ttft_ms <= scenario_.slo.ttft_ms && (r.osl == 1 || row.tpot_ms <= scenario_.slo.tpot_ms))
            ++met_slo_;
        // Batches span the measured arrivals as planned: a run stopped early fills the first few.
        const int batch = int(std::min<std::int64_t>(ExceedanceCounter::kBatches - 1,
                                                     (r.id - warmup_) * ExceedanceCounter::kBatches / measured_planned_));
        ttft_over_.add(batch, row.ttft_ms > scenario_.slo.ttft_ms);
        if (r.osl > 1)
            tpot_over_.add(batch, row.tpot_ms > scenario_.slo.tpot_ms);
    }
    if (sink_)
        sink_(row);
    source_.finished(r.user, now_s + first_token_s);
    pool_.release(slot);
}

bool Simulation::trend_says_unstable()
{
    if (config_.arrivals.kind == ArrivalKind::Closed || limit_ - warmup_ < kMinTrendArrivals)
        return false;
    std::optional<std::string> reason =
        unstable_trend(checkpoints_, window_end_s_ - window_start_s_, double(limit_ - warmup_));
    if (reason)
        unstable_reason_ = std::move(*reason);
    return reason.has_value();
}

SimResult Simulation::run()
{
    bool unstable = false;
    std::uint64_t events = 0;
    for (;;) {
        if ((++events & 0xfff) == 0 && config_cancelled())
            break;
        while (!events_.empty() && events_.top().time_s != scheduled_[events_.top().replica])
            events_.pop();
        const double next_arrival = source_.peek();
        const double next_step = events_.empty() ? kNever : events_.top().time_s;
        const double next_handoff = transfers_.empty() ? kNever : transfers_.top().time_s;
        if (next_arrival == kNever && next_step == kNever && next_handoff == kNever)
            break;
        if (next_handoff < next_arrival && next_handoff <= next_step) {
            hand_off();
        } else if (next_arrival <= next_step) {
            arrive();
            if (in_system_ > kMaxInSystem) {
                unstable = true;
                unstable_reason_ = "more than " + std::to_string(kMaxInSystem) +
                                   " requests queued: the load exceeds capacity";
                if (!window_closed_)
                    close_window(next_arrival);
                break;
            }
            if (window_closed_ && config_.judge_trend && trend_says_unstable()) {
                unstable = true;
                trend_unstable_ = true;
                break;
            }
        } else {
            const std::size_t replica = events_.top().replica;
            events_.pop();
            last_event_s_ = next_step;
            scheduled_[replica] = kNever;
            engine(replica).on_event(next_step);
            reschedule(replica);
        }
    }
    SimResult result = summarize();
    result.stable = !unstable;
    result.stopped_early = stopped_early_;
    result.unstable_reason = unstable_reason_;
    result.trend_unstable = trend_unstable_;
    if (unstable) {
        for (MetricSummary* m : {&result.queue_ms, &result.ttft_ms, &result.tpot_ms, &result.e2e_ms}) {
            m->mean = m->mean_ci95 = m->stddev = NAN;
            for (PercentileValue& p : m->percentiles)
                p.value = p.ci95 = NAN;
        }
        result.goodput = NAN;
        // Overloaded: every request will be late; the share over the SLO is taken as all. A run
        // stopped early keeps the share it measured: what the sizing search reads off it.
        for (Exceedance* e : {&result.ttft_over_slo, &result.tpot_over_slo}) {
            if (stopped_early_)
                break;
            e->share = e->upper95 = e->lower95 = 1.0;
            e->ci95 = 0;
        }
    }
    return result;
}

} // namespace capstan::sim::detail
