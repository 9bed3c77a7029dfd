#include "budget.h"
#include "commands.h"
#include "options.h"

#include "core/catalog.h"
#include "core/evaluate.h"
#include "core/inputs.h"
#include "core/sim/simulator.h"

#include <nlohmann/json.hpp>

#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <optional>
#include <string>
#include <type_traits>

namespace capstan::cli {

namespace {

using nlohmann::json;

const std::vector<std::string> kValueFlags = {
    "--requests", "--seed", "--replicas", "--prefill-replicas", "--arrivals", "--cv", "--trace", "--per-request", "--policy",
    "--warmup", "--router", "--token-budget", "--isl-cv", "--osl-cv", "--think-s", "--profile",
    "--hour-s", "--batch-size", "--wait-ms", "--budget-s"};

std::string simulate_help()
{
    std::string text =
        "usage: capstan-cli simulate [SCENARIO.json|-] [--set PATH=VALUE]... [options] [--json]\n\n"
        "Request-level discrete-event simulation of continuous batching (chunked prefill, paged KV with\n"
        "preemption by recompute, prefix-cache hits in whole blocks) with step times from the roofline.\n"
        "Reports TTFT, TPOT, end-to-end and queueing percentiles with 95% confidence half-widths (batch\n"
        "means over 20 batches), throughput, goodput (share meeting slo.ttft_ms and slo.tpot_ms) and\n"
        "whether the load is stable; an unstable load has null percentiles.\n\n"
        "Options:\n"
        "  --requests N          arrivals to simulate (default 20000; a trace: all its rows)\n"
        "  --seed S              random seed (default 1); the same seed gives the same numbers\n"
        "  --budget-s SECONDS    stop with an error after this long (default 120)\n"
        "  --warmup N            first arrivals not measured (default a tenth of --requests)\n"
        "  --replicas R          replicas behind the router (see below); workload.rate_rps is the fleet's\n"
        "  --prefill-replicas P  deploy.disaggregated: the prefill pool (default: the replicas that carry\n"
        "                        the peak rate at deploy.prefill_load)\n"
        "  --router least-loaded|kv-aware|jsq|round-robin|power-of-two   (default: sim.router)\n"
        "  --arrivals poisson|gamma|profile|closed|trace\n"
        "                        default: closed when workload.concurrency > 0, else gamma with\n"
        "                        workload.arrival_cv (poisson when it is 1)\n"
        "  --cv X                inter-arrival CV for gamma and profile (default: workload.arrival_cv)\n"
        "  --profile m0,...,m23  hourly rate multipliers for profile (default: a chat-like day, mean 1)\n"
        "  --hour-s X            simulated seconds per profile hour (default 3600)\n"
        "  --think-s X           closed loop: mean think time, exponential (default 0)\n"
        "  --trace FILE          CSV arrival_s,isl,osl[,cached_tokens] (header optional)\n"
        "  --isl-cv X, --osl-cv X   lognormal length spread (default: workload.isl_cv, osl_cv)\n"
        "  --token-budget N      tokens per engine step, decodes plus prefill chunks (default 8192)\n"
        "  --policy continuous|static   static: batches of --batch-size (default deploy.batch, else\n"
        "                        deploy.max_batch) or --wait-ms (default 500), run to their longest answer\n"
        "  --per-request FILE    write one CSV row per finished request\n\n"
        "workload.rate_rps = 0 (the default) simulates the analytic peak rate (traffic.peak_rps) on the\n"
        "analytic fleet (sizing.replicas) unless --replicas says otherwise; a rate you set runs on one\n"
        "replica by default. With no options, --replicas R runs the traffic percentile sizing ran:\n"
        "the same rate, burstiness, length spreads, router and seed. workload.concurrency sets the\n"
        "closed loop's users.\n\n";
    text += inputs_help();
    return text;
}

template <class T>
Expected<T> number(const std::string& flag, const std::string& text, double lo, double hi)
{
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    const std::string allowed = format_number(lo) + " .. " + format_number(hi);
    if (ec != std::errc{} || end != text.data() + text.size() || !std::isfinite(value))
        return Error{flag, text, allowed, "not a number"};
    if (value < lo || value > hi)
        return Error{flag, text, allowed, value <= 0 && lo > 0 ? "must be positive" : "out of range"};
    if (std::is_integral_v<T> && value != std::floor(value))
        return Error{flag, text, allowed, "must be a whole number"};
    return static_cast<T>(value);
}

// Applies `--flag VALUE` to `target` when given.
template <class T>
Status option(std::vector<std::string>& rest, const std::string& flag, double lo, double hi, T& target)
{
    Expected<std::optional<std::string>> text = take_option(rest, flag);
    if (!text)
        return text.error();
    if (!*text)
        return Ok{};
    Expected<T> value = number<T>(flag, **text, lo, hi);
    if (!value)
        return value.error();
    target = *value;
    return Ok{};
}

Status seed_option(std::vector<std::string>& rest, std::uint64_t& seed)
{
    Expected<std::optional<std::string>> text = take_option(rest, "--seed");
    if (!text)
        return text.error();
    if (!*text)
        return Ok{};
    const std::string& digits = **text;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), seed);
    if (ec != std::errc{} || end != digits.data() + digits.size())
        return Error{"--seed", digits, "0 .. 18446744073709551615", "not a whole number"};
    return Ok{};
}

Status read_profile(const std::string& text, std::array<double, 24>& hourly)
{
    std::size_t start = 0;
    for (std::size_t hour = 0; hour < 24; ++hour) {
        const std::size_t comma = text.find(',', start);
        if ((comma == std::string::npos) != (hour == 23))
            return Error{"--profile", text, "24 comma-separated multipliers", "wrong number of hours"};
        Expected<double> m = number<double>("--profile", text.substr(start, comma - start), 0, 1000);
        if (!m)
            return m.error();
        hourly[hour] = *m;
        start = comma + 1;
    }
    return Ok{};
}

Expected<sim::SimConfig> build_config(const Scenario& s, std::vector<std::string>& rest)
{
    sim::SimConfig c = sim::scenario_config(s);
    auto given = [&](const std::string& flag) {
        for (const std::string& arg : rest)
            if (arg == flag || arg.rfind(flag + "=", 0) == 0)
                return true;
        return false;
    };
    const bool requests_given = given("--requests");
    const bool replicas_given = given("--replicas");

    Status st = option(rest, "--requests", 1, 1e9, c.requests);
    if (st) st = seed_option(rest, c.seed);
    if (st) st = option(rest, "--warmup", 0, 1e9, c.warmup);
    if (st) st = option(rest, "--replicas", 1, 65535, c.replicas);
    if (st) st = option(rest, "--prefill-replicas", 1, 65535, c.prefill_replicas);
    if (st) st = option(rest, "--cv", 0.05, 20, c.arrivals.cv);
    if (st) st = option(rest, "--hour-s", 1e-3, 1e6, c.arrivals.hour_s);
    if (st) st = option(rest, "--think-s", 0, 1e6, c.arrivals.think_s);
    if (st) st = option(rest, "--isl-cv", 0, 10, c.isl.cv);
    if (st) st = option(rest, "--osl-cv", 0, 10, c.osl.cv);
    if (st) st = option(rest, "--token-budget", 1, 1e7, c.token_budget);
    if (st) st = option(rest, "--batch-size", 1, 65536, c.static_batch);
    double wait_ms = c.static_wait_s * 1e3;
    if (st) st = option(rest, "--wait-ms", 0, 1e9, wait_ms);
    if (!st)
        return st.error();
    c.static_wait_s = wait_ms / 1e3;

    auto choice = [&](const std::string& flag) { return take_option(rest, flag); };
    Expected<std::optional<std::string>> arrivals = choice("--arrivals");
    Expected<std::optional<std::string>> policy = choice("--policy");
    Expected<std::optional<std::string>> router = choice("--router");
    Expected<std::optional<std::string>> profile = choice("--profile");
    Expected<std::optional<std::string>> trace = choice("--trace");
    for (const auto* e : {&arrivals, &policy, &router, &profile, &trace})
        if (!*e)
            return e->error();
    if (*arrivals) {
        const std::string& a = **arrivals;
        using K = sim::ArrivalKind;
        if (a == "poisson") c.arrivals.kind = K::Poisson;
        else if (a == "gamma") c.arrivals.kind = K::Gamma;
        else if (a == "profile") c.arrivals.kind = K::Profile;
        else if (a == "closed") c.arrivals.kind = K::Closed;
        else if (a == "trace") c.arrivals.kind = K::Trace;
        else return Error{"--arrivals", a, "poisson, gamma, profile, closed, trace", "unknown arrival process"};
    }
    if (c.arrivals.kind == sim::ArrivalKind::Closed)
        c.arrivals.users = s.workload.concurrency;
    if (*policy) {
        if (**policy != "continuous" && **policy != "static")
            return Error{"--policy", **policy, "continuous, static", "unknown batching policy"};
        c.policy = **policy == "static" ? sim::BatchPolicy::Static : sim::BatchPolicy::Continuous;
    }
    if (*router) {
        const std::optional<RouterPolicy> picked = router_from_id(**router);
        if (!picked)
            return Error{"--router", **router, std::string(router_ids()), "unknown router"};
        c.router = *picked;
    }
    if (*profile)
        if (Status p = read_profile(**profile, c.arrivals.hourly); !p)
            return p.error();
    if (*trace) {
        if (!*arrivals)
            c.arrivals.kind = sim::ArrivalKind::Trace;
        else if (c.arrivals.kind != sim::ArrivalKind::Trace)
            return Error{"--trace", **trace, "--arrivals trace (or no --arrivals)",
                         "a trace sets the arrivals; --arrivals " + **arrivals + " contradicts it"};
        Expected<std::string> text = read_file(**trace);
        if (!text)
            return text.error();
        Expected<std::vector<sim::TraceRow>> rows = sim::parse_trace(*text, **trace);
        if (!rows)
            return rows.error();
        c.trace = std::move(*rows);
        if (!requests_given)
            c.requests = std::int64_t(c.trace.size());
    } else if (c.arrivals.kind == sim::ArrivalKind::Trace) {
        return Error{"--trace", "", "a CSV file", "--arrivals trace needs --trace FILE"};
    }
    const bool open_loop = c.arrivals.kind == sim::ArrivalKind::Poisson || c.arrivals.kind == sim::ArrivalKind::Gamma ||
                           c.arrivals.kind == sim::ArrivalKind::Profile;
    if (open_loop && c.arrivals.rate_rps <= 0) {
        Expected<Result> analytic = evaluate(s);
        if (!analytic)
            return analytic.error();
        c.arrivals.rate_rps = analytic->traffic.peak_rps;
        if (!replicas_given)
            c.replicas = analytic->sizing.replicas;
    }
    return c;
}

json metric_json(const sim::MetricSummary& m, bool stable)
{
    auto value = [&](double v) { return stable && std::isfinite(v) ? json(v) : json(nullptr); };
    json out{{"mean", value(m.mean)}};
    json ci{{"mean", value(m.mean_ci95)}};
    for (const sim::PercentileValue& p : m.percentiles) {
        const std::string key = "p" + format_number(p.percentile);
        out[key] = value(p.value);
        ci[key] = value(p.ci95);
    }
    out["ci95"] = ci;
    return out;
}

std::string fmt(const char* format, double value)
{
    char text[64];
    std::snprintf(text, sizeof text, format, value);
    return text;
}

std::string table(const Scenario& s, const sim::SimConfig& c, const sim::SimResult& r)
{
    std::string t = "Simulated " + std::to_string(r.issued) + " requests (" + std::to_string(r.warmup) + " warm-up) on " +
                    std::to_string(r.replicas) +
                    (r.prefill_replicas > 0 ? " decode replica(s) and " + std::to_string(r.prefill_replicas) +
                                                  " prefill replica(s), disaggregated: "
                                            : " replica(s): ") +
                    std::string(sim::to_string(c.policy)) +
                    " batching, " + std::string(sim::to_string(c.arrivals.kind)) + " arrivals" +
                    (c.arrivals.kind == sim::ArrivalKind::Closed  ? " of " + std::to_string(c.arrivals.users) + " users"
                     : c.arrivals.kind == sim::ArrivalKind::Trace ? " replayed from " + std::to_string(c.trace.size()) + " rows"
                                                                  : fmt(" at %.3g req/s", c.arrivals.rate_rps)) +
                    ", seed " + std::to_string(c.seed) + "\n";
    if (!r.stable)
        return t + "UNSTABLE: " + r.unstable_reason + "\nNo percentiles: the queue grows without bound. Served " +
               fmt("%.0f output tok/s", r.output_tok_s) + fmt(" against %.3g req/s offered.\n", r.arrival_rps);
    t += "            mean       p50       p90       p95       p99   p99 +/-95%\n";
    auto row = [&](const char* name, const sim::MetricSummary& m) {
        std::string label(name);
        label.resize(9, ' ');
        t += label + fmt("%9.1f ", m.mean) + fmt("%9.1f ", m.at(50)) + fmt("%9.1f ", m.at(90)) +
             fmt("%9.1f ", m.at(95)) + fmt("%9.1f ", m.at(99)) + fmt("%9.1f\n", m.ci95_at(99));
    };
    row("queue ms", r.queue_ms);
    row("TTFT ms", r.ttft_ms);
    row("TPOT ms", r.tpot_ms);
    row("E2E ms", r.e2e_ms);
    t += "Throughput " + fmt("%.0f output tok/s", r.output_tok_s) + fmt(", %.3g req/s", r.throughput_rps) +
         fmt("; mean in system %.1f", r.in_system_mean) + fmt("; goodput %.1f%%", r.goodput * 100) +
         fmt(" (TTFT <= %g ms", s.slo.ttft_ms) + fmt(" and TPOT <= %g ms)\n", s.slo.tpot_ms);
    t += "Engine     mean decode batch " + fmt("%.1f", r.mean_decode_batch) + fmt(", busy %.0f%%", r.busy_share * 100) +
         ", preemptions " + std::to_string(r.preemptions);
    if (c.policy == sim::BatchPolicy::Static)
        t += ", " + std::to_string(r.batches) + " batches, padding " + fmt("%.1f%%", r.padding_share * 100) + " of slot-steps";
    return t + "\n";
}

} // namespace

Expected<std::string> cmd_simulate(const std::vector<std::string>& args, std::istream& in)
{
    Expected<CommonOptions> options = parse_common(args, kValueFlags);
    if (!options)
        return options.error();
    if (options->help)
        return simulate_help();
    Expected<Scenario> scenario = build_scenario(*options, in);
    if (!scenario)
        return scenario.error();
    std::vector<std::string> rest = options->rest;
    Expected<std::optional<std::string>> per_request = take_option(rest, "--per-request");
    if (!per_request)
        return per_request.error();
    Expected<double> budget_s = take_budget(rest);
    if (!budget_s)
        return budget_s.error();
    Expected<sim::SimConfig> config = build_config(*scenario, rest);
    if (!config)
        return config.error();
    if (Status left = expect_empty(rest); !left)
        return left.error();
    if (Status valid = sim::validate_config(*scenario, *config); !valid)
        return valid.error();

    std::ofstream rows;
    sim::RequestSink sink;
    if (*per_request) {
        rows.open(**per_request, std::ios::trunc);
        if (!rows)
            return Error{**per_request, "", "a writable file", "cannot open --per-request file"};
        rows << "id,replica,arrival_s,isl,osl,cached_tokens,queue_ms,ttft_ms,tpot_ms,e2e_ms,preemptions,measured\n";
        sink = [&rows](const sim::RequestRecord& r) {
            rows << r.id << ',' << r.replica << ',' << r.arrival_s << ',' << r.isl << ',' << r.osl << ','
                 << r.cached_tokens << ',' << r.queue_ms << ',' << r.ttft_ms << ',' << r.tpot_ms << ',' << r.e2e_ms
                 << ',' << r.preemptions << ',' << (r.measured ? 1 : 0) << '\n';
        };
    }
    std::optional<sim::SimResult> result;
    const Status ran = run_with_budget(
        [&](const std::atomic<bool>& cancelled, std::atomic<double>&) -> Status {
            sim::SimConfig budgeted = *config;
            budgeted.cancelled = &cancelled;
            Expected<sim::SimResult> simulated = sim::simulate(*scenario, budgeted, sink);
            if (!simulated)
                return simulated.error();
            result = std::move(*simulated);
            return Ok{};
        },
        *budget_s, "simulation");
    if (!ran)
        return ran.error();
    if (rows.is_open() && !rows.flush())
        return Error{**per_request, "", "a writable file", "write failed"};
    const sim::SimResult& r = *result;
    const sim::SimConfig& c = *config;
    if (!options->json)
        return table(*scenario, c, r);

    json out{
        {"stable", r.stable},
        {"unstable_reason", r.stable ? json(nullptr) : json(r.unstable_reason)},
        {"requests", r.requests},
        {"arrivals", r.issued},
        {"warmup", r.warmup},
        {"seed", c.seed},
        {"replicas", r.replicas},
        {"prefill_replicas", r.prefill_replicas},
        {"policy", sim::to_string(c.policy)},
        {"router", sim::to_string(c.router)},
        {"arrival_process", sim::to_string(c.arrivals.kind)},
        {"rate_rps", c.arrivals.kind == sim::ArrivalKind::Closed || c.arrivals.kind == sim::ArrivalKind::Trace
                         ? json(nullptr)
                         : json(c.arrivals.rate_rps)},
        {"slo_percentile", r.slo_percentile},
        {"queue_ms", metric_json(r.queue_ms, r.stable)},
        {"ttft_ms", metric_json(r.ttft_ms, r.stable)},
        {"tpot_ms", metric_json(r.tpot_ms, r.stable)},
        {"e2e_ms", metric_json(r.e2e_ms, r.stable)},
        {"throughput", {{"output_tok_s", r.output_tok_s}, {"requests_per_s", r.throughput_rps}}},
        {"goodput", r.stable ? json(r.goodput) : json(nullptr)},
        {"in_system_mean", r.in_system_mean},
        {"arrival_rps", r.arrival_rps},
        {"window_s", r.window_s},
        {"preemptions", r.preemptions},
        {"mean_decode_batch", r.mean_decode_batch},
        {"busy_share", r.busy_share},
        {"kv_blocked_share", r.kv_blocked_share},
        {"seat_blocked_share", r.seat_blocked_share},
    };
    if (c.policy == sim::BatchPolicy::Static)
        out["static"] = {{"batches", r.batches}, {"padding_share", r.padding_share}};
    return out.dump(2) + "\n";
}

} // namespace capstan::cli
