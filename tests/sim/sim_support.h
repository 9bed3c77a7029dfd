#pragma once

#include "core/inputs.h"
#include "core/scenario.h"
#include "core/sim/analytic.h"
#include "core/sim/simulator.h"

#include <QString>
#include <QtGlobal>

#include <string>
#include <string_view>

namespace capstan::test {

// Sets one input or stops the test: a fixture that cannot be built is a broken test.
inline void set_or_die(Scenario& s, std::string_view path, const std::string& value)
{
    if (Status set = set_input(s, path, value); !set)
        qFatal("fixture: %s", set.error().message().c_str());
}

// A published configuration: no prefix-cache hits (benchmarks send random prompts), the
// scenario's default efficiency factors.
inline Scenario scenario_for(std::string_view model, std::string_view gpu, int weight_bits, int kv_bits, int tp,
                             int isl, int osl)
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

// One replica's saturation rate, from the analytic approximation (the simulator agrees to a
// few per cent; tst_analytic prints by how much).
inline double saturation_rps(const Scenario& s)
{
    return sim::TailModel(s).saturation_rps(1);
}

inline sim::SimConfig poisson(const Scenario& s, double rate_rps, std::int64_t requests, std::uint64_t seed = 1)
{
    sim::SimConfig c = sim::default_config(s);
    c.arrivals.kind = sim::ArrivalKind::Poisson;
    c.arrivals.rate_rps = rate_rps;
    c.requests = requests;
    c.seed = seed;
    return c;
}

inline sim::SimResult run_or_die(const Scenario& s, const sim::SimConfig& c, const sim::RequestSink& sink = {})
{
    Expected<sim::SimResult> r = sim::simulate(s, c, sink);
    if (!r)
        qFatal("simulate: %s", r.error().message().c_str());
    return *r;
}

inline QString data_path(const char* relative)
{
    return QStringLiteral(CAPSTAN_SIM_TEST_DATA "/") + QLatin1String(relative);
}

} // namespace capstan::test
