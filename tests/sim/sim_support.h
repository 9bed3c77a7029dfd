#pragma once

#include "tests/core/test_support.h"

#include "core/sim/analytic.h"
#include "core/sim/simulator.h"

#include <QString>
#include <QtGlobal>

#include <string>
#include <string_view>

namespace capstan::test {

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
    return qEnvironmentVariable("CAPSTAN_TEST_DATA") + QLatin1Char('/') + QLatin1String(relative);
}

} // namespace capstan::test
