// capstan-cli search (SPEC §5): the JSON contract over two GPUs, the text table, and bad
// --gpus, --rank and --confirm values refused with the flag, the value and the allowed values.
#include "tests/cli/run_cli.h"

#include <QTest>

#include <nlohmann/json.hpp>

using namespace capstan;

class TestSearchCli final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void jsonOverTwoGpus();
    void textTable();
    void nothingFitsExitsThree();
    void mixtureOfExpertsSpreadsItsExperts();
    void listedInHelp();
    void badInput_data();
    void badInput();
};

void TestSearchCli::jsonOverTwoGpus()
{
    const test::CliRun run = test::run_cli({"search", "--json", "--gpus", "h100-sxm,h200-sxm", "--confirm", "2"});
    QCOMPARE(run.status, 0);
    const nlohmann::json doc = nlohmann::json::parse(run.out);
    for (const char* key : {"candidates", "screened", "feasible", "refused", "seconds_screening", "seconds_confirming"})
        QVERIFY2(doc.contains(key), key);
    QCOMPARE(doc["screened"].get<int>(), 960);
    QCOMPARE(doc["screened"].get<int>(), doc["feasible"].get<int>() + doc["refused"].get<int>());
    QVERIFY(doc["candidates"].size() <= 20);
    QVERIFY(!doc["candidates"].empty());
    for (const nlohmann::json& c : doc["candidates"]) {
        const std::string gpu = c["gpu"].get<std::string>();
        QVERIFY2(gpu == "h100-sxm" || gpu == "h200-sxm", gpu.c_str());
        const std::string mode = c["mode"].get<std::string>();
        QVERIFY2(mode == "aggregated" || mode == "disaggregated", mode.c_str());
        QCOMPARE(c.contains("pools"), mode == "disaggregated");
        QVERIFY(c["usd_month"]["rent"].get<double>() > 0);
    }
    const nlohmann::json& best = doc["candidates"][0];
    QVERIFY(best["confirmed"].get<bool>());
    QVERIFY(best["meets_slo"].get<bool>());
    QVERIFY(best["percentiles"]["ttft_ms"]["value"].get<double>() <= 2000);
    QVERIFY(best["percentiles"]["tpot_ms"]["value"].get<double>() <= 50);
}

void TestSearchCli::textTable()
{
    const test::CliRun run = test::run_cli({"search", "--gpus", "b200", "--confirm", "1", "--top", "3"});
    QCOMPARE(run.status, 0);
    QVERIFY2(run.out.find("Screened  480 layouts in ") != std::string::npos, run.out.c_str());
    QVERIFY(run.out.find("\n  1  b200 ") != std::string::npos);
    QVERIFY(run.out.find("\n  3  b200 ") != std::string::npos);
    QVERIFY(run.out.find("\n  4  ") == std::string::npos);
    QVERIFY(run.out.find("Confirmed 1 by simulated percentile sizing") != std::string::npos);
}

void TestSearchCli::nothingFitsExitsThree()
{
    // DeepSeek-V3 on 24 GB L4 cards: even 4-bit weights (356 GB) over the largest replica, 16
    // cards (TP 8 x PP 2, or EP 8 x PP 2), leave no room; two stages do not divide its 61 layers.
    const test::CliRun run = test::run_cli({"search", "--json", "--gpus", "l4", "--set", "model.preset=deepseek-v3"});
    QCOMPARE(run.status, 3);
    const nlohmann::json doc = nlohmann::json::parse(run.out);
    QVERIFY(doc["candidates"].empty());
    QCOMPARE(doc["refused"].get<int>(), 960);
    QCOMPARE(doc["refusals"]["memory"].get<int>() + doc["refusals"]["pp_layers"].get<int>(), 960);
    QVERIFY2(run.err.find("infeasible: none of the 960 layouts fits (refused: ") != std::string::npos, run.err.c_str());
}

// DeepSeek-V3 (MLA + 256 experts) on H200 and B200: sliced over TP 8, every step pays every
// touched expert on every GPU; the best layout spreads them whole, and its simulation meets the SLO.
void TestSearchCli::mixtureOfExpertsSpreadsItsExperts()
{
    const test::CliRun run = test::run_cli(
        {"search", "--json", "--gpus", "h200-sxm,b200", "--confirm", "1", "--set", "model.preset=deepseek-v3"});
    QCOMPARE(run.status, 0);
    const nlohmann::json doc = nlohmann::json::parse(run.out);
    QCOMPARE(doc["screened"].get<int>(), 1920);
    const nlohmann::json& best = doc["candidates"].at(0);
    QVERIFY2(best["ep"].get<int>() > 1, best.dump().c_str());
    QVERIFY(best["meets_slo"].get<bool>());
    QCOMPARE(best["gpus"].get<int>() % 8, 0);
}

void TestSearchCli::listedInHelp()
{
    const test::CliRun run = test::run_cli({"--help"});
    QVERIFY(run.out.find("  search ") != std::string::npos);
    const test::CliRun help = test::run_cli({"search", "--help"});
    QCOMPARE(help.status, 0);
    QVERIFY(help.out.find("--gpus ID,ID,...") != std::string::npos);
}

void TestSearchCli::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("allowed");
    QTest::addRow("unknown GPU") << QStringList{QStringLiteral("--gpus"), QStringLiteral("h100-sxm,h900")}
                                 << "--gpus = h100-sxm,h900: unknown GPU 'h900'"
                                 << "(allowed a comma-separated list of: h100-sxm, h200-sxm, b200";
    QTest::addRow("CPU server") << QStringList{QStringLiteral("--gpus=cpu-2s")} << "--gpus = cpu-2s:"
                                << "(allowed a comma-separated list of: h100-sxm";
    QTest::addRow("ranking basis") << QStringList{QStringLiteral("--rank"), QStringLiteral("api")}
                                   << "--rank = api: unknown ranking basis" << "(allowed own, rent)";
    QTest::addRow("confirm count") << QStringList{QStringLiteral("--confirm"), QStringLiteral("50")}
                                   << "--confirm = 50: out of range" << "(allowed 0 .. 20)";
    QTest::addRow("top count") << QStringList{QStringLiteral("--top"), QStringLiteral("two")}
                               << "--top = two: not a whole number" << "(allowed 1 .. 100000)";
}

void TestSearchCli::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, start);
    QFETCH(QString, allowed);
    std::vector<std::string> argv{"search", "--json"};
    for (const QString& arg : args)
        argv.push_back(arg.toStdString());
    const test::CliRun run = test::run_cli(argv);
    QCOMPARE(run.status, 1);
    QVERIFY(run.out.empty());
    QVERIFY2(run.err.find("capstan-cli search: error: " + start.toStdString()) == 0, run.err.c_str());
    QVERIFY2(run.err.find(allowed.toStdString()) != std::string::npos, run.err.c_str());
}

QTEST_APPLESS_MAIN(TestSearchCli)
#include "tst_search_cli.moc"
