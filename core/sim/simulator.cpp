#include "simulation.h"

#include "core/memory.h"

#include <algorithm>
#include <cmath>

namespace capstan::sim {

namespace detail {

// Its prefill, then OSL - 1 batch-1 decode steps at its mean context.
ArrivalSpec with_closed_loop_ramp(const ArrivalSpec& spec, const Scenario& s, const SimConfig& c)
{
    ArrivalSpec out = spec;
    if (out.ramp_s >= 0)
        return out;
    const Roofline roofline(s);
    const double isl = c.isl.mean > 0 ? c.isl.mean : s.workload.isl;
    const double osl = c.osl.mean > 0 ? c.osl.mean : s.workload.osl;
    StepLoad decode;
    decode.decode_seqs = 1;
    decode.decode_context = mean_decode_context(isl, osl, c.osl.cv);
    out.ramp_s = roofline.prefill(isl, 0).total_s + std::max(0.0, osl - 1) * roofline.token_s(decode);
    return out;
}

SimResult Simulation::summarize() const
{
    SimResult r;
    r.issued = source_.issued();
    r.warmup = warmup_;
    r.replicas = int(engines_.size());
    r.prefill_replicas = int(prefill_engines_.size());
    r.slo_percentile = scenario_.slo.percentile;
    r.requests = e2e_.count();
    r.queue_ms = queue_.summarize(r.slo_percentile);
    r.ttft_ms = ttft_.summarize(r.slo_percentile);
    r.tpot_ms = tpot_.summarize(r.slo_percentile);
    r.e2e_ms = e2e_.summarize(r.slo_percentile);
    r.goodput = r.requests > 0 ? double(met_slo_) / double(r.requests) : 0.0;
    r.ttft_over_slo = ttft_over_.summarize();
    r.tpot_over_slo = tpot_over_.summarize();

    r.window_s = window_end_s_ - window_start_s_;
    if (r.window_s > 0) {
        r.arrival_rps = double(limit_ - warmup_ - 1) / r.window_s;
        r.throughput_rps = double(window_completions_) / r.window_s;
        r.output_tok_s = double(window_tokens_) / r.window_s;
        r.in_system_mean = area_ / r.window_s;
    }
    if (checkpoints_.size() >= 2) {
        const auto& [t0, n0] = checkpoints_.front();
        const auto& [t1, n1] = checkpoints_.back();
        r.in_system_growth = t1 > t0 ? n1 - n0 : 0.0;
    }

    double iterations = 0, busy = 0, seq_steps = 0, kv_blocked = 0, seat_blocked = 0, padding = 0;
    for (const auto& engine : engines_) {
        const EngineCounters& c = engine->counters();
        r.preemptions += c.preemptions;
        iterations += double(c.iterations);
        busy += c.busy_s;
        seq_steps += c.decode_seq_steps;
        kv_blocked += double(c.kv_blocked);
        seat_blocked += double(c.seat_blocked);
        r.batches += c.batches;
        padding += c.padding_share_sum;
    }
    if (iterations > 0) {
        r.mean_decode_batch = seq_steps / iterations;
        r.kv_blocked_share = kv_blocked / iterations;
        r.seat_blocked_share = seat_blocked / iterations;
    }
    const double run_s = std::max(last_event_s_, clock_s_);
    if (run_s > 0)
        r.busy_share = busy / (run_s * double(engines_.size()));
    if (r.batches > 0)
        r.padding_share = padding / double(r.batches);
    r.peak_in_system = peak_in_system_;
    r.request_slots = std::int64_t(pool_.capacity());
    return r;
}

} // namespace detail

Expected<SimResult> simulate(const Scenario& scenario, const SimConfig& config, const RequestSink& sink)
{
    if (Status valid = validate_config(scenario, config); !valid)
        return valid.error();
    detail::Simulation simulation(scenario, config, sink);
    SimResult result = simulation.run();
    if (simulation.stopped())
        return Error{"simulation", std::to_string(config.requests) + " requests", "", "cancelled"};
    return result;
}

} // namespace capstan::sim
