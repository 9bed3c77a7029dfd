// The simulator's budget (SPEC 6): 1,000,000 requests (ISL 1000, OSL 250, Poisson, batch <= 256)
// in <= 2 s on one core, cost linear in requests, memory flat. The default scenario (Llama-3.1-70B
// fp8 on two H100s, chatbot: 30% prefix-cache hits) at 70% of one replica's saturation rate.
// Each run prints wall time, requests/s and the process's peak RSS (VmHWM); the peak should not
// grow from 1e5 to 1e6 requests. The analytic approximation is timed too (live sliders).
#include "core/inputs.h"
#include "core/sim/analytic.h"
#include "core/sim/simulator.h"

#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>

namespace {

using namespace capstan;

// Peak resident set of this process, MB (Linux /proc/self/status VmHWM).
double peak_rss_mb()
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind("VmHWM:", 0) == 0)
            return std::stod(line.substr(6)) / 1024.0;
    return 0;
}

Scenario bench_scenario()
{
    Scenario s = default_scenario();
    (void)set_input(s, "workload.isl", "1000");
    (void)set_input(s, "workload.osl", "250");
    (void)set_input(s, "deploy.max_batch", "256");
    return s;
}

void BM_Simulate(benchmark::State& state)
{
    const Scenario s = bench_scenario();
    sim::SimConfig c = sim::default_config(s);
    c.arrivals.kind = sim::ArrivalKind::Poisson;
    c.arrivals.rate_rps = 0.7 * sim::TailModel(s).saturation_rps(1);
    c.requests = state.range(0);
    sim::SimResult last;
    double wall_s = 0;
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        Expected<sim::SimResult> r = sim::simulate(s, c);
        wall_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (!r) {
            state.SkipWithError(r.error().message().c_str());
            return;
        }
        last = *r;
        benchmark::DoNotOptimize(last);
    }
    const double rss = peak_rss_mb();
    state.counters["requests_per_s"] = double(c.requests) / wall_s;
    state.counters["ns_per_request"] = wall_s * 1e9 / double(c.requests);
    state.counters["peak_rss_mb"] = rss;
    state.counters["request_slots"] = double(last.request_slots);
    std::printf("simulate %lld requests at %.2f req/s: wall %.3f s, %.0f requests/s, %.0f ns/request, peak RSS %.1f MB, "
                "%lld request slots; stable %d, TTFT p99 %.0f ms, TPOT p99 %.1f ms, mean decode batch %.0f\n",
                static_cast<long long>(c.requests), c.arrivals.rate_rps, wall_s, double(c.requests) / wall_s,
                wall_s * 1e9 / double(c.requests), rss, static_cast<long long>(last.request_slots), last.stable,
                last.ttft_ms.at(99), last.tpot_ms.at(99), last.mean_decode_batch);
}
BENCHMARK(BM_Simulate)->Arg(100'000)->Arg(1'000'000)->Iterations(1)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_TailEstimate(benchmark::State& state)
{
    const Scenario s = bench_scenario();
    const sim::TailModel model(s);
    sim::TailInputs in;
    in.arrival_cv = 1.5;
    in.rate_rps = 0.7 * model.saturation_rps(1);
    for (auto _ : state) {
        benchmark::DoNotOptimize(model.estimate(in));
        in.rate_rps *= 1.0000001;   // a slider moving
    }
}
BENCHMARK(BM_TailEstimate)->Unit(benchmark::kMicrosecond);

void BM_TailEstimateWithSetup(benchmark::State& state)
{
    const Scenario s = bench_scenario();
    sim::TailInputs in;
    in.rate_rps = 0.7 * sim::TailModel(s).saturation_rps(1);
    for (auto _ : state)
        benchmark::DoNotOptimize(sim::estimate_tail(s, in));
}
BENCHMARK(BM_TailEstimateWithSetup)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
