// Percentile sizing (SPEC 2.6): the count found meets the SLO at its percentile and one fewer
// does not; an SLO an idle replica cannot meet gives 0 replicas and names the constraint; a
// tighter SLO never needs fewer replicas.
#include "sim_support.h"

#include "core/sim/percentile_sizing.h"

#include <QTest>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <utility>
#include <vector>

using namespace capstan;

namespace {

// A generous time budget: the answer must not depend on how loaded the machine running the test
// is (the default 1 s budget can stop a search early on a busy machine).
sim::PercentileSizing size_or_die(const Scenario& s, sim::PercentileSizingOptions o = {})
{
    if (o.time_budget_s <= 0)
        o.time_budget_s = 60;
    Expected<sim::PercentileSizing> z = sim::size_by_percentile(s, o);
    if (!z)
        qFatal("size_by_percentile: %s", z.error().message().c_str());
    std::printf("  %d replicas [%d, %d] (%d GPUs), met %d, binding %s: p%g TTFT %.0f +/- %.0f ms, TPOT %.1f +/- %.1f "
                "ms; over the SLO %.2f%% / %.2f%%; tail model %d; %d simulations in %.2f s\n",
                z->replicas, z->replicas_low, z->replicas_high, z->gpus, z->met,
                std::string(sim::to_string(z->binding)).c_str(), z->percentile, z->ttft_ms, z->ttft_ci95_ms, z->tpot_ms,
                z->tpot_ci95_ms, z->ttft_over_share * 100, z->tpot_over_share * 100, z->analytic_replicas,
                z->simulations, z->seconds);
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
    void soundAtTheCount_data();
    void soundAtTheCount();
    void seedsAgreeWithinIntervals();
    void moreTrafficNeverFewer();
    void computeBoundFleetGrowsWithTraffic();
    void tailModelNearSimulated_data();
    void tailModelNearSimulated();
    void earlyStopKeepsTheAnswer();
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

namespace {

// The long-answer case: 70B in 8 bits on one H100 each, 128-token prompts, 2,048-token answers.
Scenario long_answers()
{
    Scenario s = default_scenario();
    for (const auto& [path, value] : {std::pair<const char*, const char*>{"model.preset", "llama-3.1-70b"},
                                      {"model.weight_bits", "8"}, {"model.kv_bits", "8"}, {"gpu.preset", "h100-sxm"},
                                      {"deploy.tp", "1"}, {"workload.isl", "128"}, {"workload.osl", "2048"}})
        test::set_or_die(s, path, value);
    return s;
}

// An independent check of a count: another seed, four times the measured requests.
sim::SimResult independent_run(const Scenario& s, const sim::PercentileSizing& z, int replicas)
{
    sim::SimConfig c = sim::traffic_config(s, replicas, z.rate_rps);
    c.seed = 99;
    c.warmup = 20000;
    c.requests = c.warmup + 160000;
    return test::run_or_die(s, c);
}

} // namespace

void TestPercentileSizing::soundAtTheCount_data()
{
    QTest::addColumn<QString>("name");
    QTest::addRow("default chatbot (TPOT binds)") << "default";
    QTest::addRow("2,048-token answers on one H100, few seats (TTFT binds)") << "long";
}

// At the count, a run with another seed and four times the requests meets the percentile
// within its confidence; at 85% of it, the share over the SLO is clearly above the target.
void TestPercentileSizing::soundAtTheCount()
{
    QFETCH(QString, name);
    const Scenario s = name == QLatin1String("long") ? long_answers() : default_scenario();
    const sim::PercentileSizing z = size_or_die(s);
    QVERIFY(z.met);
    QVERIFY(z.replicas_low <= z.replicas && z.replicas <= z.replicas_high);
    const double target = 1 - s.slo.percentile / 100;
    const sim::SimResult at = independent_run(s, z, z.replicas);
    std::printf("  independent run at %d: over the SLO %.3f%% +- %.3f / %.3f%% +- %.3f (target %.2f%%)\n", z.replicas,
                at.ttft_over_slo.share * 100, at.ttft_over_slo.ci95 * 100, at.tpot_over_slo.share * 100,
                at.tpot_over_slo.ci95 * 100, target * 100);
    QVERIFY(at.stable);
    QVERIFY(at.ttft_over_slo.lower95 <= target && at.tpot_over_slo.lower95 <= target);
    if (z.replicas >= 7) {
        const int fewer = int(0.85 * z.replicas);
        const sim::SimResult below = independent_run(s, z, fewer);
        std::printf("  independent run at %d: over the SLO %.3f%% / %.3f%%\n", fewer,
                    below.ttft_over_slo.share * 100, below.tpot_over_slo.share * 100);
        QVERIFY(!below.stable || below.ttft_over_slo.lower95 > target || below.tpot_over_slo.lower95 > target);
    }
}

// Five seeds: each count inside the others' intervals (widened by one replica for rounding).
void TestPercentileSizing::seedsAgreeWithinIntervals()
{
    const Scenario s = long_answers();
    std::vector<sim::PercentileSizing> runs;
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        sim::PercentileSizingOptions o;
        o.seed = seed;
        runs.push_back(size_or_die(s, o));
    }
    int low = 0, high = 1 << 30;
    for (const sim::PercentileSizing& z : runs) {
        low = std::max(low, z.replicas_low);
        high = std::min(high, z.replicas_high);
    }
    std::printf("  intervals overlap on [%d, %d]\n", low, high);
    for (const sim::PercentileSizing& z : runs)
        QVERIFY2(std::abs(z.replicas - runs.front().replicas) <= 0.06 * runs.front().replicas,
                 qPrintable(QStringLiteral("%1 vs %2").arg(z.replicas).arg(runs.front().replicas)));
    QVERIFY(low <= high + 1);
}

void TestPercentileSizing::moreTrafficNeverFewer()
{
    int last = 0;
    for (const char* dau : {"50000", "100000", "150000", "200000", "400000"}) {
        Scenario s = long_answers();
        test::set_or_die(s, "workload.dau", dau);
        const sim::PercentileSizing z = size_or_die(s);
        QVERIFY(z.met);
        QVERIFY2(z.replicas >= last, dau);
        last = z.replicas;
    }
}

// 8B FP8 on single H100s: a compute-bound replica's batch settles slowly, so a short trial's
// in-system count still creeps up when the fleet is not behind. Its verdict is checked on a
// longer window: the count rises with the traffic (it once gave 130 replicas at 8 M daily users
// and 71 at 9 M) and stays near the tail model's.
void TestPercentileSizing::computeBoundFleetGrowsWithTraffic()
{
    int last = 0;
    for (const char* dau : {"8000000", "9000000", "10000000"}) {
        Scenario s = default_scenario();
        test::set_or_die(s, "model.preset", "llama-3.1-8b");
        test::set_or_die(s, "deploy.tp", "1");
        test::set_or_die(s, "workload.dau", dau);
        const sim::PercentileSizing z = size_or_die(s);
        QVERIFY(z.met);
        QVERIFY2(z.replicas >= last, dau);
        last = z.replicas;
        const sim::TailModelSizing tail = sim::tail_model_sizing(s, z.rate_rps);
        QVERIFY2(std::abs(double(tail.replicas) / z.replicas - 1.0) <= 0.15,
                 qPrintable(QStringLiteral("%1: simulated %2, tail model %3").arg(QLatin1String(dau)).arg(z.replicas).arg(tail.replicas)));
    }
}

QTEST_APPLESS_MAIN(TestPercentileSizing)
// The closed-form tail model's count (the search's first guess, shown beside the simulated
// one) within 15% of the simulated count where it models the mechanism that binds: KV
// overflow for long, spread answers behind each router (the KV of the replica the router
// picks, given what it levels), and an idle replica's prefill of a long prompt under a tight
// TTFT.
void TestPercentileSizing::tailModelNearSimulated_data()
{
    QTest::addColumn<QString>("router");
    QTest::addColumn<QString>("ttft_ms");
    QTest::addColumn<bool>("long_answers");
    QTest::addColumn<int>("tp");
    QTest::addRow("long answers, least-loaded") << "least-loaded" << "2000" << true << 1;
    QTest::addRow("long answers, jsq") << "jsq" << "2000" << true << 1;
    QTest::addRow("long answers, power-of-two") << "power-of-two" << "2000" << true << 1;
    QTest::addRow("long answers, round-robin") << "round-robin" << "2000" << true << 1;
    QTest::addRow("long answers, kv-aware") << "kv-aware" << "2000" << true << 1;
    QTest::addRow("default chatbot, p99 TTFT <= 500 ms") << "least-loaded" << "500" << false << 2;
    // 1,000-token prompts with CV 1.0 in 27k tokens of KV: a long prompt waits for more than
    // one answer to end.
    QTest::addRow("default chatbot on single H100s") << "least-loaded" << "2000" << false << 1;
}

void TestPercentileSizing::tailModelNearSimulated()
{
    QFETCH(QString, router);
    QFETCH(QString, ttft_ms);
    QFETCH(bool, long_answers);
    QFETCH(int, tp);
    Scenario s = default_scenario();
    if (long_answers)
        for (const auto& [path, value] : {std::pair{"model.weight_bits", "8"}, {"model.kv_bits", "8"},
                                          {"workload.isl", "128"}, {"workload.osl", "2048"}})
            test::set_or_die(s, path, value);
    test::set_or_die(s, "deploy.tp", std::to_string(tp));
    test::set_or_die(s, "sim.router", router.toStdString());
    test::set_or_die(s, "slo.ttft_ms", ttft_ms.toStdString());
    const sim::PercentileSizing z = size_or_die(s);
    QVERIFY(z.met);
    const double error = double(z.analytic_replicas) / z.replicas - 1;
    std::printf("  tail model %d vs simulated %d: %+.0f%%\n", z.analytic_replicas, z.replicas, error * 100);
    QVERIFY2(std::abs(error) <= 0.15 || std::abs(z.analytic_replicas - z.replicas) <= 1,
             qPrintable(QStringLiteral("tail model %1 vs simulated %2").arg(z.analytic_replicas).arg(z.replicas)));
}

// Stopping clearly failing trials early saves their arrivals without moving the answer: the
// same count with and without it where the search is not cut short by its budget.
void TestPercentileSizing::earlyStopKeepsTheAnswer()
{
    Scenario s = default_scenario();
    test::set_or_die(s, "workload.use_case", "translation");
    sim::PercentileSizingOptions full;
    full.early_stop = false;
    const sim::PercentileSizing a = size_or_die(s, full);
    const sim::PercentileSizing b = size_or_die(s);
    QCOMPARE(b.replicas, a.replicas);
    QVERIFY(b.replicas_low <= a.replicas && a.replicas <= b.replicas_high);
}

#include "tst_percentile_sizing.moc"
