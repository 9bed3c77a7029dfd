// Percentile sizing over a spread of scenarios: long answers with few seats, long
// prompts, TPOT-bound, MoE and MLA, TP 1-8, 1 to millions of replicas, routers, infeasible SLOs.
// Prints, per scenario, the simulated count with its interval, the closed-form tail model's
// count and its error, the trials and the wall time; then the median and worst time and the
// tail model's error over the feasible scenarios. A benchmark: it prints, it never asserts a
// time (the budget is 1 s median, 3 s worst on one core).
#include "core/inputs.h"
#include "core/sim/percentile_sizing.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

using namespace capstan;

namespace {

struct Case final {
    const char* name;
    std::vector<std::pair<const char*, const char*>> inputs;
};

const std::vector<Case>& cases()
{
    using P = std::pair<const char*, const char*>;
    const std::vector<P> long_answers{{"model.weight_bits", "8"}, {"model.kv_bits", "8"}, {"deploy.tp", "1"},
                                      {"workload.isl", "128"}, {"workload.osl", "2048"}};
    auto with = [](std::vector<P> base, std::vector<P> more) {
        base.insert(base.end(), more.begin(), more.end());
        return base;
    };
    static const std::vector<Case> all{
        {"default chatbot (70B FP8, TP 2, H100)", {}},
        {"long answers, few seats", long_answers},
        {"long answers, 2x the users", with(long_answers, {{"workload.dau", "200000"}})},
        {"long answers, jsq router", with(long_answers, {{"sim.router", "jsq"}})},
        {"long answers, power-of-two router", with(long_answers, {{"sim.router", "power-of-two"}})},
        {"long answers, kv-aware router", with(long_answers, {{"sim.router", "kv-aware"}})},
        {"long answers, round-robin router", with(long_answers, {{"sim.router", "round-robin"}})},
        {"TPOT-bound: p99 TPOT <= 30 ms", {{"slo.tpot_ms", "30"}}},
        {"tight TTFT: p99 <= 500 ms", {{"slo.ttft_ms", "500"}}},
        {"p95 promise", {{"slo.percentile", "95"}}},
        {"p99.9 promise", {{"slo.percentile", "99.9"}}},
        {"TP 1 on H100", {{"deploy.tp", "1"}}},
        {"TP 4 on H100", {{"deploy.tp", "4"}}},
        {"TP 8, 405B", {{"model.preset", "llama-3.1-405b"}, {"deploy.tp", "8"}}},
        {"8B on L40S, TP 1", {{"model.preset", "llama-3.1-8b"}, {"gpu.preset", "l40s"}, {"deploy.tp", "1"}}},
        {"8B on H100, 10 M daily users", {{"model.preset", "llama-3.1-8b"}, {"deploy.tp", "1"}, {"workload.dau", "1e7"}}},
        {"MoE: Mixtral 8x7B, TP 2", {{"model.preset", "mixtral-8x7b"}}},
        {"MLA: DeepSeek-V3 FP8, TP 8 on H200", {{"model.preset", "deepseek-v3"}, {"gpu.preset", "h200-sxm"}, {"deploy.tp", "8"}}},
        {"Qwen2.5-72B BF16 on A100, TP 4",
         {{"model.preset", "qwen2.5-72b"}, {"gpu.preset", "a100-80gb"}, {"model.weight_bits", "16"},
          {"model.kv_bits", "16"}, {"deploy.tp", "4"}}},
        {"70B FP4 on B200, TP 1", {{"gpu.preset", "b200"}, {"model.weight_bits", "4"}, {"deploy.tp", "1"}}},
        {"long prompts: agent use case, TTFT <= 10 s", {{"workload.use_case", "agent"}, {"slo.ttft_ms", "10000"}}},
        {"long answers: content use case", {{"workload.use_case", "content"}}},
        {"translation use case", {{"workload.use_case", "translation"}}},
        {"prompt-cache hits 80%", {{"workload.cache_hit", "0.8"}}},
        {"one replica: 1,000 daily users", {{"workload.dau", "1000"}}},
        {"10,000+ replicas: 300 M daily users", {{"workload.dau", "300e6"}}},
        {"millions of replicas: 1e7 requests/s", {{"workload.rate_rps", "1e7"}}},
        {"infeasible: 8,000-token prompts, TTFT <= 2 s", {{"workload.use_case", "agent"}}},
        {"infeasible: p99 TPOT <= 10 ms", {{"slo.tpot_ms", "10"}}},
    };
    return all;
}

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

} // namespace

int main(int argc, char** argv)
{
    // --no-early-stop: every trial runs all its arrivals (the comparison for early stopping);
    // any other argument runs only the scenarios whose name contains it.
    sim::PercentileSizingOptions options;
    std::string only;
    for (int i = 1; i < argc; ++i) {
        if (std::string(argv[i]) == "--no-early-stop")
            options.early_stop = false;
        else
            only = argv[i];
    }
    std::vector<double> seconds, errors;
    int close = 0;   // within 15% or, for small counts, one replica
    std::printf("%-46s %10s %21s %9s %7s %6s %7s\n", "scenario", "replicas", "interval", "tail mdl", "error",
                "trials", "time s");
    for (const Case& c : cases()) {
        if (!only.empty() && std::string(c.name).find(only) == std::string::npos)
            continue;
        Scenario s = default_scenario();
        for (const auto& [path, value] : c.inputs)
            if (Status set = set_input(s, path, value); !set) {
                std::printf("%-46s input error: %s\n", c.name, set.error().message().c_str());
                return 1;
            }
        const auto start = std::chrono::steady_clock::now();
        Expected<sim::PercentileSizing> z = sim::size_by_percentile(s, options);
        const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        seconds.push_back(took);
        if (!z) {
            std::printf("%-46s error: %s\n", c.name, z.error().message().c_str());
            continue;
        }
        if (!z->met) {
            // The tail model finds no count either (its search stops at max_replicas).
            std::printf("%-46s %10s %21s %9s %7s %6d %7.3f  %s\n", c.name, "not met", "", "none", "", z->simulations, took,
                        z->reason.c_str());
            continue;
        }
        const double error = double(z->analytic_replicas) / z->replicas - 1;
        errors.push_back(std::abs(error));
        if (std::abs(error) <= 0.15 || std::abs(z->analytic_replicas - z->replicas) <= 1)
            ++close;
        const std::string interval = "[" + std::to_string(z->replicas_low) + ", " + std::to_string(z->replicas_high) + "]";
        std::printf("%-46s %10d %21s %9d %+6.0f%% %6d %7.3f%s\n", c.name, z->replicas, interval.c_str(),
                    z->analytic_replicas, error * 100, z->simulations, took, z->budget_ran_out ? "  (budget ran out)" : "");
    }
    std::printf("\n%zu scenarios: time median %.3f s, worst %.3f s (budget 1 s median, 3 s worst)\n", seconds.size(),
                median(seconds), seconds.empty() ? 0.0 : *std::max_element(seconds.begin(), seconds.end()));
    std::printf("tail model vs simulated count over %zu feasible scenarios: median |error| %.0f%%, worst %.0f%% "
                "(target 15%%)\n",
                errors.size(), median(errors) * 100, errors.empty() ? 0.0 : *std::max_element(errors.begin(), errors.end()) * 100);
    std::printf("within 15%% or one replica: %d of %zu\n", close, errors.size());
    return 0;
}
