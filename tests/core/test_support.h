#pragma once

#include "core/evaluate.h"
#include "core/inputs.h"
#include "core/scenario.h"

#include <QtGlobal>

#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

namespace capstan::test {

// Sets one input or stops the test: a fixture that cannot be built is a broken test.
inline void set_or_die(Scenario& s, std::string_view path, const std::string& value)
{
    if (Status set = set_input(s, path, value); !set)
        qFatal("fixture: %s", set.error().message().c_str());
}

// The default scenario with some inputs set, in order (a preset before what refines it).
inline Scenario scenario_with(std::initializer_list<std::pair<const char*, const char*>> inputs)
{
    Scenario s = default_scenario();
    for (const auto& [path, value] : inputs)
        set_or_die(s, path, value);
    return s;
}

// A scenario for one published configuration: no prefix-cache hits, default efficiencies.
inline Scenario scenario_for(std::string_view model, std::string_view gpu, int weight_bits, int kv_bits,
                             int tp, int isl, int osl)
{
    Scenario s = default_scenario();
    set_or_die(s, "model.preset", std::string(model));
    set_or_die(s, "gpu.preset", std::string(gpu));
    set_or_die(s, "model.weight_bits", std::to_string(weight_bits));
    set_or_die(s, "model.kv_bits", std::to_string(kv_bits));
    set_or_die(s, "deploy.tp", std::to_string(tp));
    set_or_die(s, "workload.isl", std::to_string(isl));
    set_or_die(s, "workload.osl", std::to_string(osl));
    set_or_die(s, "workload.cache_hit", "0");
    return s;
}

// The seed's ceiling case: ideal efficiencies, no overhead, no all-reduce cost.
inline void make_ideal(Scenario& s)
{
    s.deploy.bw_efficiency = 1;
    s.deploy.compute_efficiency = 1;
    s.deploy.low_precision_efficiency = 1;
    s.deploy.fp4_efficiency = 1;
    s.deploy.ada_efficiency = 1;
    s.deploy.moe_gemm_efficiency = 1;
    s.deploy.gemm_overlap_loss = 0;
    s.deploy.step_overhead_ms = 0;
    s.deploy.allreduce_latency_us = 0;
    s.deploy.expert_overhead_us = 0;
    s.deploy.first_token_ms = 0;
}

// The model's answer for a scenario, or the test stops: every fixture here is a valid scenario.
inline Result evaluated(const Scenario& s)
{
    Expected<Result> r = evaluate(s);
    if (!r)
        qFatal("evaluate: %s", r.error().message().c_str());
    return *r;
}

} // namespace capstan::test
