// The closed-form tail approximation against the simulator over a grid of loads (0.2 .. 0.9 of
// a replica's saturation rate), burstiness (inter-arrival CV 1 and 2) and lengths, printed as a
// table of relative errors (analytic / simulated - 1). Its limits are tested exactly.
#include "sim_support.h"

#include "core/roofline.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace capstan;

namespace {

// The figures compared, in table order.
constexpr std::array<const char*, 6> kFigures{"TTFT mean", "TTFT p50", "TTFT p90", "TTFT p99", "TPOT mean", "TPOT p99"};

} // namespace

class TestAnalytic final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void idleLimits_data();
    void idleLimits();
    void unstableAtSaturation();
    void monotoneInRate();
    void grid_data();
    void grid();
    void gridSummary();

private:
    std::vector<std::array<double, kFigures.size()>> errors_;
};

void TestAnalytic::idleLimits_data()
{
    QTest::addColumn<int>("isl");
    QTest::addColumn<int>("osl");
    QTest::addRow("70B fp8 TP2 1000/250 (30%% cached): TTFT = Roofline::prefill + first-token latency, TPOT = batch-1 step") << 1000 << 250;
    QTest::addRow("70B fp8 TP2 4000/100: same limits") << 4000 << 100;
}

void TestAnalytic::idleLimits()
{
    QFETCH(int, isl);
    QFETCH(int, osl);
    Scenario s = default_scenario();
    test::set_or_die(s, "workload.isl", std::to_string(isl));
    test::set_or_die(s, "workload.osl", std::to_string(osl));
    const Roofline roofline(s);
    sim::TailInputs in;
    in.rate_rps = 1e-9;
    const sim::TailEstimate e = sim::estimate_tail(s, in);
    const double prefill_ms =
        (roofline.prefill(roofline.uncached_prompt_tokens(), roofline.cached_prompt_tokens()).total_s + roofline.first_token_s()) * 1e3;
    QVERIFY(s.deploy.first_token_ms > 0);
    StepLoad lone;
    lone.decode_seqs = 1;
    lone.decode_context = isl + osl / 2.0;
    const double step_ms = roofline.step(lone).total_s * 1e3;
    QVERIFY(e.stable);
    QVERIFY(std::abs(e.ttft_ms.p50 / prefill_ms - 1) < 1e-6);
    // The waits are read off moment-matched distributions: a wait with a chance of 1e-8 moves
    // the p99 by a few microseconds, not by nothing.
    QVERIFY(std::abs(e.ttft_ms.p99 / prefill_ms - 1) < 1e-4);
    QVERIFY(std::abs(e.tpot_ms.mean / step_ms - 1) < 1e-3);
}

void TestAnalytic::unstableAtSaturation()
{
    const Scenario s = default_scenario();
    const sim::TailModel model(s);
    sim::TailInputs in;
    in.rate_rps = 1.01 * model.saturation_rps(1);
    const sim::TailEstimate e = model.estimate(in);
    QVERIFY(!e.stable);
    QVERIFY(std::isnan(e.ttft_ms.p99));
    in.replicas = 2;
    QVERIFY(model.estimate(in).stable);
}

void TestAnalytic::monotoneInRate()
{
    const Scenario s = default_scenario();
    const sim::TailModel model(s);
    double last_ttft = 0, last_tpot = 0;
    for (double load = 0.05; load < 0.96; load += 0.05) {
        sim::TailInputs in;
        in.rate_rps = load * model.saturation_rps(1);
        const sim::TailEstimate e = model.estimate(in);
        QVERIFY(e.stable);
        QVERIFY(e.ttft_ms.p99 >= last_ttft);
        QVERIFY(e.tpot_ms.p99 >= last_tpot);
        last_ttft = e.ttft_ms.p99;
        last_tpot = e.tpot_ms.p99;
    }
}

void TestAnalytic::grid_data()
{
    QTest::addColumn<int>("isl");
    QTest::addColumn<int>("osl");
    QTest::addColumn<double>("cv");
    QTest::addColumn<double>("load");
    for (const auto& [isl, osl] : {std::pair{1000, 250}, std::pair{2000, 200}, std::pair{300, 1000}})
        for (double cv : {1.0, 2.0})
            for (double load : {0.2, 0.4, 0.6, 0.8, 0.9})
                QTest::addRow("%d/%d CV %g at %g of saturation: errors printed", isl, osl, cv, load)
                    << isl << osl << cv << load;
}

void TestAnalytic::grid()
{
    QFETCH(int, isl);
    QFETCH(int, osl);
    QFETCH(double, cv);
    QFETCH(double, load);
    Scenario s = default_scenario();
    test::set_or_die(s, "workload.isl", std::to_string(isl));
    test::set_or_die(s, "workload.osl", std::to_string(osl));
    const sim::TailModel model(s);
    sim::SimConfig c = test::poisson(s, load * model.saturation_rps(1), 40000);
    if (cv != 1.0) {
        c.arrivals.kind = sim::ArrivalKind::Gamma;
        c.arrivals.cv = cv;
    }
    const sim::SimResult r = test::run_or_die(s, c);
    sim::TailInputs in;
    in.rate_rps = c.arrivals.rate_rps;
    in.arrival_cv = cv;
    const sim::TailEstimate e = model.estimate(in);
    QVERIFY(r.stable);
    QVERIFY(e.stable);
    const std::array<double, kFigures.size()> simulated{r.ttft_ms.mean, r.ttft_ms.at(50), r.ttft_ms.at(90),
                                                        r.ttft_ms.at(99), r.tpot_ms.mean, r.tpot_ms.at(99)};
    const std::array<double, kFigures.size()> analytic{e.ttft_ms.mean, e.ttft_ms.p50, e.ttft_ms.p90,
                                                       e.ttft_ms.p99, e.tpot_ms.mean, e.tpot_ms.p99};
    std::array<double, kFigures.size()> error{};
    std::printf("  %4d/%-4d CV %g load %.1f |", isl, osl, cv, load);
    for (std::size_t i = 0; i < kFigures.size(); ++i) {
        error[i] = analytic[i] / simulated[i] - 1;
        std::printf(" %s %.0f/%.0f %+.0f%% |", kFigures[i], analytic[i], simulated[i], error[i] * 100);
    }
    std::printf("\n");
    errors_.push_back(error);
}

void TestAnalytic::gridSummary()
{
    QCOMPARE(int(errors_.size()), 30);
    std::printf("\n  analytic vs simulated over %zu grid points: median |error| (worst)\n", errors_.size());
    for (std::size_t i = 0; i < kFigures.size(); ++i) {
        std::vector<double> abs_errors;
        for (const auto& e : errors_)
            abs_errors.push_back(std::abs(e[i]));
        std::sort(abs_errors.begin(), abs_errors.end());
        const double median = abs_errors[abs_errors.size() / 2];
        std::printf("  %-10s %5.1f%%  (%5.1f%%)\n", kFigures[i], median * 100, abs_errors.back() * 100);
        // A regression guard, not a claim of accuracy: the table above is the claim.
        QVERIFY2(median < 0.30, kFigures[i]);
    }
}

QTEST_APPLESS_MAIN(TestAnalytic)
#include "tst_analytic.moc"
