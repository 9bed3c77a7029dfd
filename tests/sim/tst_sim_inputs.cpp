// Trace files and simulation settings: a bad trace line names its line number, a bad setting
// names the field, the value and the allowed range, and in either case nothing is simulated.
#include "sim_support.h"

#include "core/sim/trace.h"

#include <QFile>
#include <QTest>

using namespace capstan;

namespace {

std::string read_data(const char* relative)
{
    QFile file(test::data_path(relative));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", relative);
    return file.readAll().toStdString();
}

} // namespace

class TestSimInputs final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void goodTraces_data();
    void goodTraces();
    void badTraceLines_data();
    void badTraceLines();
    void badSettings_data();
    void badSettings();
    void traceRunsAsGiven();
};

void TestSimInputs::goodTraces_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("rows");
    QTest::addColumn<double>("last_arrival_s");
    QTest::addColumn<int>("last_isl");
    QTest::addColumn<int>("last_cached");
    QTest::addRow("chat_small.csv: header with cached_tokens, 8 rows, last 2.05 s / 700 tokens")
        << "traces/chat_small.csv" << 8 << 2.05 << 700 << 0;
    QTest::addRow("no_header.csv: comments and blank lines skipped, 3 rows") << "traces/no_header.csv" << 3 << 1.0 << 300 << 0;
    QTest::addRow("static_padding.csv: 3 columns, 8 rows at t = 0") << "traces/static_padding.csv" << 8 << 0.0 << 200 << 0;
}

void TestSimInputs::goodTraces()
{
    QFETCH(QString, file);
    QFETCH(int, rows);
    QFETCH(double, last_arrival_s);
    QFETCH(int, last_isl);
    QFETCH(int, last_cached);
    Expected<std::vector<sim::TraceRow>> trace = sim::parse_trace(read_data(qPrintable(file)), file.toStdString());
    QVERIFY2(trace.has_value(), trace ? "" : trace.error().message().c_str());
    QCOMPARE(int(trace->size()), rows);
    QCOMPARE(trace->back().arrival_s, last_arrival_s);
    QCOMPARE(trace->back().isl, last_isl);
    QCOMPARE(trace->back().cached_tokens, last_cached);
}

void TestSimInputs::badTraceLines_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("where");      // must appear in the message
    QTest::addColumn<QString>("what");       // and so must this
    QTest::addRow("bad_isl_line4.csv: '1k' is not an isl, line 4")
        << QByteArray(read_data("traces/bad_isl_line4.csv").c_str()) << "line 4" << "isl";
    QTest::addRow("bad_backwards_line3.csv: time goes backwards at line 3")
        << QByteArray(read_data("traces/bad_backwards_line3.csv").c_str()) << "line 3" << "backwards";
    QTest::addRow("two fields at line 2") << QByteArray("0,10,5\n1,10\n") << "line 2" << "found 2";
    QTest::addRow("five fields at line 1") << QByteArray("0,10,5,0,9\n") << "line 1" << "found 5";
    QTest::addRow("osl 0 at line 3 (CRLF)") << QByteArray("arrival_s,isl,osl\r\n0,10,5\r\n1,10,0\r\n") << "line 3" << "osl";
    QTest::addRow("negative time at line 1") << QByteArray("-1,10,5\n") << "line 1" << "arrival_s";
    QTest::addRow("cached 20 > isl 10 at line 2") << QByteArray("arrival_s,isl,osl,cached_tokens\n0,10,5,20\n") << "line 2" << "cached_tokens";
    QTest::addRow("fractional isl at line 1") << QByteArray("0,10.5,5\n") << "line 1" << "isl";
    QTest::addRow("unknown header at line 1") << QByteArray("time,prompt,answer\n0,10,5\n") << "line 1" << "header";
    QTest::addRow("no rows at all") << QByteArray("arrival_s,isl,osl\n# nothing\n") << "test" << "no requests";
}

void TestSimInputs::badTraceLines()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, where);
    QFETCH(QString, what);
    Expected<std::vector<sim::TraceRow>> trace = sim::parse_trace(text.toStdString(), "test.csv");
    QVERIFY(!trace.has_value());
    const QString message = QString::fromStdString(trace.error().message());
    qDebug("%s", qPrintable(message));
    QVERIFY2(message.contains(where), qPrintable(message));
    QVERIFY2(message.contains(what), qPrintable(message));
}

void TestSimInputs::badSettings_data()
{
    QTest::addColumn<QString>("setting");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("allowed");
    QTest::addRow("rate 0 req/s: must be positive") << "rate0" << "workload.rate_rps" << "0" << "requests/s";
    QTest::addRow("rate -3 req/s") << "rate-3" << "workload.rate_rps" << "-3" << "requests/s";
    QTest::addRow("mean prompt 0 tokens") << "isl0" << "workload.isl" << "0" << "tokens";
    QTest::addRow("mean answer -5 tokens") << "osl-5" << "workload.osl" << "-5" << "tokens";
    QTest::addRow("token budget 0 per step") << "budget0" << "token_budget" << "0" << "1 .. 1e+07";
    QTest::addRow("gamma CV 0") << "cv0" << "arrival_cv" << "0" << "0.05 .. 20";
    QTest::addRow("0 replicas") << "replicas0" << "replicas" << "0" << "1 .. 65535";
    QTest::addRow("0 requests") << "requests0" << "requests" << "0" << "1 .. 1e+09";
    QTest::addRow("warm-up 100 of 100 requests") << "warmup" << "warmup" << "100" << "0 .. 99";
    QTest::addRow("closed loop without users") << "closed0" << "workload.concurrency" << "0" << "1 .. 1e+07";
    QTest::addRow("profile with a negative hour") << "profile" << "profile[5]" << "-1" << "0 .. 1000";
    QTest::addRow("trace request larger than the KV cache") << "huge" << "trace line 2" << "900000 tokens" << "KV capacity";
    QTest::addRow("mean request larger than the KV cache") << "hugemean" << "workload.isl + workload.osl" << "" << "KV capacity";
}

void TestSimInputs::badSettings()
{
    QFETCH(QString, setting);
    QFETCH(QString, field);
    QFETCH(QString, value);
    QFETCH(QString, allowed);
    const Scenario s = default_scenario();
    sim::SimConfig c = test::poisson(s, 5, 1000);
    if (setting == QLatin1String("rate0")) c.arrivals.rate_rps = 0;
    else if (setting == QLatin1String("rate-3")) c.arrivals.rate_rps = -3;
    else if (setting == QLatin1String("isl0")) c.isl.mean = 0;
    else if (setting == QLatin1String("osl-5")) c.osl.mean = -5;
    else if (setting == QLatin1String("budget0")) c.token_budget = 0;
    else if (setting == QLatin1String("cv0")) { c.arrivals.kind = sim::ArrivalKind::Gamma; c.arrivals.cv = 0; }
    else if (setting == QLatin1String("replicas0")) c.replicas = 0;
    else if (setting == QLatin1String("requests0")) c.requests = 0;
    else if (setting == QLatin1String("warmup")) { c.requests = 100; c.warmup = 100; }
    else if (setting == QLatin1String("closed0")) { c.arrivals.kind = sim::ArrivalKind::Closed; c.arrivals.users = 0; }
    else if (setting == QLatin1String("profile")) { c.arrivals.kind = sim::ArrivalKind::Profile; c.arrivals.hourly[5] = -1; }
    else if (setting == QLatin1String("huge")) {
        c.arrivals.kind = sim::ArrivalKind::Trace;
        c.trace = {{0, 100, 10, 0, 2}, {1, 800000, 100000, 0, 2}};
    } else if (setting == QLatin1String("hugemean")) c.isl.mean = 1e6;

    bool simulated = false;
    Expected<sim::SimResult> r = sim::simulate(s, c, [&](const sim::RequestRecord&) { simulated = true; });
    QVERIFY(!r.has_value());
    QVERIFY(!simulated);
    const QString message = QString::fromStdString(r.error().message());
    qDebug("%s", qPrintable(message));
    QCOMPARE(QString::fromStdString(r.error().field), field);
    QVERIFY2(message.contains(value), qPrintable(message));
    QVERIFY2(message.contains(allowed), qPrintable(message));
}

void TestSimInputs::traceRunsAsGiven()
{
    const Scenario s = default_scenario();
    Expected<std::vector<sim::TraceRow>> trace = sim::parse_trace(read_data("traces/chat_small.csv"), "chat_small.csv");
    QVERIFY(trace.has_value());
    sim::SimConfig c = sim::default_config(s);
    c.arrivals.kind = sim::ArrivalKind::Trace;
    c.trace = *trace;
    c.warmup = 0;
    std::vector<sim::RequestRecord> rows;
    const sim::SimResult r = test::run_or_die(s, c, [&](const sim::RequestRecord& row) { rows.push_back(row); });
    QCOMPARE(r.issued, std::int64_t(8));
    QCOMPARE(int(rows.size()), 8);
    for (const sim::RequestRecord& row : rows) {
        const sim::TraceRow& given = (*trace)[std::size_t(row.id)];
        QCOMPARE(row.arrival_s, given.arrival_s);
        QCOMPARE(row.isl, given.isl);
        QCOMPARE(row.osl, given.osl);
        // Cache hits count in whole 16-token blocks.
        QCOMPARE(row.cached_tokens, given.cached_tokens / 16 * 16);
        QVERIFY(row.ttft_ms > 0 && row.e2e_ms >= row.ttft_ms);
    }
}

QTEST_APPLESS_MAIN(TestSimInputs)
#include "tst_sim_inputs.moc"
