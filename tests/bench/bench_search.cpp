// The configuration search. Screening: every layout of the default space (all 14 accelerators x
// 3 weight precisions x 2 KV precisions x TP 1-8 x PP 1-2 x 5 batch caps = 3,360; twice that for
// a MoE model, whose experts are also spread whole) through
// the analytic model and the closed-form tail model; budget >= 2,000 layouts a second on one
// core (read candidates_per_s). Confirmation: the five cheapest layouts (one per GPU, precision
// and TP) re-sized by simulated percentiles at 0.8 CPU-seconds each; budget <= 5 s (read the
// median time). A benchmark: it prints, it never asserts a time.
#include "core/inputs.h"
#include "core/search/search.h"

#include <benchmark/benchmark.h>

#include <algorithm>

namespace {

using namespace capstan;

Scenario scenario_with(std::initializer_list<std::pair<const char*, const char*>> inputs)
{
    Scenario s = default_scenario();
    for (const auto& [path, value] : inputs)
        (void)set_input(s, path, value);
    return s;
}

void screen_space(benchmark::State& state, const Scenario& base)
{
    search::ConfigSpace space = search::default_space();
    space.expert_parallel = base.model.spec.is_moe();   // as capstan-cli search sets it
    int passed = 0;
    for (auto _ : state) {
        search::Screening screening = search::screen(base, space);
        benchmark::DoNotOptimize(screening);
        passed = int(screening.passed.size());
    }
    state.counters["candidates_per_s"] =
        benchmark::Counter(double(space.size()), benchmark::Counter::kIsIterationInvariantRate);
    state.counters["candidates"] = double(space.size());
    state.counters["passed"] = passed;
    state.counters["budget_candidates_per_s"] = 2000;
}

void BM_ScreenChat70B(benchmark::State& state)
{
    screen_space(state, default_scenario());
}
BENCHMARK(BM_ScreenChat70B)->Unit(benchmark::kMillisecond);

void BM_ScreenLongPrompts70B(benchmark::State& state)
{
    screen_space(state, scenario_with({{"workload.isl", "8000"}, {"workload.osl", "100"}}));
}
BENCHMARK(BM_ScreenLongPrompts70B)->Unit(benchmark::kMillisecond);

void BM_ScreenDeepSeekV3(benchmark::State& state)
{
    screen_space(state, scenario_with({{"model.preset", "deepseek-v3"}}));
}
BENCHMARK(BM_ScreenDeepSeekV3)->Unit(benchmark::kMillisecond);

// The confirmation step of run_search: the cheapest screened layout of each of the first five
// GPU/precision/TP families, each sized by simulation.
void confirm_top_five(benchmark::State& state, const Scenario& base)
{
    search::ConfigSpace space = search::default_space();
    space.expert_parallel = base.model.spec.is_moe();   // as capstan-cli search sets it
    search::SearchOptions options;
    options.confirm = 0;
    Expected<search::SearchResult> screened = search::run_search(base, space, options);
    std::vector<search::Layout> top;
    for (const search::Candidate& c : screened->candidates) {
        if (top.size() == 5)
            break;
        const search::Layout& l = c.screened.layout;
        if (std::none_of(top.begin(), top.end(), [&](const search::Layout& t) {
                return t.gpu == l.gpu && t.weight_bits == l.weight_bits && t.kv_bits == l.kv_bits && t.tp == l.tp;
            }))
            top.push_back(l);
    }
    int trials = 0;
    for (auto _ : state) {
        trials = 0;
        for (const search::Layout& layout : top) {
            Expected<search::Confirmation> c = search::confirm_layout(base, space, layout);
            benchmark::DoNotOptimize(c);
            trials += c ? c->simulations : 0;
        }
    }
    state.counters["layouts"] = double(top.size());
    state.counters["trials"] = trials;
    state.counters["budget_s"] = 5;
}

void BM_ConfirmChat70B(benchmark::State& state)
{
    confirm_top_five(state, default_scenario());
}
BENCHMARK(BM_ConfirmChat70B)->Unit(benchmark::kSecond)->Iterations(1);

void BM_ConfirmChat70BMillionUsers(benchmark::State& state)
{
    confirm_top_five(state, scenario_with({{"workload.dau", "1e6"}}));
}
BENCHMARK(BM_ConfirmChat70BMillionUsers)->Unit(benchmark::kSecond)->Iterations(1);

void BM_ConfirmDeepSeekV3(benchmark::State& state)
{
    confirm_top_five(state, scenario_with({{"model.preset", "deepseek-v3"}}));
}
BENCHMARK(BM_ConfirmDeepSeekV3)->Unit(benchmark::kSecond)->Iterations(1);

} // namespace

BENCHMARK_MAIN();
