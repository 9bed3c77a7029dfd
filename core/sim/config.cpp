#include "simulation.h"
#include "simulator.h"

#include "core/evaluate.h"
#include "core/inputs.h"
#include "core/memory.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace capstan::sim {

std::string_view to_string(BatchPolicy policy)
{
    return policy == BatchPolicy::Static ? "static" : "continuous";
}

std::int64_t replica_kv_blocks(const Scenario& s)
{
    const MemoryPlan plan = plan_memory(s);
    return std::int64_t(std::floor(plan.kv_capacity_tokens / std::max(1, s.deploy.cache_block_tokens)));
}

SimConfig default_config(const Scenario& s)
{
    SimConfig config;
    config.isl = {double(s.workload.isl), 0};
    config.osl = {double(s.workload.osl), 0};
    config.arrivals.rate_rps = s.workload.rate_rps;
    if (s.workload.concurrency > 0) {
        config.arrivals.kind = ArrivalKind::Closed;
        config.arrivals.users = s.workload.concurrency;
    }
    return config;
}

SimConfig scenario_config(const Scenario& s)
{
    SimConfig config = default_config(s);
    if (config.arrivals.kind == ArrivalKind::Poisson && s.workload.arrival_cv != 1.0)
        config.arrivals.kind = ArrivalKind::Gamma;
    config.arrivals.cv = s.workload.arrival_cv;
    config.isl.cv = s.workload.isl_cv;
    config.osl.cv = s.workload.osl_cv;
    config.router = s.sim.router;
    return config;
}

namespace {

std::string num(double value)
{
    return format_number(value);
}

// "field = value: detail (allowed lo .. hi unit)" unless lo <= value <= hi.
Status in_range(std::string_view field, double value, double lo, double hi, std::string_view unit,
                std::string_view detail = "out of range")
{
    if (std::isfinite(value) && value >= lo && value <= hi)
        return Ok{};
    std::string allowed = num(lo) + " .. " + num(hi);
    if (!unit.empty())
        allowed += " " + std::string(unit);
    return Error{std::string(field), num(value), allowed, std::string(detail)};
}

Status positive(std::string_view field, double value, double hi, std::string_view unit)
{
    if (std::isfinite(value) && value > 0 && value <= hi)
        return Ok{};
    return Error{std::string(field), num(value), "> 0 .. " + num(hi) + " " + std::string(unit),
                 value <= 0 ? "must be positive" : "out of range"};
}

Status check_arrivals(const SimConfig& c)
{
    const ArrivalSpec& a = c.arrivals;
    switch (a.kind) {
    case ArrivalKind::Poisson:
        return positive("workload.rate_rps", a.rate_rps, 1e7, "requests/s");
    case ArrivalKind::Gamma:
        if (Status st = positive("workload.rate_rps", a.rate_rps, 1e7, "requests/s"); !st)
            return st;
        return in_range("arrival_cv", a.cv, 0.05, 20, "", "inter-arrival CV out of range");
    case ArrivalKind::Profile: {
        if (Status st = positive("workload.rate_rps", a.rate_rps, 1e7, "requests/s"); !st)
            return st;
        if (Status st = in_range("arrival_cv", a.cv, 0.05, 20, "", "inter-arrival CV out of range"); !st)
            return st;
        if (Status st = positive("hour_s", a.hour_s, 1e6, "s"); !st)
            return st;
        if (Status st = in_range("start_hour", a.start_hour, 0, 23, "h"); !st)
            return st;
        double sum = 0;
        for (std::size_t h = 0; h < a.hourly.size(); ++h) {
            if (Status st = in_range("profile[" + std::to_string(h) + "]", a.hourly[h], 0, 1000, "x rate"); !st)
                return st;
            sum += a.hourly[h];
        }
        if (sum <= 0)
            return Error{"profile", "all zero", "at least one hour > 0", "no traffic in the day"};
        return Ok{};
    }
    case ArrivalKind::Closed:
        if (Status st = in_range("workload.concurrency", a.users, 1, 1e7, "users",
                                 "a closed loop needs at least one user");
            !st)
            return st;
        return in_range("think_s", a.think_s, 0, 1e6, "s");
    case ArrivalKind::Trace:
        if (c.trace.empty())
            return Error{"trace", "", "a trace with at least one row", "no trace given"};
        return Ok{};
    }
    return Ok{};
}

} // namespace

Status validate_config(const Scenario& s, const SimConfig& c)
{
    if (Status feasible = check_feasible(s); !feasible)
        return feasible;
    if (Status st = in_range("requests", double(c.requests), 1, 1e9, "requests"); !st)
        return st;
    if (c.warmup != -1)
        if (Status st = in_range("warmup", double(c.warmup), 0, double(c.requests - 1), "requests",
                                 "must leave at least one measured request");
            !st)
            return st;
    if (Status st = in_range("replicas", c.replicas, 1, 65535, "replicas"); !st)
        return st;
    if (Status st = in_range("prefill_replicas", c.prefill_replicas, 0, 65535, "replicas"); !st)
        return st;
    if (s.deploy.disaggregated && c.policy == BatchPolicy::Static)
        return Error{"policy", "static", "continuous",
                     "a disaggregated deployment runs continuous batching on both pools"};
    if (Status st = in_range("token_budget", c.token_budget, 1, 1e7, "tokens/step",
                             c.token_budget <= 0 ? "must be positive" : "out of range");
        !st)
        return st;
    if (c.policy == BatchPolicy::Static) {
        if (Status st = in_range("static_batch", c.static_batch, 0, 65536, "requests"); !st)
            return st;
        if (Status st = in_range("static_wait_s", c.static_wait_s, 0, 1e6, "s"); !st)
            return st;
    }
    if (Status st = check_arrivals(c); !st)
        return st;

    std::int64_t blocks = replica_kv_blocks(s);
    if (s.deploy.disaggregated)   // a prompt must fit a prefill replica too
        blocks = std::min(blocks, replica_kv_blocks(prefill_scenario(s)));
    const int block = std::max(1, s.deploy.cache_block_tokens);
    const double kv_tokens = double(blocks) * block;
    if (c.arrivals.kind == ArrivalKind::Trace) {
        for (const TraceRow& row : c.trace)
            if (blocks_for(std::int64_t(row.isl) + row.osl, block) > blocks)
                return Error{"trace line " + std::to_string(row.line), std::to_string(row.isl + row.osl) + " tokens",
                             "isl + osl <= " + num(kv_tokens) + " (the replica's KV capacity)",
                             "the request cannot fit in KV memory even alone"};
        return Ok{};
    }
    if (Status st = positive("workload.isl", c.isl.mean, kMaxTraceTokens, "tokens"); !st)
        return st;
    if (Status st = positive("workload.osl", c.osl.mean, kMaxTraceTokens, "tokens"); !st)
        return st;
    if (Status st = in_range("isl_cv", c.isl.cv, 0, 10, ""); !st)
        return st;
    if (Status st = in_range("osl_cv", c.osl.cv, 0, 10, ""); !st)
        return st;
    if (c.isl.mean + c.osl.mean > kv_tokens)
        return Error{"workload.isl + workload.osl", num(c.isl.mean + c.osl.mean),
                     "<= " + num(kv_tokens) + " tokens (the replica's KV capacity)",
                     "a mean request cannot fit in KV memory"};
    return Ok{};
}

double offered_peak_rps(const Scenario& s, const SimConfig& c)
{
    const ArrivalSpec& a = c.arrivals;
    switch (a.kind) {
    case ArrivalKind::Poisson:
    case ArrivalKind::Gamma: return a.rate_rps;
    case ArrivalKind::Profile: return a.rate_rps * *std::max_element(a.hourly.begin(), a.hourly.end());
    case ArrivalKind::Trace:
        return c.trace.size() > 1 && c.trace.back().arrival_s > 0 ? double(c.trace.size()) / c.trace.back().arrival_s
                                                                  : 0.0;
    case ArrivalKind::Closed: {
        const double lone_s = detail::with_closed_loop_ramp(ArrivalSpec{.kind = ArrivalKind::Closed, .ramp_s = -1}, s, c).ramp_s;
        return a.users / std::max(1e-6, lone_s + a.think_s);
    }
    }
    return a.rate_rps;
}

int simulated_prefill_replicas(const Scenario& s, const SimConfig& c)
{
    if (!s.deploy.disaggregated)
        return 0;
    if (c.prefill_replicas > 0)
        return c.prefill_replicas;
    return prefill_replicas(s, prefill_pool(s, c.token_budget), offered_peak_rps(s, c));
}

} // namespace capstan::sim
