// `capstan-cli simulate` in-process: the JSON contract of SPEC 5 (ttft_ms, tpot_ms, e2e_ms,
// queue_ms with mean/p50/p90/p95/p99 and ci95; throughput.output_tok_s; goodput; stable;
// requests; preemptions), null percentiles for an unstable load, and bad input that names the
// field, the value and the range (a trace by its line) with nothing simulated or written.
#include "sim_support.h"

#include "cli/commands.h"

#include <nlohmann/json.hpp>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sstream>

using namespace capstan;
using nlohmann::json;

namespace {

Expected<std::string> run(std::vector<std::string> args)
{
    std::istringstream in;
    return cli::cmd_simulate(args, in);
}

json run_json(std::vector<std::string> args)
{
    args.push_back("--json");
    Expected<std::string> out = run(args);
    if (!out)
        qFatal("simulate: %s", out.error().message().c_str());
    return json::parse(*out);
}

std::string trace_arg(const char* relative)
{
    return test::data_path(relative).toStdString();
}

} // namespace

class TestCmdSimulate final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void jsonContract();
    void unstableHasNullPercentiles();
    void seedReproduces();
    void staticReportsPadding();
    void perRequestRows();
    void badInput_data();
    void badInput();
};

void TestCmdSimulate::jsonContract()
{
    const json out = run_json({"--requests", "3000", "--seed", "7", "--set", "workload.rate_rps=6"});
    QCOMPARE(out["stable"].get<bool>(), true);
    QCOMPARE(out["requests"].get<int>(), 2700);
    QCOMPARE(out["replicas"].get<int>(), 1);
    for (const char* metric : {"ttft_ms", "tpot_ms", "e2e_ms", "queue_ms"})
        for (const char* key : {"mean", "p50", "p90", "p95", "p99"}) {
            QVERIFY2(out[metric][key].is_number(), metric);
            QVERIFY2(out[metric]["ci95"][key].is_number(), metric);
        }
    QVERIFY(out["ttft_ms"]["p50"].get<double>() <= out["ttft_ms"]["p99"].get<double>());
    QVERIFY(out["throughput"]["output_tok_s"].get<double>() > 0);
    QVERIFY(out["goodput"].get<double>() >= 0 && out["goodput"].get<double>() <= 1);
    QVERIFY(out["preemptions"].is_number_integer());
}

void TestCmdSimulate::unstableHasNullPercentiles()
{
    const json out = run_json({"--requests", "5000", "--replicas", "1", "--set", "workload.rate_rps=40"});
    QCOMPARE(out["stable"].get<bool>(), false);
    QVERIFY(out["unstable_reason"].is_string());
    for (const char* metric : {"ttft_ms", "tpot_ms", "e2e_ms"})
        for (const char* key : {"mean", "p50", "p99"})
            QVERIFY(out[metric][key].is_null());
    QVERIFY(out["throughput"]["output_tok_s"].get<double>() > 0);
}

void TestCmdSimulate::seedReproduces()
{
    const std::vector<std::string> a{"--requests", "2000", "--seed", "3", "--set", "workload.rate_rps=7"};
    std::vector<std::string> b = a;
    b[3] = "4";
    QCOMPARE(run_json(a).dump(), run_json(a).dump());
    QVERIFY(run_json(a).dump() != run_json(b).dump());
}

void TestCmdSimulate::staticReportsPadding()
{
    const json out = run_json({"--arrivals", "trace", "--trace", trace_arg("traces/static_padding.csv"), "--policy",
                               "static", "--batch-size", "4", "--warmup", "0"});
    QCOMPARE(out["requests"].get<int>(), 8);
    QCOMPARE(out["static"]["batches"].get<int>(), 2);
    QVERIFY(std::abs(out["static"]["padding_share"].get<double>() - 0.4875) < 1e-9);
}

void TestCmdSimulate::perRequestRows()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("rows.csv")).toStdString();
    Expected<std::string> out = run({"--trace", trace_arg("traces/chat_small.csv"), "--per-request", path});
    QVERIFY2(out.has_value(), out ? "" : out.error().message().c_str());
    QFile file(QString::fromStdString(path));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), 9);   // header + 8 requests
    QVERIFY(lines[0].startsWith("id,replica,arrival_s,isl,osl"));
}

void TestCmdSimulate::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expected");
    const QString bad_trace = QString::fromStdString(trace_arg("traces/bad_isl_line4.csv"));
    QTest::addRow("trace with '1k' at line 4: names the line")
        << QStringList{QStringLiteral("--trace"), bad_trace} << "bad_isl_line4.csv line 4 = 1k";
    QTest::addRow("token budget 0: field, value, range")
        << QStringList{QStringLiteral("--token-budget"), QStringLiteral("0")} << "--token-budget = 0: must be positive (allowed 1 .. 1e+07)";
    QTest::addRow("rate -2 req/s: the input's range")
        << QStringList{QStringLiteral("--set"), QStringLiteral("workload.rate_rps=-2")} << "workload.rate_rps = -2: out of range (allowed 0 .. 1e+07";
    QTest::addRow("0 requests") << QStringList{QStringLiteral("--requests"), QStringLiteral("0")} << "--requests = 0";
    QTest::addRow("isl 0: the input's range")
        << QStringList{QStringLiteral("--set"), QStringLiteral("workload.isl=0")} << "workload.isl = 0: out of range (allowed 1 .. 1048576";
    QTest::addRow("closed loop with no users")
        << QStringList{QStringLiteral("--arrivals"), QStringLiteral("closed")} << "workload.concurrency = 0";
    QTest::addRow("unknown arrival process")
        << QStringList{QStringLiteral("--arrivals"), QStringLiteral("bursty")} << "--arrivals = bursty: unknown arrival process";
    QTest::addRow("profile of 3 hours")
        << QStringList{QStringLiteral("--arrivals"), QStringLiteral("profile"), QStringLiteral("--profile"), QStringLiteral("1,2,3")}
        << "--profile = 1,2,3: wrong number of hours";
    QTest::addRow("stray argument") << QStringList{QStringLiteral("--frobnicate")} << "argument = --frobnicate";
}

void TestCmdSimulate::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    const QString rows = dir.filePath(QStringLiteral("rows.csv"));
    std::vector<std::string> argv{"--per-request", rows.toStdString()};
    for (const QString& arg : args)
        argv.push_back(arg.toStdString());
    Expected<std::string> out = run(argv);
    QVERIFY(!out.has_value());
    const QString message = QString::fromStdString(out.error().message());
    qDebug("%s", qPrintable(message));
    QVERIFY2(message.contains(expected), qPrintable(message));
    QVERIFY2(!QFile::exists(rows), "nothing is written when the input is bad");
}

QTEST_APPLESS_MAIN(TestCmdSimulate)
#include "tst_cmd_simulate.moc"
