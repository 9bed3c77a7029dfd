// Fleet month Monte Carlo throughput (SPEC 6: >= 1,000 pool-months per second), measured on the
// seed's noise-evictor pool: 32 cards, hour window, 12 evictions and refills, steady greedy.
#include "core/fleet/pool_month.h"
#include "core/fleet/pool_presets.h"

#include <benchmark/benchmark.h>

#include <cstdint>

namespace {

capstan::fleet::PoolInput noise_evictor(int trials)
{
    capstan::fleet::PoolInput input = capstan::fleet::pool_preset("noise-evictor").value();
    input.trials = trials;
    return input;
}

// One pool-month per iteration, a new trial each time.
void BM_PoolMonth_NoiseEvictor(benchmark::State& state)
{
    const capstan::fleet::PoolInput input = noise_evictor(1);
    std::uint64_t trial = 0;
    for (auto _ : state)
        benchmark::DoNotOptimize(capstan::fleet::simulate_pool_month(input, trial++));
    state.counters["pool_months_per_s"] =
        benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_PoolMonth_NoiseEvictor);

// The whole preset as the CLI runs it: state.range(0) months, means, single seed and checks.
void BM_PoolPreset_NoiseEvictor(benchmark::State& state)
{
    const capstan::fleet::PoolInput input = noise_evictor(static_cast<int>(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(capstan::fleet::simulate_pool(input));
    state.counters["pool_months_per_s"] = benchmark::Counter(
        static_cast<double>(state.iterations() * state.range(0)), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_PoolPreset_NoiseEvictor)->Arg(400)->Arg(10'000)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
