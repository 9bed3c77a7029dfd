// The engine's jump over runs of pure decode steps against stepping them one by one: the same
// requests get the same latencies (to the rounding of summing step times in closed form), the
// same counters, and the jump takes far fewer events.
#include "sim_support.h"

#include <QTest>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace capstan;
using capstan::test::poisson;
using capstan::test::run_or_die;
using capstan::test::saturation_rps;
using capstan::test::set_or_die;

namespace {

struct Run final {
    sim::SimResult result;
    std::vector<sim::RequestRecord> rows;   // by request id
    double seconds = 0;
};

Run run(const Scenario& s, sim::SimConfig c, bool step_by_step)
{
    c.step_by_step = step_by_step;
    Run out;
    out.rows.resize(std::size_t(c.requests));
    const auto start = std::chrono::steady_clock::now();
    out.result = run_or_die(s, c, [&](const sim::RequestRecord& row) { out.rows[std::size_t(row.id)] = row; });
    out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return out;
}

bool close(double a, double b)
{
    return std::abs(a - b) <= 1e-6 * std::max({1.0, std::abs(a), std::abs(b)});
}

} // namespace

class TestDecodeRuns final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sameScheduleAsStepping_data();
    void sameScheduleAsStepping();
};

void TestDecodeRuns::sameScheduleAsStepping_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("osl");
    QTest::addColumn<double>("osl_cv");
    QTest::addColumn<double>("load");        // share of the fleet's saturation rate
    QTest::addColumn<int>("replicas");
    QTest::addColumn<int>("router");
    QTest::addColumn<double>("arrival_cv");
    QTest::addColumn<QString>("mem_utilization");
    QTest::addColumn<int>("max_batch");
    const int ll = int(sim::RouterPolicy::LeastLoaded);
    const int jsq = int(sim::RouterPolicy::JoinShortestQueue);
    QTest::addRow("default scenario, one replica at 0.7") << "" << 0 << 0.0 << 0.7 << 1 << ll << 1.0 << "" << 0;
    QTest::addRow("70B, 2,048-token answers CV 0.8, 8 replicas least-loaded at 0.5")
        << "llama-3.1-70b" << 2048 << 0.8 << 0.5 << 8 << ll << 1.0 << "" << 0;
    QTest::addRow("little KV: preemption and KV-blocked admissions at 0.9")
        << "" << 0 << 1.0 << 0.9 << 1 << ll << 1.0 << "0.53" << 0;
    QTest::addRow("bursty (CV 2), 3 replicas JSQ at 0.6") << "" << 0 << 0.5 << 0.6 << 3 << jsq << 2.0 << "" << 0;
    QTest::addRow("max_batch 8: seat-blocked admissions at 0.95") << "" << 0 << 0.3 << 0.95 << 2 << ll << 1.0 << "" << 8;
}

void TestDecodeRuns::sameScheduleAsStepping()
{
    QFETCH(QString, model);
    QFETCH(int, osl);
    QFETCH(double, osl_cv);
    QFETCH(double, load);
    QFETCH(int, replicas);
    QFETCH(int, router);
    QFETCH(double, arrival_cv);
    QFETCH(QString, mem_utilization);
    QFETCH(int, max_batch);
    Scenario s = default_scenario();
    if (!model.isEmpty()) {
        set_or_die(s, "model.preset", model.toStdString());
        set_or_die(s, "model.weight_bits", "8");
        set_or_die(s, "model.kv_bits", "8");
        set_or_die(s, "gpu.preset", "h100-sxm");
        set_or_die(s, "deploy.tp", "1");
        set_or_die(s, "workload.isl", "128");
    }
    if (osl > 0)
        set_or_die(s, "workload.osl", std::to_string(osl));
    if (!mem_utilization.isEmpty())
        set_or_die(s, "deploy.mem_utilization", mem_utilization.toStdString());
    if (max_batch > 0)
        set_or_die(s, "deploy.max_batch", std::to_string(max_batch));
    sim::SimConfig c = poisson(s, load * saturation_rps(s) * replicas, 6000, 7);
    c.osl.cv = osl_cv;
    c.isl.cv = 0.5;
    c.replicas = replicas;
    c.router = sim::RouterPolicy(router);
    if (arrival_cv != 1.0) {
        c.arrivals.kind = sim::ArrivalKind::Gamma;
        c.arrivals.cv = arrival_cv;
    }
    const Run stepped = run(s, c, true);
    const Run jumped = run(s, c, false);
    const sim::SimResult& a = stepped.result;
    const sim::SimResult& b = jumped.result;
    std::printf("  stepped %.3f s, jumped %.3f s (%.1fx); p99 TTFT %.1f / %.1f ms, p99 TPOT %.2f / %.2f ms, "
                "preemptions %lld / %lld\n",
                stepped.seconds, jumped.seconds, stepped.seconds / std::max(1e-9, jumped.seconds), a.ttft_ms.at(99),
                b.ttft_ms.at(99), a.tpot_ms.at(99), b.tpot_ms.at(99), static_cast<long long>(a.preemptions),
                static_cast<long long>(b.preemptions));
    QVERIFY(a.stable && b.stable);
    QCOMPARE(b.issued, a.issued);
    QCOMPARE(b.preemptions, a.preemptions);
    QVERIFY2(close(b.kv_blocked_share, a.kv_blocked_share), "KV-blocked share");
    QVERIFY2(close(b.seat_blocked_share, a.seat_blocked_share), "seat-blocked share");
    QVERIFY2(close(b.mean_decode_batch, a.mean_decode_batch), "mean decode batch");
    QVERIFY2(close(b.busy_share, a.busy_share), "busy share");
    for (std::size_t i = 0; i < stepped.rows.size(); ++i) {
        const sim::RequestRecord& x = stepped.rows[i];
        const sim::RequestRecord& y = jumped.rows[i];
        if (x.replica != y.replica || !close(x.ttft_ms, y.ttft_ms) || !close(x.e2e_ms, y.e2e_ms) ||
            !close(x.tpot_ms, y.tpot_ms) || x.preemptions != y.preemptions)
            QFAIL(qPrintable(QStringLiteral("request %1: replica %2/%3, TTFT %4/%5 ms, e2e %6/%7 ms")
                                 .arg(i)
                                 .arg(x.replica)
                                 .arg(y.replica)
                                 .arg(x.ttft_ms, 0, 'g', 12)
                                 .arg(y.ttft_ms, 0, 'g', 12)
                                 .arg(x.e2e_ms, 0, 'g', 12)
                                 .arg(y.e2e_ms, 0, 'g', 12)));
    }
}

QTEST_APPLESS_MAIN(TestDecodeRuns)
#include "tst_decode_runs.moc"
