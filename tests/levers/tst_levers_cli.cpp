// `capstan-cli check-claim` and `capstan-cli levers` (SPEC 5): the keys scripts read and
// one-line errors.
#include "cli/cli.h"
#include "tests/cli/run_cli.h"

#include <QTest>

#include <nlohmann/json.hpp>

#include <cmath>
#include <sstream>

using namespace capstan;

namespace {

using Run = test::CliRun;
using test::run_cli;
constexpr auto json_of = test::cli_json;


} // namespace

class TestLeversCli final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void seedClaimImpossible()
    {
        const nlohmann::json doc = json_of({"check-claim", "--claim-tok-s", "10000", "--set", "model.preset=llama-3.1-70b",
                                            "--set", "model.weight_bits=16", "--set", "deploy.tp=1", "--json"});
        QCOMPARE(doc["possible"].get<bool>(), false);
        QVERIFY(std::abs(doc["compute_bound_tok_s"].get<double>() - 7009.2) < 0.1);
        for (const char* key : {"max_tok_s", "bound", "bandwidth_bound_tok_s", "miss_ratio"})
            QVERIFY2(doc.contains(key), key);
        QVERIFY(doc["miss_ratio"].get<double>() > 1);
    }

    void inputClaimHasNoBandwidthBound()
    {
        const nlohmann::json doc = json_of({"check-claim", "--claim-tok-s=20000", "--kind", "input", "--json"});
        QCOMPARE(doc["possible"].get<bool>(), true);
        QCOMPARE(doc["bound"].get<std::string>(), std::string("compute"));
        QVERIFY(doc["bandwidth_bound_tok_s"].is_null());
    }

    void leversKeys()
    {
        const nlohmann::json doc = json_of({"levers", "--json", "--set", "levers.spec_acceptance=0.8"});
        for (const char* pointer : {"/quantization/fixed_batch_gain", "/quantization/freed_memory_gain", "/quantization/table",
                                    "/speculative/break_even_batch", "/speculative/curve", "/cuda_graphs/share_at_batch_1",
                                    "/power/gpus_per_mw", "/mfu/mfu", "/batch_jobs/tokenize/core_days",
                                    "/batch_jobs/constrained_decoding/constrained_tok_s"})
            QVERIFY2(doc.contains(nlohmann::json::json_pointer(pointer)), pointer);
        QCOMPARE(doc["speculative"]["acceptance"].get<double>(), 0.8);
        QCOMPARE(doc["power"]["gpus"].get<int>(), 603);
    }

    void badInput_data()
    {
        QTest::addColumn<QString>("args");   // space-separated
        QTest::addColumn<QString>("message");
        QTest::addRow("claim missing") << "check-claim" << "--claim-tok-s = (missing): required";
        QTest::addRow("claim not a number") << "check-claim --claim-tok-s fast" << "--claim-tok-s = fast: not a number";
        QTest::addRow("claim negative") << "check-claim --claim-tok-s -1" << "(allowed > 0 .. 1e12 tokens/s)";
        QTest::addRow("unknown kind") << "check-claim --claim-tok-s 1 --kind both" << "--kind = both";
        QTest::addRow("acceptance above 1") << "levers --set levers.spec_acceptance=1.5"
                                            << "levers.spec_acceptance = 1.5: out of range (allowed 0 .. 1 share)";
        QTest::addRow("PUE below 1") << "levers --set levers.pue=0.5" << "levers.pue = 0.5";
        QTest::addRow("unknown lever") << "levers --set levers.nope=1" << "unknown lever input";
        QTest::addRow("two measurements") << "levers --set levers.measured_step_ms=30 --set levers.measured_tok_s=4000"
                                          << "levers.measured_tok_s = 4000: two measurements of one step";
        QTest::addRow("negative measurement") << "levers --set levers.measured_step_ms=-1" << "levers.measured_step_ms = -1";
    }

    void measuredStepInTheReport()
    {
        const auto run = capstan::test::run_cli({"levers", "--set", "levers.measured_step_ms=60"});
        QCOMPARE(run.status, 0);
        QVERIFY2(run.out.find("Measured  60.00 ms a step") != std::string::npos, run.out.c_str());
        QVERIFY(run.out.find("MBU ") != std::string::npos);
    }
    void badInput()
    {
        QFETCH(QString, args);
        QFETCH(QString, message);
        std::vector<std::string> argv;
        for (const QString& arg : args.split(QLatin1Char(' ')))
            argv.push_back(arg.toStdString());
        const Run run = run_cli(argv);
        QCOMPARE(run.status, 1);
        QVERIFY(run.out.empty());
        QVERIFY2(QString::fromStdString(run.err).contains(message), run.err.c_str());
    }
};

QTEST_APPLESS_MAIN(TestLeversCli)
#include "tst_levers_cli.moc"
