// Core-and-flex budget (one evaluation of a 30-day hourly curve well under a
// millisecond). Prints figures; never a timed assertion.
#include "core/flex/flex.h"
#include "core/flex/flex_scenario.h"
#include "core/flex/optimal.h"
#include "core/inputs.h"

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>

namespace {

// The default scenario's plan cut to 30 days (720 hours) at a 2-card baseline.
capstan::flex::FlexInput thirty_days()
{
    capstan::flex::FlexOptions options;
    options.horizon_months = 1;
    capstan::Expected<capstan::flex::FlexPlan> plan = capstan::flex::flex_plan(capstan::default_scenario(), options);
    if (!plan) {
        std::fprintf(stderr, "%s\n", plan.error().message().c_str());
        std::abort();
    }
    plan->input.demand_tok_s.resize(720);
    plan->input.baseline_cards = 2;
    return plan->input;
}

void BM_EvaluateFlex30Days(benchmark::State& state)
{
    const capstan::flex::FlexInput input = thirty_days();
    for (auto _ : state)
        benchmark::DoNotOptimize(capstan::flex::evaluate_flex(input));
    state.SetItemsProcessed(state.iterations() * 720);
}
BENCHMARK(BM_EvaluateFlex30Days)->Unit(benchmark::kMicrosecond);

void BM_OptimalBaseline30Days(benchmark::State& state)
{
    const capstan::flex::FlexInput input = thirty_days();
    for (auto _ : state)
        benchmark::DoNotOptimize(capstan::flex::optimal_baseline(input));
}
BENCHMARK(BM_OptimalBaseline30Days)->Unit(benchmark::kMicrosecond);

void BM_RunFlexDefault12Months(benchmark::State& state)
{
    const capstan::Scenario scenario = capstan::default_scenario();
    for (auto _ : state)
        benchmark::DoNotOptimize(capstan::flex::run_flex(scenario, capstan::flex::FlexOptions{}));
}
BENCHMARK(BM_RunFlexDefault12Months)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
