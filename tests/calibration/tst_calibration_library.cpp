// Calibration profiles kept in the library and every figure's provenance, through capstan-cli
// in process: calibrate --save NAME, store profiles / profile-show / profile-rm, eval --profile
// NAME (the same figures as eval --calibration FILE), and eval's "provenance" object.
#include "calibration_support.h"

#include "tests/cli/run_cli.h"

#include <QTemporaryDir>
#include <QFile>
#include <QTest>

#include <nlohmann/json.hpp>

#include <fstream>

using namespace capstan;
using nlohmann::json;

namespace {

using test::run_cli;

class Fixture final {
public:
    Fixture()
        : db_(dir_.filePath(QStringLiteral("library.sqlite")).toStdString()),
          file_(dir_.filePath(QStringLiteral("h100.json")).toStdString())
    {
    }
    [[nodiscard]] const std::string& db() const { return db_; }
    [[nodiscard]] const std::string& file() const { return file_; }

    // The offline vLLM run of Llama-3.1-8B in bf16 on one H100 plus the published points.
    test::CliRun calibrate(const std::string& name, std::vector<std::string> extra = {}) const
    {
        std::vector<std::string> args = {
            "calibrate",
            test::data_path(QStringLiteral("bench/vllm_serving_offline.json")).toStdString(),
            test::data_path(QStringLiteral("published-points.csv")).toStdString(),
            "--set", "gpu.preset=h100-sxm", "--set", "deploy.tp=1", "--set", "model.weight_bits=16",
            "--set", "model.kv_bits=16", "--factors", "bw_efficiency,compute_efficiency,step_overhead_ms",
            "--save", name, "--db", db_, "--out", file_};
        args.insert(args.end(), extra.begin(), extra.end());
        return run_cli(args);
    }

private:
    QTemporaryDir dir_;
    std::string db_;
    std::string file_;
};

json eval_json(const std::vector<std::string>& extra)
{
    std::vector<std::string> args = {"eval", "--json"};
    args.insert(args.end(), extra.begin(), extra.end());
    const test::CliRun run = run_cli(args);
    if (run.status != 0)
        qFatal("eval failed: %s", run.err.c_str());
    return json::parse(run.out);
}

} // namespace

class TestCalibrationLibrary final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void saveThenEvalProfileMatchesTheFile();
    void nameInUseNeedsReplace();
    void listShowRemove();
    void provenanceDatasheetAndExact();
    void provenanceCalibrated();
    void provenanceSimulatedCarriesTheInterval();
    void movingAFactorDropsTheProfile();
    void summaryBrackets();
    void badArguments_data();
    void badArguments();
};

void TestCalibrationLibrary::saveThenEvalProfileMatchesTheFile()
{
    Fixture f;
    const test::CliRun run = f.calibrate("h100-fit");
    QVERIFY2(run.status == 0, run.err.c_str());
    QVERIFY(run.out.find("Profile saved as \"h100-fit\" in " + f.db()) != std::string::npos);
    const json from_file = eval_json({"--analytic", "--calibration", f.file()});
    const json from_library = eval_json({"--analytic", "--profile", "h100-fit", "--db", f.db()});
    QCOMPARE(from_library.dump(), from_file.dump());
    // And the factors did move: a calibrated scenario is not the default one.
    const json plain = eval_json({"--analytic"});
    QVERIFY(plain["decode"]["single_user_tok_s"] != from_file["decode"]["single_user_tok_s"]);
}

void TestCalibrationLibrary::nameInUseNeedsReplace()
{
    Fixture f;
    QCOMPARE(f.calibrate("fit").status, 0);
    const test::CliRun again = f.calibrate("fit");
    QCOMPARE(again.status, 1);
    QVERIFY2(again.err.find("\"fit\"") != std::string::npos && again.err.find("already in use") != std::string::npos &&
                 again.err.find("--replace") != std::string::npos,
             again.err.c_str());
    QCOMPARE(f.calibrate("fit", {"--replace"}).status, 0);
    const json list = json::parse(run_cli({"store", "profiles", "--db", f.db(), "--json"}).out);
    QCOMPARE(list.size(), std::size_t(1));
}

void TestCalibrationLibrary::listShowRemove()
{
    Fixture f;
    // A --db path that does not exist is not made by a read.
    const test::CliRun missing = run_cli({"store", "profiles", "--db", f.db()});
    QVERIFY(missing.status != 0 && missing.err.find("no such file") != std::string::npos);
    QVERIFY(!QFile::exists(QString::fromStdString(f.db())));
    QCOMPARE(f.calibrate("h100-fit").status, 0);
    const test::CliRun listed = run_cli({"store", "profiles", "--db", f.db(), "--json"});
    QVERIFY2(listed.status == 0, listed.err.c_str());
    const json rows = json::parse(listed.out);
    QCOMPARE(rows.size(), std::size_t(1));
    QCOMPARE(rows[0]["name"].get<std::string>(), std::string("h100-fit"));
    QCOMPARE(rows[0]["points"].get<int>(), 23);   // 22 published + the vLLM offline throughput
    std::ifstream written(f.file());
    const json file = json::parse(written);
    QCOMPARE(rows[0]["median_abs_error_before"].get<double>(), file["fit"]["median_abs_error_before"].get<double>());
    QCOMPARE(rows[0]["median_abs_error_after"].get<double>(), file["fit"]["median_abs_error_after"].get<double>());

    const test::CliRun shown = run_cli({"store", "profile-show", "h100-fit", "--db", f.db(), "--json"});
    QVERIFY2(shown.status == 0, shown.err.c_str());
    QVERIFY(json::parse(shown.out) == file);   // the library holds what --out wrote
    const test::CliRun text = run_cli({"store", "profile-show", "h100-fit", "--db", f.db()});
    QVERIFY(text.out.find("deploy.bw_efficiency") != std::string::npos);

    QCOMPARE(run_cli({"store", "profile-rm", "h100-fit", "--db", f.db()}).status, 0);
    const test::CliRun gone = run_cli({"eval", "--profile", "h100-fit", "--db", f.db()});
    QCOMPARE(gone.status, 1);
    QVERIFY2(gone.err.find("not in the library") != std::string::npos, gone.err.c_str());
    QCOMPARE(run_cli({"store", "profile-rm", "h100-fit", "--db", f.db()}).status, 1);
}

void TestCalibrationLibrary::provenanceDatasheetAndExact()
{
    const json doc = eval_json({"--analytic"});
    const json& p = doc["provenance"];
    for (const char* key : {"decode.single_user_tok_s", "decode.curve[].step_ms", "decode.ridge_batch",
                            "decode.operating_point.*", "prefill.ms", "capacity.max_output_tok_s", "sizing.replicas",
                            "sizing.gpus", "sizing.binding", "traffic.concurrency"}) {
        QVERIFY2(p[key]["source"] == "datasheet", key);
        QVERIFY2(!p[key].contains("profile") && !p[key].contains("ci95"), key);
    }
    for (const char* key : {"memory.weights_bytes_per_gpu", "memory.kv_bytes_per_token", "memory.max_sequences",
                            "traffic.tokens_per_day", "cost.monthly_usd.api"})
        QVERIFY2(p[key]["source"] == "exact", key);
    QCOMPARE(p["cost.usd_per_mtok.api"]["source"].get<std::string>(), std::string("input"));
    // GPUs from the analytic sizing.
    QCOMPARE(p["cost.monthly_usd.own"]["source"].get<std::string>(), std::string("datasheet"));
    QVERIFY(p["cost.monthly_usd.own"]["text"].get<std::string>().find("fleet size") != std::string::npos);
    QVERIFY(!p.contains("sizing.percentile.ttft_ms"));
    // The existing keys are untouched.
    QVERIFY(doc["sizing"]["replicas"].is_number_integer());
    QCOMPARE(doc["sizing"]["method"].get<std::string>(), std::string("analytic"));
}

void TestCalibrationLibrary::provenanceCalibrated()
{
    Fixture f;
    QCOMPARE(f.calibrate("h100-fit").status, 0);
    const json doc = eval_json({"--analytic", "--profile", "h100-fit", "--db", f.db()});
    const json& p = doc["provenance"];
    for (const char* key : {"decode.single_user_tok_s", "prefill.ms", "capacity.max_output_tok_s", "sizing.gpus",
                            "cost.usd_per_mtok.own"}) {
        QVERIFY2(p[key]["source"] == "calibrated", key);
        QVERIFY2(p[key]["profile"] == "h100-fit", key);
    }
    QVERIFY(p["decode.single_user_tok_s"]["text"].get<std::string>().find("h100-fit") != std::string::npos);
    QCOMPARE(p["memory.max_sequences"]["source"].get<std::string>(), std::string("exact"));   // a fit moves no bytes
}

void TestCalibrationLibrary::provenanceSimulatedCarriesTheInterval()
{
    const json doc = eval_json({});
    QCOMPARE(doc["sizing"]["method"].get<std::string>(), std::string("simulated"));
    const json& tail = doc["sizing"]["percentile"];
    const json& p = doc["provenance"];
    const bool tpot_binds = doc["sizing"]["binding"] == "tpot";
    const double interval = tail[tpot_binds ? "tpot_ci95_ms" : "ttft_ci95_ms"].get<double>();
    QVERIFY(interval > 0);
    for (const char* key : {"sizing.replicas", "sizing.gpus", "sizing.binding"}) {
        QVERIFY2(p[key]["source"] == "simulated", key);
        QCOMPARE(p[key]["ci95"].get<double>(), interval);
    }
    QCOMPARE(p["sizing.percentile.ttft_ms"]["ci95"].get<double>(), tail["ttft_ci95_ms"].get<double>());
    QCOMPARE(p["sizing.percentile.tpot_ms"]["ci95"].get<double>(), tail["tpot_ci95_ms"].get<double>());
    // Money follows the sizing.
    QCOMPARE(p["cost.monthly_usd.rent"]["source"].get<std::string>(), std::string("simulated"));
    QCOMPARE(p["decode.single_user_tok_s"]["source"].get<std::string>(), std::string("datasheet"));
    QCOMPARE(p["memory.kv_bytes_per_token"]["source"].get<std::string>(), std::string("exact"));
    QVERIFY(p["sizing.replicas"]["text"].get<std::string>().find("datasheet roofline") != std::string::npos);
}

void TestCalibrationLibrary::movingAFactorDropsTheProfile()
{
    Fixture f;
    QCOMPARE(f.calibrate("h100-fit").status, 0);
    const json doc =
        eval_json({"--analytic", "--profile", "h100-fit", "--db", f.db(), "--set", "deploy.step_overhead_ms=4"});
    const json& p = doc["provenance"]["decode.single_user_tok_s"];
    QCOMPARE(p["source"].get<std::string>(), std::string("datasheet"));
    QVERIFY(!p.contains("profile"));
    QVERIFY2(p["text"].get<std::string>().find("set by hand") != std::string::npos, p.dump().c_str());
    // An input that is not a factor keeps the profile.
    const json kept = eval_json({"--analytic", "--profile", "h100-fit", "--db", f.db(), "--set", "workload.isl=3000"});
    QCOMPARE(kept["provenance"]["decode.single_user_tok_s"]["profile"].get<std::string>(), std::string("h100-fit"));
}

void TestCalibrationLibrary::summaryBrackets()
{
    Fixture f;
    QCOMPARE(f.calibrate("h100-fit").status, 0);
    const test::CliRun run = run_cli({"eval", "--analytic", "--profile", "h100-fit", "--db", f.db()});
    QVERIFY2(run.status == 0, run.err.c_str());
    qInfo("%s", run.out.c_str());
    QVERIFY(run.out.find("sustained  [exact]") != std::string::npos);
    QVERIFY(run.out.find("[calibrated roofline (h100-fit)]") != std::string::npos);
    const test::CliRun simulated = run_cli({"eval"});
    QVERIFY(simulated.out.find("[simulated p99 ") != std::string::npos);
    QVERIFY(simulated.out.find(" ms on the datasheet roofline]") != std::string::npos);
}

void TestCalibrationLibrary::badArguments_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::addRow("--db without --profile") << QStringList{QStringLiteral("eval"), QStringLiteral("--db"),
                                                           QStringLiteral("x.sqlite")}
                                            << QStringLiteral("--profile");
    QTest::addRow("two profiles") << QStringList{QStringLiteral("eval"), QStringLiteral("--calibration"),
                                                 QStringLiteral("a.json"), QStringLiteral("--profile"),
                                                 QStringLiteral("b")}
                                  << QStringLiteral("two calibration profiles");
    QTest::addRow("profile-show without a name") << QStringList{QStringLiteral("store"), QStringLiteral("profile-show")}
                                                 << QStringLiteral("one profile name");
}

void TestCalibrationLibrary::badArguments()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    QTemporaryDir dir;
    std::vector<std::string> argv;
    for (const QString& arg : args)
        argv.push_back(arg.toStdString());
    if (argv.front() == "store") {
        argv.push_back("--db");
        argv.push_back(dir.filePath(QStringLiteral("l.sqlite")).toStdString());
    }
    const test::CliRun run = run_cli(argv);
    QVERIFY(run.status != 0);
    QVERIFY2(run.err.find(message.toStdString()) != std::string::npos, run.err.c_str());
    QVERIFY(run.out.empty());
}

QTEST_APPLESS_MAIN(TestCalibrationLibrary)
#include "tst_calibration_library.moc"
