// Percentile sizing (SPEC 2.6): the count found meets the SLO at its percentile and one fewer
// does not; an SLO an idle replica cannot meet gives 0 replicas and names the constraint; a
// tighter SLO never needs fewer replicas.
#include "sim_support.h"

#include "core/sim/percentile_sizing.h"

#include <QTest>

#include <atomic>
#include <cstdio>

using namespace capstan;

namespace {

sim::PercentileSizing size_or_die(const Scenario& s, const sim::PercentileSizingOptions& o = {})
{
    Expected<sim::PercentileSizing> z = sim::size_by_percentile(s, o);
    if (!z)
        qFatal("size_by_percentile: %s", z.error().message().c_str());
    std::printf("  %d replicas (%d GPUs), met %d, binding %s: p%g TTFT %.0f +/- %.0f ms, TPOT %.1f +/- %.1f ms; "
                "analytic guess %d; %d simulations\n",
                z->replicas, z->gpus, z->met, std::string(sim::to_string(z->binding)).c_str(), z->percentile,
                z->ttft_ms, z->ttft_ci95_ms, z->tpot_ms, z->tpot_ci95_ms, z->analytic_replicas, z->simulations);
    return *z;
}

} // namespace

class TestPercentileSizing final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void fewestThatMeet_data();
    void fewestThatMeet();
    void unreachableSlo_data();
    void unreachableSlo();
    void tighterSloNeverFewer();
    void progressClimbsToOne();
};

void TestPercentileSizing::fewestThatMeet_data()
{
    QTest::addColumn<QString>("tpot_ms");
    QTest::addColumn<QString>("binding");
    QTest::addRow("default chatbot at its peak, p99 TPOT <= 50 ms: TPOT binds") << "50" << "tpot";
    QTest::addRow("p99 TPOT <= 30 ms: more replicas, TPOT binds") << "30" << "tpot";
}

void TestPercentileSizing::fewestThatMeet()
{
    QFETCH(QString, tpot_ms);
    QFETCH(QString, binding);
    Scenario s = default_scenario();
    test::set_or_die(s, "slo.tpot_ms", tpot_ms.toStdString());
    sim::PercentileSizingOptions o;
    const sim::PercentileSizing z = size_or_die(s, o);
    QVERIFY(z.met);
    QCOMPARE(QString::fromLatin1(sim::to_string(z.binding).data()), binding);
    QVERIFY(z.ttft_ms <= s.slo.ttft_ms && z.tpot_ms <= s.slo.tpot_ms);
    QCOMPARE(z.gpus, z.replicas * s.deploy.tp);
    if (z.replicas > 1) {
        // The same trial one replica smaller misses.
        o.max_replicas = z.replicas - 1;
        const sim::PercentileSizing fewer = size_or_die(s, o);
        QVERIFY(!fewer.met);
    }
}

void TestPercentileSizing::unreachableSlo_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("binding");
    QTest::addRow("p99 TPOT <= 10 ms below the 16.3 ms batch-1 step: 0 replicas, TPOT") << "slo.tpot_ms" << "10" << "tpot";
    QTest::addRow("p99 TTFT <= 100 ms below a long prompt's prefill: 0 replicas, TTFT") << "slo.ttft_ms" << "100" << "ttft";
}

void TestPercentileSizing::unreachableSlo()
{
    QFETCH(QString, path);
    QFETCH(QString, value);
    QFETCH(QString, binding);
    Scenario s = default_scenario();
    test::set_or_die(s, path.toStdString(), value.toStdString());
    const sim::PercentileSizing z = size_or_die(s);
    QVERIFY(!z.met);
    QCOMPARE(z.replicas, 0);
    QCOMPARE(QString::fromLatin1(sim::to_string(z.binding).data()), binding);
}

void TestPercentileSizing::tighterSloNeverFewer()
{
    int last = 0;
    for (const char* tpot : {"60", "45", "35"}) {
        Scenario s = default_scenario();
        test::set_or_die(s, "slo.tpot_ms", tpot);
        const sim::PercentileSizing z = size_or_die(s);
        QVERIFY(z.met);
        QVERIFY(z.replicas >= last);
        last = z.replicas;
    }
}

// The workbench's progress bar reads this share: it climbs with each trial, stays below 1
// while the search runs, and is exactly 1 when it returns.
void TestPercentileSizing::progressClimbsToOne()
{
    std::atomic<double> progress{0.0};
    std::atomic<bool> cancelled{false};
    sim::PercentileSizingOptions o;
    o.progress = &progress;
    const sim::PercentileSizing z = size_or_die(default_scenario(), o);
    QVERIFY(z.simulations >= 3);
    QCOMPARE(progress.load(), 1.0);

    // Cancelled before the first trial: the search stops with an error, short of 1.
    std::atomic<double> partial{0.0};
    cancelled = true;
    o.progress = &partial;
    o.cancelled = &cancelled;
    QVERIFY(!sim::size_by_percentile(default_scenario(), o));
    QVERIFY(partial.load() < 1.0);
}

QTEST_APPLESS_MAIN(TestPercentileSizing)
#include "tst_percentile_sizing.moc"
