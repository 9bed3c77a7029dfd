// Hostile and mistaken input reaching capstan-cli: nesting and size bombs in every JSON reader,
// booleans and hex where numbers belong, the exit status of an infeasible answer, a budget
// that stops a long simulation, and messages in the user's own inputs.
#include "run_cli.h"

#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <fstream>

using capstan::test::CliRun;
using capstan::test::run_cli;

namespace {

std::string write_file(const QTemporaryDir& dir, const char* name, const std::string& text)
{
    const std::string path = dir.filePath(QString::fromLatin1(name)).toStdString();
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

// 100,000 nested arrays: enough to overflow any recursive reader's stack.
std::string nesting_bomb()
{
    return std::string(100000, '[') + std::string(100000, ']');
}

} // namespace

class TestCliInputs final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void nestingBombIsRefusedByEveryReader_data();
    void nestingBombIsRefusedByEveryReader();
    void longValueIsQuotedInPart();
    void numbersAreNumbers_data();
    void numbersAreNumbers();
    void exitStatus_data();
    void exitStatus();
    void budgetStopsALongSimulation();
    void messagesNameTheUsersInputs();
};

void TestCliInputs::nestingBombIsRefusedByEveryReader_data()
{
    QTest::addColumn<QString>("reader");
    QTest::addRow("eval SCENARIO.json") << QStringLiteral("eval-file");
    QTest::addRow("eval - (stdin)") << QStringLiteral("eval-stdin");
    QTest::addRow("simulate SCENARIO.json") << QStringLiteral("simulate");
    QTest::addRow("sweep SCENARIO.json") << QStringLiteral("sweep");
    QTest::addRow("eval --model-config") << QStringLiteral("model-config");
    QTest::addRow("store save") << QStringLiteral("store-save");
    QTest::addRow("store import") << QStringLiteral("store-import");
    QTest::addRow("calibrate") << QStringLiteral("calibrate");
    QTest::addRow("a scenario's inputs nested deep") << QStringLiteral("inside");
}

void TestCliInputs::nestingBombIsRefusedByEveryReader()
{
    QFETCH(QString, reader);
    QTemporaryDir dir;
    const std::string bomb = nesting_bomb();
    const std::string file = write_file(dir, "bomb.json", bomb);
    const std::string db = dir.filePath(QStringLiteral("l.sqlite")).toStdString();
    CliRun run;
    if (reader == QLatin1String("eval-file"))
        run = run_cli({"eval", file, "--analytic"});
    else if (reader == QLatin1String("eval-stdin"))
        run = run_cli({"eval", "-", "--analytic"}, bomb);
    else if (reader == QLatin1String("simulate"))
        run = run_cli({"simulate", file});
    else if (reader == QLatin1String("sweep"))
        run = run_cli({"sweep", file, "--vary", "deploy.tp=1,2"});
    else if (reader == QLatin1String("model-config"))
        run = run_cli({"eval", "--analytic", "--model-config", file});
    else if (reader == QLatin1String("store-save"))
        run = run_cli({"store", "--db", db, "--create", "save", file, "--name", "x"});
    else if (reader == QLatin1String("store-import"))
        run = run_cli({"store", "--db", db, "--create", "import", file});
    else if (reader == QLatin1String("calibrate"))
        run = run_cli({"calibrate", file, "--set", "gpu.preset=h100-sxm"});
    else
        run = run_cli({"eval", "-", "--analytic"},
                      R"({"schema_version": 1, "name": "x", "inputs": {"workload.isl": )" + bomb + "}}");
    QCOMPARE(run.status, 1);
    QVERIFY(run.out.empty());
    QVERIFY2(run.err.find("nested deeper than 256 levels") != std::string::npos, run.err.c_str());
    QVERIFY2(run.err.size() < 400, run.err.c_str());
}

void TestCliInputs::longValueIsQuotedInPart()
{
    const std::string huge(10 << 20, 'a');   // a 10 MB value
    const CliRun run = run_cli({"eval", "-", "--analytic"},
                               R"({"schema_version": 1, "name": "x", "inputs": {"workload.use_case": ")" + huge + "\"}}");
    QCOMPARE(run.status, 1);
    QVERIFY2(run.err.size() < 600, run.err.substr(0, 600).c_str());
    QVERIFY2(run.err.find("(10485760 bytes)") != std::string::npos, run.err.c_str());
    const CliRun set = run_cli({"eval", "--analytic", "--set", "model.preset=" + huge});
    QCOMPARE(set.status, 1);
    QVERIFY(set.err.size() < 600);
}

void TestCliInputs::numbersAreNumbers_data()
{
    QTest::addColumn<QString>("assignment");
    QTest::addColumn<int>("status");
    QTest::addRow("cache_hit=yes is not 100%%") << QStringLiteral("workload.cache_hit=yes") << 1;
    QTest::addRow("isl=true is not 1") << QStringLiteral("workload.isl=true") << 1;
    QTest::addRow("isl=0x10: no hex") << QStringLiteral("workload.isl=0x10") << 1;
    QTest::addRow("isl=12abc: no trailing text") << QStringLiteral("workload.isl=12abc") << 1;
    QTest::addRow("isl=inf") << QStringLiteral("workload.isl=inf") << 1;
    QTest::addRow("isl=' 512 ': spaces are fine") << QStringLiteral("workload.isl= 512 ") << 0;
    QTest::addRow("cache_hit=0.5") << QStringLiteral("workload.cache_hit=0.5") << 0;
    QTest::addRow("n_plus_one=yes: a switch") << QStringLiteral("deploy.n_plus_one=yes") << 0;
    QTest::addRow("n_plus_one=2: not a switch") << QStringLiteral("deploy.n_plus_one=2") << 1;
}

void TestCliInputs::numbersAreNumbers()
{
    QFETCH(QString, assignment);
    QFETCH(int, status);
    const CliRun run = run_cli({"eval", "--analytic", "--set", assignment.toStdString()});
    QVERIFY2(run.status == status, run.err.c_str());
    if (status != 0) {
        const std::string field = assignment.section(QLatin1Char('='), 0, 0).toStdString();
        QVERIFY2(run.err.find(field) != std::string::npos, run.err.c_str());
        QVERIFY(run.out.empty());
    }
    // The same in a scenario file, where JSON has real booleans.
    const CliRun file = run_cli({"eval", "-", "--analytic"},
                                R"({"schema_version": 1, "name": "x", "inputs": {"workload.isl": true}})");
    QCOMPARE(file.status, 1);
    QVERIFY2(file.err.find("workload.isl") != std::string::npos, file.err.c_str());
}

void TestCliInputs::exitStatus_data()
{
    // README, "Exit status".
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("status");
    QTest::addColumn<bool>("prints");
    QTest::addRow("0: answered, the SLO met") << QStringList{QStringLiteral("eval"), QStringLiteral("--analytic")} << 0 << true;
    QTest::addRow("3: answered, TPOT 0.1 ms met by no fleet")
        << QStringList{QStringLiteral("eval"), QStringLiteral("--analytic"), QStringLiteral("--set"),
                       QStringLiteral("slo.tpot_ms=0.1")}
        << 3 << true;
    QTest::addRow("1: bad input") << QStringList{QStringLiteral("eval"), QStringLiteral("--set"),
                                                 QStringLiteral("workload.isl=-5")}
                                  << 1 << false;
    QTest::addRow("2: usage") << QStringList{QStringLiteral("frobnicate")} << 2 << false;
}

void TestCliInputs::exitStatus()
{
    QFETCH(QStringList, args);
    QFETCH(int, status);
    QFETCH(bool, prints);
    std::vector<std::string> argv;
    for (const QString& arg : args)
        argv.push_back(arg.toStdString());
    const CliRun run = run_cli(argv);
    QCOMPARE(run.status, status);
    QCOMPARE(!run.out.empty(), prints);
    if (status == 3) {
        QVERIFY2(run.err.find("infeasible: slo.tpot_ms = 0.1 ms") != std::string::npos, run.err.c_str());
        QVERIFY(run.out.find("Sizing") != std::string::npos);   // the answer is still printed whole
    }
}

void TestCliInputs::budgetStopsALongSimulation()
{
    // A hundred million requests simulate for many minutes; the budget stops them.
    const CliRun run = run_cli({"simulate", "--requests", "100000000", "--budget-s", "1"});
    QCOMPARE(run.status, 1);
    QVERIFY2(run.err.find("--budget-s = 1: ") != std::string::npos && run.err.find("time budget") != std::string::npos,
             run.err.c_str());
    QCOMPARE(run_cli({"simulate", "--budget-s", "0.5"}).status, 1);
    QVERIFY(run_cli({"simulate", "--budget-s", "0.5"}).err.find("1 .. 86400 seconds") != std::string::npos);
}

void TestCliInputs::messagesNameTheUsersInputs()
{
    // The largest rate an input allows (3e7 requests/s at peak) is sized from a subset of
    // replicas at their share of it: millions of replicas, no simulated rate out of range.
    const CliRun rate = run_cli({"eval", "--json", "--set", "workload.rate_rps=1e7"});
    QVERIFY2(rate.status == 0, rate.err.c_str());
    const nlohmann::json sized = nlohmann::json::parse(rate.out);
    QVERIFY(sized["sizing"]["replicas"].get<long long>() > 1'000'000);
    QCOMPARE(sized["sizing"]["percentile"]["simulated_replicas"].get<int>(), 128);
    QVERIFY(sized["sizing"]["slo_met"].get<bool>());
    for (const auto& [key, value] : sized["sizing"]["percentile"].items())
        QVERIFY2(!value.is_null(), key.c_str());
    const CliRun memory = run_cli({"eval", "--analytic", "--set", "gpu.mem_gb=1.5"});
    QCOMPARE(memory.status, 1);
    QVERIFY2(memory.err.find("gpu.mem_gb = 1.5 GB") != std::string::npos, memory.err.c_str());
    QVERIFY2(memory.err.find("weights fit on no number of these GPUs") != std::string::npos, memory.err.c_str());
}

QTEST_APPLESS_MAIN(TestCliInputs)
#include "tst_cli_inputs.moc"
