// One full analytic evaluation: memory, a knee of >= 64 points, the operating point, sizing
// and money. Budget (SPEC §6): 50 us. Read the median of the repetitions.
#include "core/evaluate.h"
#include "core/inputs.h"

#include <benchmark/benchmark.h>

namespace {

void evaluate_repeatedly(benchmark::State& state, const capstan::Scenario& scenario)
{
    std::size_t points = 0;
    for (auto _ : state) {
        capstan::Expected<capstan::Result> result = capstan::evaluate(scenario);
        benchmark::DoNotOptimize(result);
        points = result->curve.size();
    }
    state.counters["knee_points"] = double(points);
    state.counters["budget_us"] = 50;
}

void BM_EvaluateDefault(benchmark::State& state)
{
    evaluate_repeatedly(state, capstan::default_scenario());
}
BENCHMARK(BM_EvaluateDefault)->Unit(benchmark::kMicrosecond);

void BM_EvaluateLargeMoE(benchmark::State& state)
{
    // DeepSeek-V3 on 8 H200: the MoE expert-touch term and a long knee.
    capstan::Scenario scenario = capstan::default_scenario();
    (void)capstan::set_input(scenario, "model.preset", "deepseek-v3");
    (void)capstan::set_input(scenario, "gpu.preset", "h200-sxm");
    (void)capstan::set_input(scenario, "deploy.tp", "8");
    (void)capstan::set_input(scenario, "deploy.max_batch", "1024");
    evaluate_repeatedly(state, scenario);
}
BENCHMARK(BM_EvaluateLargeMoE)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
