// The simulator's building blocks: the streaming histogram reads quantiles back within its 1%
// buckets; the arrival processes and length distributions have the rates, CVs and shapes asked
// for; a closed loop never holds more requests than users.
#include "sim_support.h"

#include "core/sim/arrivals.h"
#include "core/sim/lengths.h"
#include "core/sim/random.h"
#include "core/sim/stats.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

using namespace capstan;

class TestSimRandom final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void histogramQuantiles_data();
    void histogramQuantiles();
    void normalQuantile_data();
    void normalQuantile();
    void interArrivals_data();
    void interArrivals();
    void dayProfile();
    void lognormalLengths_data();
    void lognormalLengths();
    void closedLoopBounded();
};

void TestSimRandom::histogramQuantiles_data()
{
    QTest::addColumn<int>("shape");   // 0 exponential, 1 uniform, 2 lognormal CV 2
    QTest::addRow("exponential, mean 100 ms: p50/p90/p99 within 0.5%% (1%% buckets)") << 0;
    QTest::addRow("uniform 10 .. 1000 ms: within 0.5%%") << 1;
    QTest::addRow("lognormal mean 50 CV 2: within 0.5%%") << 2;
}

void TestSimRandom::histogramQuantiles()
{
    QFETCH(int, shape);
    sim::Rng rng(7);
    sim::LogHistogram histogram;
    std::vector<double> samples;
    for (int i = 0; i < 100000; ++i) {
        const double x = shape == 0 ? rng.exponential(100) : shape == 1 ? 10 + 990 * rng.uniform() : rng.lognormal_mean_cv(50, 2);
        samples.push_back(x);
        histogram.add(x);
    }
    std::sort(samples.begin(), samples.end());
    for (double q : {0.5, 0.9, 0.99, 0.999}) {
        const double exact = samples[std::size_t(std::ceil(q * double(samples.size()))) - 1];
        QVERIFY2(std::abs(histogram.quantile(q) / exact - 1) < 0.005, qPrintable(QString::number(q)));
    }
}

void TestSimRandom::normalQuantile_data()
{
    QTest::addColumn<double>("p");
    QTest::addColumn<double>("z");
    QTest::addRow("p 0.5: z 0") << 0.5 << 0.0;
    QTest::addRow("p 0.975: z 1.959964 (tables)") << 0.975 << 1.959964;
    QTest::addRow("p 0.99: z 2.326348") << 0.99 << 2.326348;
    QTest::addRow("p 0.001: z -3.090232") << 0.001 << -3.090232;
}

void TestSimRandom::normalQuantile()
{
    QFETCH(double, p);
    QFETCH(double, z);
    QVERIFY(std::abs(sim::normal_quantile(p) - z) < 1e-6);
}

void TestSimRandom::interArrivals_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<double>("cv");
    QTest::addRow("Poisson 5 req/s: gap mean 0.2 s, CV 1") << int(sim::ArrivalKind::Poisson) << 1.0;
    QTest::addRow("Gamma CV 2 at 5 req/s: gap mean 0.2 s, CV 2") << int(sim::ArrivalKind::Gamma) << 2.0;
    QTest::addRow("Gamma CV 0.5 at 5 req/s: gap mean 0.2 s, CV 0.5") << int(sim::ArrivalKind::Gamma) << 0.5;
}

void TestSimRandom::interArrivals()
{
    QFETCH(int, kind);
    QFETCH(double, cv);
    sim::ArrivalSpec spec;
    spec.kind = sim::ArrivalKind(kind);
    spec.rate_rps = 5;
    spec.cv = cv;
    sim::ArrivalSource source(spec, 3, 200000);
    sim::Welford gaps;
    double last = 0;
    while (source.peek() < sim::ArrivalSource::kNever) {
        const double t = source.pop().time_s;
        gaps.add(t - last);
        last = t;
    }
    QCOMPARE(gaps.count(), std::int64_t(200000));
    QVERIFY(std::abs(gaps.mean() / 0.2 - 1) < 0.02);
    QVERIFY(std::abs(std::sqrt(gaps.variance()) / gaps.mean() / cv - 1) < 0.03);
}

void TestSimRandom::dayProfile()
{
    // One simulated hour per 100 s; arrivals per hour follow the multipliers.
    sim::ArrivalSpec spec;
    spec.kind = sim::ArrivalKind::Profile;
    spec.rate_rps = 20;
    spec.hour_s = 100;
    const std::array<double, 24> day = sim::default_day_profile();
    QVERIFY(std::abs(std::accumulate(day.begin(), day.end(), 0.0) / 24 - 1) < 1e-12);
    sim::ArrivalSource source(spec, 5, 10'000'000);
    std::array<double, 24> counts{};
    while (source.peek() < 2400)
        counts[std::size_t(source.pop().time_s / 100)] += 1;
    for (std::size_t h = 0; h < 24; ++h) {
        const double expected = 20 * 100 * day[h];
        QVERIFY2(std::abs(counts[h] - expected) < 4 * std::sqrt(expected), qPrintable(QString::number(h)));
    }
}

void TestSimRandom::lognormalLengths_data()
{
    QTest::addColumn<double>("mean");
    QTest::addColumn<double>("cv");
    QTest::addRow("chatbot prompts: mean 1000, CV 1.0 (use-case preset)") << 1000.0 << 1.0;
    QTest::addRow("chatbot answers: mean 250, CV 0.8") << 250.0 << 0.8;
    QTest::addRow("fixed 467: CV 0") << 467.0 << 0.0;
}

void TestSimRandom::lognormalLengths()
{
    QFETCH(double, mean);
    QFETCH(double, cv);
    sim::Rng rng(11);
    sim::Welford w;
    for (int i = 0; i < 400000; ++i)
        w.add(sim::draw_length({mean, cv}, rng, 1 << 20));
    QVERIFY(std::abs(w.mean() / mean - 1) < 0.02);
    QVERIFY(std::abs(std::sqrt(w.variance()) / w.mean() - cv) < 0.05 * std::max(cv, 0.1));
}

void TestSimRandom::closedLoopBounded()
{
    const Scenario s = default_scenario();
    sim::SimConfig c = sim::default_config(s);
    c.arrivals.kind = sim::ArrivalKind::Closed;
    c.arrivals.users = 32;
    c.arrivals.think_s = 2;
    c.requests = 5000;
    const sim::SimResult r = test::run_or_die(s, c);
    QVERIFY(r.stable);
    QVERIFY(r.peak_in_system <= 32);
    // Each user alternates thinking and waiting: in system = users x W / (W + Z).
    const double expected = 32 * r.e2e_ms.mean / (r.e2e_ms.mean + 2000);
    QVERIFY(std::abs(r.in_system_mean / expected - 1) < 0.05);
}

QTEST_APPLESS_MAIN(TestSimRandom)
#include "tst_sim_random.moc"
