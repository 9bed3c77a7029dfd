// Static batching wastes what the arithmetic says: a batch runs until its longest answer, so the
// share of slot-steps spent on padding is 1 - mean(OSL) / max(OSL) in the batch, averaged over
// batches. The same trace under continuous batching finishes sooner.
#include "sim_support.h"

#include "core/sim/trace.h"

#include <QFile>
#include <QTest>

#include <algorithm>
#include <cstdio>
#include <numeric>

using namespace capstan;
using capstan::test::run_or_die;

namespace {

std::vector<sim::TraceRow> load_trace(const char* name)
{
    QFile file(test::data_path(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", name);
    const QByteArray text = file.readAll();
    Expected<std::vector<sim::TraceRow>> rows = sim::parse_trace(std::string_view(text.constData(), std::size_t(text.size())), name);
    if (!rows)
        qFatal("%s", rows.error().message().c_str());
    return *rows;
}

// The padding share from the trace alone: consecutive groups of `batch` in arrival order.
double padding_by_arithmetic(const std::vector<sim::TraceRow>& rows, int batch)
{
    double sum = 0;
    int batches = 0;
    for (std::size_t start = 0; start < rows.size(); start += std::size_t(batch)) {
        const std::size_t end = std::min(rows.size(), start + std::size_t(batch));
        double total = 0, longest = 0;
        for (std::size_t i = start; i < end; ++i) {
            total += rows[i].osl;
            longest = std::max(longest, double(rows[i].osl));
        }
        sum += 1.0 - total / double(end - start) / longest;
        ++batches;
    }
    return sum / batches;
}

sim::SimConfig trace_config(const Scenario& s, const std::vector<sim::TraceRow>& rows, sim::BatchPolicy policy,
                            int batch)
{
    sim::SimConfig c = sim::default_config(s);
    c.arrivals.kind = sim::ArrivalKind::Trace;
    c.trace = rows;
    c.requests = std::int64_t(rows.size());
    c.warmup = 0;
    c.policy = policy;
    c.static_batch = batch;
    c.static_wait_s = 0.05;
    return c;
}

} // namespace

class TestStaticBatching final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void paddingShare_data();
    void paddingShare();
    void continuousFinishesSooner();
};

void TestStaticBatching::paddingShare_data()
{
    QTest::addColumn<int>("batch");
    QTest::addColumn<double>("expected");
    // static_padding.csv: OSL 100, 200, 300, 400, 50, 50, 50, 250, all at t = 0.
    QTest::addRow("batches of 4: (1 - 250/400 + 1 - 100/250) / 2 = 48.75%%") << 4 << 0.4875;
    QTest::addRow("one batch of 8: 1 - 175/400 = 56.25%%") << 8 << 0.5625;
    QTest::addRow("batches of 2: (0.25 + 0.125 + 0 + 0.4) / 4 = 19.375%%") << 2 << 0.19375;
    QTest::addRow("batches of 1: no padding") << 1 << 0.0;
}

void TestStaticBatching::paddingShare()
{
    QFETCH(int, batch);
    QFETCH(double, expected);
    const Scenario s = default_scenario();
    const std::vector<sim::TraceRow> rows = load_trace("traces/static_padding.csv");
    const sim::SimResult r = run_or_die(s, trace_config(s, rows, sim::BatchPolicy::Static, batch));
    std::printf("  simulated padding %.4f, arithmetic %.4f, %lld batches\n", r.padding_share,
                padding_by_arithmetic(rows, batch), static_cast<long long>(r.batches));
    QCOMPARE(r.batches, std::int64_t((rows.size() + std::size_t(batch) - 1) / std::size_t(batch)));
    QVERIFY(std::abs(padding_by_arithmetic(rows, batch) - expected) < 1e-9);
    QVERIFY(std::abs(r.padding_share - expected) < 1e-9);
}

void TestStaticBatching::continuousFinishesSooner()
{
    const Scenario s = default_scenario();
    const std::vector<sim::TraceRow> rows = load_trace("traces/static_padding.csv");
    const sim::SimResult fixed = run_or_die(s, trace_config(s, rows, sim::BatchPolicy::Static, 4));
    const sim::SimResult continuous = run_or_die(s, trace_config(s, rows, sim::BatchPolicy::Continuous, 4));
    std::printf("  mean end-to-end: static %.0f ms, continuous %.0f ms\n", fixed.e2e_ms.mean, continuous.e2e_ms.mean);
    QCOMPARE(fixed.requests, std::int64_t(rows.size()));
    QCOMPARE(continuous.requests, std::int64_t(rows.size()));
    QVERIFY(continuous.e2e_ms.mean < fixed.e2e_ms.mean);
}

QTEST_APPLESS_MAIN(TestStaticBatching)
#include "tst_static_batching.moc"
