// capstan-cli's contract (SPEC §5): every output key for every preset pair, help with units,
// and one-line errors with no partial output on bad input.
#include "cli/cli.h"
#include "tests/cli/run_cli.h"
#include "core/catalog.h"
#include "core/evaluate.h"
#include "core/inputs.h"

#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>

using namespace capstan;

namespace {

using Run = test::CliRun;
using test::run_cli;

// SPEC §5 eval outputs, as JSON pointers.
const char* const kEvalKeys[] = {
    "/memory/weights_bytes_per_gpu", "/memory/kv_bytes_per_token", "/memory/max_sequences",
    "/decode/single_user_tok_s", "/decode/curve", "/decode/ridge_batch", "/prefill/ms",
    "/capacity/max_output_tok_s", "/traffic/tokens_per_day", "/traffic/peak_rps", "/traffic/concurrency",
    "/sizing/replicas", "/sizing/gpus", "/sizing/binding", "/cost/monthly_usd/own", "/cost/monthly_usd/rent",
    "/cost/monthly_usd/api", "/cost/usd_per_mtok/own", "/cost/usd_per_mtok/rent", "/cost/usd_per_mtok/api",
};

} // namespace

class TestCli final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyKeyForEveryPresetPair();
    void fixedBatchJoinsTheCurve();
    void helpDocumentsUnits();
    void scenarioFileAndStdin();
    void sweepCsv();
    void badInput_data();
    void badInput();
    void doesNotFitSaysHowManyGpus();
    void procureAndFleetPresets();
    void capitalOutlayKeys();
    void evalSizesByPercentile();
};

void TestCli::everyKeyForEveryPresetPair()
{
    int pairs = 0;
    for (const ModelSpec& model : Catalog::builtin().models())
        for (const GpuSpec& gpu : Catalog::builtin().gpus()) {
            Scenario probe = default_scenario();
            QVERIFY(set_input(probe, "model.preset", model.id));
            QVERIFY(set_input(probe, "gpu.preset", gpu.id));
            const int tp = smallest_feasible_tp(probe);
            if (tp == 0)
                continue;   // does not fit on any TP group of this GPU
            const Run run = run_cli({"eval", "--json", "--analytic", "--set", "model.preset=" + model.id, "--set",
                                     "gpu.preset=" + gpu.id, "--set", "deploy.tp=" + std::to_string(tp)});
            // 3: answered, but the default SLO cannot be met on this pair (a CPU, say).
            QVERIFY2(run.status == 0 || run.status == 3, run.err.c_str());
            const nlohmann::json doc = nlohmann::json::parse(run.out);
            for (const char* key : kEvalKeys) {
                const auto pointer = nlohmann::json::json_pointer(key);
                QVERIFY2(doc.contains(pointer), (model.id + " on " + gpu.id + ": " + key).c_str());
                const auto& value = doc.at(pointer);
                if (value.is_number())
                    QVERIFY2(std::isfinite(value.get<double>()), key);
            }
            const auto& curve = doc["decode"]["curve"];
            QVERIFY(!curve.empty());
            for (const char* field : {"batch", "step_ms", "per_user_tok_s", "aggregate_tok_s"})
                QVERIFY(curve.front().contains(field));
            ++pairs;
        }
    QVERIFY2(pairs >= 40, qPrintable(QString::number(pairs)));
}

void TestCli::fixedBatchJoinsTheCurve()
{
    const Run run = run_cli({"eval", "--json", "--set", "deploy.batch=77"});
    QVERIFY2(run.status == 0, run.err.c_str());
    const nlohmann::json doc = nlohmann::json::parse(run.out);
    bool found = false;
    double aggregate = 0;
    for (const auto& point : doc["decode"]["curve"])
        if (point["batch"] == 77) {
            found = true;
            aggregate = point["aggregate_tok_s"].get<double>();
        }
    QVERIFY(found);
    QCOMPARE(doc["capacity"]["max_output_tok_s"].get<double>(), aggregate);
}

void TestCli::helpDocumentsUnits()
{
    const Run run = run_cli({"eval", "--help"});
    QCOMPARE(run.status, 0);
    for (const char* text : {"workload.isl", "tokens", "gpu.bw_tbs", "TB/s", "cost.monthly_usd.own", "USD/month",
                             "decode.curve[].aggregate_tok_s", "tokens/s", "memory.kv_bytes_per_token", "bytes"})
        QVERIFY2(run.out.find(text) != std::string::npos, text);
    QCOMPARE(run_cli({"--version"}).out.rfind("capstan-cli ", 0), std::size_t(0));
}

void TestCli::scenarioFileAndStdin()
{
    const std::string scenario = R"({"schema_version": 1, "name": "stdin case",
        "inputs": {"model.preset": "llama-3.1-8b", "deploy.tp": 1, "workload.isl": 2000}})";
    const Run run = run_cli({"eval", "-", "--json", "--set", "workload.osl=500"}, scenario);
    QVERIFY2(run.status == 0, run.err.c_str());
    const nlohmann::json doc = nlohmann::json::parse(run.out);
    QCOMPARE(doc["scenario"].get<std::string>(), std::string("stdin case"));

    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("case.json")).toStdString();
    {
        std::ofstream file(path);
        file << scenario;
    }
    const Run from_file = run_cli({"eval", path, "--json", "--set", "workload.osl=500"});
    QCOMPARE(from_file.out, run.out);
}

void TestCli::sweepCsv()
{
    const Run run = run_cli({"sweep", "--vary", "deploy.tp=1,2,4,8", "--set", "model.weight_bits=16"});
    QVERIFY2(run.status == 0, run.err.c_str());
    std::istringstream lines(run.out);
    std::string header;
    std::getline(lines, header);
    QVERIFY(header.rfind("deploy.tp,max_sequences,", 0) == 0);
    std::string line;
    int rows = 0;
    while (std::getline(lines, line))
        ++rows;
    QCOMPARE(rows, 4);
    // TP 1 cannot hold the 141 GB of bf16 70B weights: the row says so.
    QVERIFY(run.out.find("does not fit") != std::string::npos);
    const Run log = run_cli({"sweep", "--vary", "workload.dau=1000:1000000:7", "--log", "--json"});
    QVERIFY2(log.status == 0, log.err.c_str());
    QCOMPARE(nlohmann::json::parse(log.out).size(), std::size_t(7));
}

void TestCli::badInput_data()
{
    QTest::addColumn<QByteArrayList>("args");
    QTest::addColumn<QByteArray>("stdinText");
    QTest::addColumn<QByteArrayList>("mustMention");
    QTest::addRow("out of range ISL")
        << QByteArrayList{"eval", "--set", "workload.isl=-5"} << QByteArray()
        << QByteArrayList{"workload.isl", "-5", "1 .. 1048576"};
    QTest::addRow("cache hit above 1")
        << QByteArrayList{"eval", "--set", "workload.cache_hit=1.5"} << QByteArray()
        << QByteArrayList{"workload.cache_hit", "1.5", "0 .. 1"};
    QTest::addRow("unknown GPU preset")
        << QByteArrayList{"eval", "--set", "gpu.preset=h900"} << QByteArray()
        << QByteArrayList{"gpu.preset", "h900", "h100-sxm"};
    QTest::addRow("unknown model preset")
        << QByteArrayList{"eval", "--set", "model.preset=gpt-5"} << QByteArray()
        << QByteArrayList{"model.preset", "gpt-5", "llama-3.1-8b"};
    QTest::addRow("zero GPUs")
        << QByteArrayList{"eval", "--set", "deploy.tp=0"} << QByteArray() << QByteArrayList{"deploy.tp", "0", "1 .. 64"};
    QTest::addRow("weight bits not offered")
        << QByteArrayList{"eval", "--set", "model.weight_bits=6"} << QByteArray()
        << QByteArrayList{"model.weight_bits", "6", "16, 8, 4"};
    QTest::addRow("not a number")
        << QByteArrayList{"eval", "--set", "workload.dau=lots"} << QByteArray() << QByteArrayList{"workload.dau", "lots"};
    QTest::addRow("unknown input")
        << QByteArrayList{"eval", "--set", "workload.islx=5"} << QByteArray() << QByteArrayList{"workload.islx", "unknown"};
    QTest::addRow("malformed JSON")
        << QByteArrayList{"eval", "-"} << QByteArray("{\"schema_version\": 1, \"inputs\": {")
        << QByteArrayList{"stdin", "malformed JSON"};
    QTest::addRow("newer schema")
        << QByteArrayList{"eval", "-"} << QByteArray("{\"schema_version\": 99}")
        << QByteArrayList{"schema_version", "99", "1 .. 4"};
    QTest::addRow("out of range in a file")
        << QByteArrayList{"eval", "-"} << QByteArray("{\"schema_version\": 1, \"inputs\": {\"slo.tpot_ms\": 0}}")
        << QByteArrayList{"stdin", "slo.tpot_ms", "0.1 .. 10000"};
    QTest::addRow("TP not dividing heads")
        << QByteArrayList{"eval", "--set", "deploy.tp=3"} << QByteArray() << QByteArrayList{"deploy.tp", "3", "divisor"};
    QTest::addRow("unknown command") << QByteArrayList{"evaluate"} << QByteArray() << QByteArrayList{"evaluate", "eval"};
    QTest::addRow("missing file") << QByteArrayList{"eval", "/nonexistent/x.json"} << QByteArray()
                                  << QByteArrayList{"/nonexistent/x.json", "cannot open"};
}

void TestCli::badInput()
{
    QFETCH(QByteArrayList, args);
    QFETCH(QByteArray, stdinText);
    QFETCH(QByteArrayList, mustMention);
    std::vector<std::string> argv;
    for (const QByteArray& arg : args)
        argv.push_back(arg.toStdString());
    const Run run = run_cli(argv, stdinText.toStdString());
    QVERIFY(run.status != 0);
    QVERIFY2(run.out.empty(), run.out.c_str());                            // no partial output
    QCOMPARE(std::count(run.err.begin(), run.err.end(), '\n'), 1L);       // one line
    for (const QByteArray& text : mustMention)
        QVERIFY2(run.err.find(text.toStdString()) != std::string::npos, run.err.c_str());
}

void TestCli::doesNotFitSaysHowManyGpus()
{
    const Run run = run_cli({"eval", "--set", "model.preset=llama-3.1-405b", "--set", "model.weight_bits=16",
                             "--set", "deploy.tp=8"});
    QVERIFY(run.status != 0);
    QVERIFY(run.out.empty());
    QVERIFY2(run.err.find("does not fit") != std::string::npos, run.err.c_str());
    QVERIFY2(run.err.find("alone need 11 ") != std::string::npos, run.err.c_str());
}

void TestCli::capitalOutlayKeys()
{
    // eval: the sized GPUs x one card's purchase price (the H100's derived from its $2,400
    // card-month: (2,400 - 66.43 - 770) x 36 = $56,288.52), then the price set by hand.
    const nlohmann::json eval = test::cli_json({"eval", "--json"});
    const int gpus = eval.at("sizing").at("gpus").get<int>();
    QCOMPARE(eval.at("cost").at("purchase").at("basis").get<std::string>(), std::string("derived"));
    QVERIFY(std::abs(eval.at("cost").at("purchase").at("usd").get<double>() - 56'288.52) < 0.01);
    QVERIFY(std::abs(eval.at("capital_outlay_usd").get<double>() - gpus * 56'288.52) < 0.01 * gpus);
    const nlohmann::json priced = test::cli_json({"eval", "--json", "--set", "cost.purchase_usd=30000"});
    QCOMPARE(priced.at("capital_outlay_usd").get<double>(), priced.at("sizing").at("gpus").get<int>() * 30000.0);
    QCOMPARE(priced.at("cost").at("purchase").at("basis").get<std::string>(), std::string("input"));
    const Run bad = run_cli({"eval", "--json", "--set", "cost.amortization_months=3"});
    QCOMPARE(bad.status, 1);
    QVERIFY2(bad.err.find("cost.amortization_months") != std::string::npos, bad.err.c_str());

    // procure: the shiny chip bet's 545 + 780 B200s at (2,500 - 94.90 - 1,100) x 36 = $46,983.60
    // each is $62,253,270 up front; the options and the cheapest that passes all three checks.
    const nlohmann::json bet = test::cli_json({"procure", "--preset", "shiny-chip-bet", "--json"});
    QVERIFY(std::abs(bet.at("capital_outlay_usd").get<double>() - 62'253'270.0) < 0.01);
    QCOMPARE(bet.at("options").size(), std::size_t(5));
    QCOMPARE(bet.at("options").at(0).at("option").get<std::string>(), std::string("as-planned"));
    QCOMPARE(bet.at("cheapest_passing_option").get<std::string>(), std::string("own-demand"));
    // 159 + 227 owned B200s: 386 x 46,983.60 = $18,135,669.60.
    QVERIFY(std::abs(bet.at("options").at(1).at("capital_outlay_usd").get<double>() - 18'135'669.60) < 0.01);
    const nlohmann::json set = test::cli_json(
        {"procure", "--preset", "shiny-chip-bet", "--set", "procure.card.b200.purchase_usd=40000", "--json"});
    QCOMPARE(set.at("capital_outlay_usd").get<double>(), 1325 * 40000.0);
    const Run text = run_cli({"procure", "--preset", "shiny-chip-bet"});
    QVERIFY2(text.out.find("Outlay    $62253270") != std::string::npos, text.out.c_str());
}

void TestCli::procureAndFleetPresets()
{
    // SPEC §5: procure and fleet take --preset NAME and output checks.NAME.{pass,value} and bill_usd.
    for (const char* command : {"procure", "fleet"}) {
        const Run help = run_cli({command, "--help"});
        QCOMPARE(help.status, 0);
        const auto presets_at = help.out.find("Presets: ");
        QVERIFY(presets_at != std::string::npos);
        std::string list = help.out.substr(presets_at + 9);
        list = list.substr(0, list.find('\n'));
        int checked = 0;
        std::size_t begin = 0;
        while (begin < list.size()) {
            const auto comma = list.find(", ", begin);
            const std::string name = list.substr(begin, comma == std::string::npos ? std::string::npos : comma - begin);
            const Run run = run_cli({command, "--preset", name, "--json"});
            QVERIFY2(run.status == 0, run.err.c_str());
            const nlohmann::json doc = nlohmann::json::parse(run.out);
            QVERIFY(doc.at("bill_usd").get<double>() > 0);
            QVERIFY(!doc.at("checks").empty());
            for (const auto& [check, value] : doc.at("checks").items()) {
                QVERIFY2(value.at("pass").is_boolean(), check.c_str());
                QVERIFY2(value.at("value").is_number(), check.c_str());
            }
            ++checked;
            if (comma == std::string::npos)
                break;
            begin = comma + 2;
        }
        QVERIFY(checked >= 6);
        const Run bad = run_cli({command, "--preset", "no-such-story"});
        QVERIFY(bad.status != 0);
        QVERIFY(bad.out.empty());
        QVERIFY2(bad.err.find("no-such-story") != std::string::npos, bad.err.c_str());
    }
}

void TestCli::evalSizesByPercentile()
{
    // Without --analytic the fleet is sized by the simulated p99 TTFT and TPOT at the peak rate.
    const Run run = run_cli({"eval", "--json"});
    QVERIFY2(run.status == 0, run.err.c_str());
    const nlohmann::json doc = nlohmann::json::parse(run.out);
    QCOMPARE(doc["sizing"]["method"].get<std::string>(), std::string("simulated"));
    const auto& tail = doc["sizing"]["percentile"];
    QVERIFY(tail["met"].get<bool>());
    QCOMPARE(tail["percentile"].get<double>(), 99.0);
    QVERIFY(tail["ttft_ms"].get<double>() <= 2000 && tail["tpot_ms"].get<double>() <= 50);
    QVERIFY(tail["ttft_ci95_ms"].get<double>() > 0);
    QCOMPARE(doc["sizing"]["replicas"].get<int>(), tail["replicas"].get<int>());
    QCOMPARE(doc["sizing"]["gpus"].get<int>(), tail["replicas"].get<int>() * 2);
    const std::string binding = doc["sizing"]["binding"].get<std::string>();
    QVERIFY2(binding == "ttft" || binding == "tpot" || binding == "memory", binding.c_str());
    // A tighter TPOT promise never needs fewer replicas.
    const Run tighter = run_cli({"eval", "--json", "--set", "slo.tpot_ms=35"});
    QVERIFY2(tighter.status == 0, tighter.err.c_str());
    QVERIFY(nlohmann::json::parse(tighter.out)["sizing"]["replicas"].get<int>() >= doc["sizing"]["replicas"].get<int>());
    const Run analytic = run_cli({"eval", "--json", "--analytic"});
    QCOMPARE(nlohmann::json::parse(analytic.out)["sizing"]["method"].get<std::string>(), std::string("analytic"));
}

QTEST_APPLESS_MAIN(TestCli)
#include "tst_cli.moc"
