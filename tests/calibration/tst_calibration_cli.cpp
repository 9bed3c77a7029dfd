// capstan-cli validate and calibrate, in process: a row per published point, the built-in copy
// of the measurements, profiles written and read back, and whole-command failure on bad files.
#include "calibration_support.h"

#include "cli/cli.h"
#include "tests/cli/run_cli.h"
#include "core/calibration/profile.h"
#include "core/calibration/published_points.h"
#include "core/validation.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <cstring>
#include <fstream>
#include <map>
#include <sstream>

using namespace capstan;

namespace {

using Run = test::CliRun;
using test::run_cli;

std::vector<MeasuredPoint> published()
{
    return *parse_measured_points(test::read_data(QStringLiteral("published-points.csv")), "published-points.csv");
}

std::string bench(const char* name)
{
    return test::data_path(QStringLiteral("bench/") + QLatin1String(name)).toStdString();
}

} // namespace

class TestCalibrationCli final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void builtInCopyMatchesTheTestData();
    void validateHasARowPerPublishedPoint();
    void validateJson();
    void validateAFileAndStdin();
    void explainShowsTheDerivation();
    void explainRefusesUnknownRows();
    void calibrateWritesAProfileThatValidateReads();
    void calibrateJsonIsTheProfile();
    void fittedFactorsStayInsidePhysicalBounds();
    void badFilesFailWholly_data();
    void badFilesFailWholly();
    void implausibleFitIsNotSaved_data();
    void implausibleFitIsNotSaved();
    void unknownModelIdNeedsTheUsersModel();
};

void TestCalibrationCli::builtInCopyMatchesTheTestData()
{
    QCOMPARE(std::string(calibration::published_points_csv()), test::read_data(QStringLiteral("published-points.csv")));
}

void TestCalibrationCli::validateHasARowPerPublishedPoint()
{
    const Run run = run_cli({"validate"});
    QVERIFY2(run.status == 0, run.err.c_str());
    qInfo("%s", run.out.c_str());
    std::istringstream lines(run.out);
    std::vector<std::string> ids;
    for (std::string line; std::getline(lines, line);)
        ids.push_back(line.substr(0, line.find(' ')));
    for (const MeasuredPoint& p : published())
        QVERIFY2(std::count(ids.begin(), ids.end(), p.id) == 1, p.id.c_str());
    QVERIFY(run.out.find("rows: 27; answered by the analytic model: 22; median absolute error: ") != std::string::npos);
}

void TestCalibrationCli::validateJson()
{
    const Run run = run_cli({"validate", "--json"});
    QVERIFY2(run.status == 0, run.err.c_str());
    const nlohmann::json doc = nlohmann::json::parse(run.out);
    const std::vector<MeasuredPoint> points = published();
    QCOMPARE(doc["rows"].size(), points.size());
    QCOMPARE(doc["rows_total"].get<std::size_t>(), points.size());
    QCOMPARE(doc["rows_answered"].get<int>(), 22);
    for (std::size_t i = 0; i < points.size(); ++i) {
        const nlohmann::json& row = doc["rows"][i];
        QCOMPARE(row["id"].get<std::string>(), points[i].id);
        QCOMPARE(row["measured"].get<double>(), points[i].value);
        QCOMPARE(row["predicted"].is_null(), points[i].mode == "online_rate");   // the simulator's alone
    }
    const double median = doc["median_abs_error"].get<double>();
    qInfo("built-in published points, default factors: median |error| %.1f%%", median * 100);
    QVERIFY(median > 0 && median <= 0.25);
    QCOMPARE(doc["factors"]["deploy.bw_efficiency"].get<double>(), 0.85);

    const Run slower = run_cli({"validate", "--json", "--set", "deploy.bw_efficiency=0.5"});
    QVERIFY2(slower.status == 0, slower.err.c_str());
    QVERIFY(nlohmann::json::parse(slower.out)["median_abs_error"].get<double>() != median);
}

// validate --explain: the row's prediction is the one validate prints, and the step's parts
// add up to its total (each printed to 0.01 ms).
void TestCalibrationCli::explainShowsTheDerivation()
{
    const nlohmann::json doc = nlohmann::json::parse(run_cli({"validate", "--json"}).out);
    for (const char* id : {"c01", "c13", "c14", "c23"}) {
        const Run run = run_cli({"validate", "--explain", id});
        QVERIFY2(run.status == 0, run.err.c_str());
        qInfo("%s", run.out.c_str());
        QVERIFY(run.out.rfind(std::string("Row ") + id + ": ", 0) == 0);
        double predicted = -1;
        for (const nlohmann::json& row : doc["rows"])
            if (row["id"] == id)
                predicted = row["predicted"].get<double>();
        char text[64];
        std::snprintf(text, sizeof text, "predicted %.1f ", predicted);
        QVERIFY2(run.out.find(text) != std::string::npos, text);

        // weight reads | GEMM arithmetic | GEMM time, attention reads | arithmetic | time,
        // all-reduce | all-to-all | pipeline hops | fixed costs, total.
        std::vector<double> parts;
        for (const char* label : {"| GEMM time ", "| attention time ", "all-reduce ", "| all-to-all ", "| pipeline hops ",
                                  "| fixed costs ", "  total "}) {
            const std::size_t at = run.out.find(label);
            QVERIFY2(at != std::string::npos, label);
            parts.push_back(std::stod(run.out.substr(at + std::strlen(label))));
        }
        const double sum = parts[0] + parts[1] + parts[2] + parts[3] + parts[4] + parts[5];
        QVERIFY2(std::abs(sum - parts[6]) <= 0.04, (std::to_string(sum) + " against " + std::to_string(parts[6])).c_str());
        QVERIFY(parts[6] > 0);
        // The GEMM time is printed as what the total leaves, so the sum above catches a part
        // left out of that remainder but not a remainder that departs from the model; it must
        // also be the model's own rule, read from the other printed parts: the larger of the weight reads and the arithmetic plus the overlap
        // loss's share of the smaller, and the attention the larger of its reads and arithmetic.
        // (c23's step at one user blends a decode-only step with the rare one carrying a prompt,
        // so its GEMM time is the blend of two such times, not the rule on the blended parts.)
        const auto value_after = [&](const char* label) {
            const std::size_t at = run.out.find(label);
            return at == std::string::npos ? -1.0 : std::stod(run.out.substr(at + std::strlen(label)));
        };
        const double reads = value_after("weight reads ");
        const double arithmetic = value_after("| GEMM arithmetic ");
        const double loss = doc["factors"]["deploy.gemm_overlap_loss"].get<double>();
        const double rule = std::max(reads, arithmetic) + loss * std::min(reads, arithmetic);
        if (std::string(id) != "c23")
            QVERIFY2(std::abs(parts[0] - rule) <= 0.02, (std::to_string(parts[0]) + " against " + std::to_string(rule)).c_str());
        const double attention = std::max(value_after("attention KV reads "), value_after("| attention arithmetic "));
        QVERIFY2(std::abs(parts[1] - attention) <= 0.01, id);
        // A batch-1 TTFT is the prompt's step plus the first-token latency, both printed.
        const double first_token = value_after("+ first-token latency ");
        QCOMPARE(first_token >= 0, std::string(id) == "c14");
        if (first_token >= 0) {
            QCOMPARE(first_token, doc["factors"]["deploy.first_token_ms"].get<double>());
            QVERIFY2(std::abs(parts[6] + first_token - predicted) <= 0.06, id);
        }
    }
    // A held-out row answered by the simulator, its lengths drawn at the dataset's spread.
    const Run server = run_cli({"validate", "--explain", "n02"});
    QVERIFY2(server.status == 0, server.err.c_str());
    QVERIFY(server.out.find("ISL 222 tokens (CV 0.771), OSL 294 tokens (CV 0.787)") != std::string::npos);
    QVERIFY(server.out.find("Prediction (the request-level simulator)") != std::string::npos);
    // A mean step that blends a rare whole prompt into decode steps is labelled by where its time
    // goes: 405B at batch 50 with 9,429-token prompts spends most of it on GEMM arithmetic.
    const Run blended = run_cli({"validate", "--explain", "m16"});
    QVERIFY2(blended.status == 0, blended.err.c_str());
    QVERIFY2(blended.out.find("ms, compute-bound") != std::string::npos, blended.out.c_str());
}

void TestCalibrationCli::explainRefusesUnknownRows()
{
    const Run unknown = run_cli({"validate", "--explain", "nope"});
    QCOMPARE(unknown.status, 1);
    QVERIFY2(unknown.err.find("--explain = nope: no such row") != std::string::npos, unknown.err.c_str());
    QVERIFY(unknown.out.empty());
    const Run with_cv = run_cli({"validate", "--explain", "c01", "--cv"});
    QVERIFY(with_cv.status != 0);
    QVERIFY2(with_cv.err.find("without --cv and --json") != std::string::npos, with_cv.err.c_str());
}

void TestCalibrationCli::validateAFileAndStdin()
{
    std::string csv = test::read_data(QStringLiteral("published-points.csv"));
    csv = csv.substr(0, csv.find("\nc03")) + "\n";   // header, c01, c02
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("two.csv")).toStdString();
    std::ofstream(path) << csv;
    for (const Run& run : {run_cli({"validate", path, "--json"}), run_cli({"validate", "-", "--json"}, csv)}) {
        QVERIFY2(run.status == 0, run.err.c_str());
        const nlohmann::json doc = nlohmann::json::parse(run.out);
        QCOMPARE(doc["rows"].size(), std::size_t(2));
        QCOMPARE(doc["rows"][1]["id"].get<std::string>(), std::string("c02"));
    }
}

void TestCalibrationCli::calibrateWritesAProfileThatValidateReads()
{
    QTemporaryDir dir;
    const std::string profile_path = dir.filePath(QStringLiteral("h100.json")).toStdString();
    // The offline vLLM run of Llama-3.1-8B in bf16 on one H100 plus the published CSV.
    const Run run = run_cli({"calibrate", bench("vllm_serving_offline.json"),
                             test::data_path(QStringLiteral("published-points.csv")).toStdString(), "--set",
                             "gpu.preset=h100-sxm", "--set", "deploy.tp=1", "--set", "model.weight_bits=16", "--set",
                             "model.kv_bits=16", "--factors", "bw_efficiency,compute_efficiency,step_overhead_ms",
                             "--name", "h100 test", "--out", profile_path});
    QVERIFY2(run.status == 0, run.err.c_str());
    qInfo("%s", run.out.c_str());
    QVERIFY(run.out.find("vllm_serving_offline.json:output_tok_s") != std::string::npos);
    QVERIFY(run.out.find("Profile written to " + profile_path) != std::string::npos);

    std::ifstream file(profile_path);
    std::stringstream text;
    text << file.rdbuf();
    const Expected<calibration::CalibrationProfile> profile = calibration::profile_from_json(text.str(), profile_path);
    QVERIFY2(profile, profile ? "" : profile.error().message().c_str());
    QCOMPARE(profile->name, std::string("h100 test"));
    QCOMPARE(profile->fitted.size(), std::size_t(3));
    QCOMPARE(profile->points.size(), std::size_t(23));   // 22 published + the vLLM offline throughput
    QVERIFY(profile->rms_log_error_after < profile->rms_log_error_before);   // what least squares lowers

    const Run validated = run_cli({"validate", "--json", "--profile", profile_path});
    QVERIFY2(validated.status == 0, validated.err.c_str());
    const nlohmann::json doc = nlohmann::json::parse(validated.out);
    for (const auto& [path, value] : profile->factors)
        QCOMPARE(doc["factors"][path].get<double>(), value);
}

void TestCalibrationCli::calibrateJsonIsTheProfile()
{
    const Run run = run_cli({"calibrate", bench("guidellm_report.json"), "--set", "gpu.preset=h100-sxm", "--set",
                             "deploy.tp=1", "--set", "model.weight_bits=16", "--factors", "bw_efficiency", "--json"});
    QVERIFY2(run.status == 0, run.err.c_str());
    const Expected<calibration::CalibrationProfile> profile = calibration::profile_from_json(run.out, "stdout");
    QVERIFY2(profile, profile ? "" : profile.error().message().c_str());
    // The concurrency-1 run's throughput, TTFT and ITL (the closed loop), and the throughput
    // run's output_tok_s.
    QCOMPARE(profile->points.size(), std::size_t(4));
    QCOMPARE(profile->points[3].id, std::string("guidellm_report.json#1:output_tok_s"));
    QCOMPARE(profile->points[0].id, std::string("guidellm_report.json#0:output_tok_s"));
    QCOMPARE(profile->points[3].model, std::string("llama-3.1-8b"));
}

void TestCalibrationCli::fittedFactorsStayInsidePhysicalBounds()
{
    // The documented physical bounds (README, "Fidelity"): no efficiency above 1 (no kernel beats
    // the datasheet) nor below 0.2, a per-step overhead of 0-5 ms, one small all-reduce 0-100 us,
    // a per-expert step cost 0-50 us, a request's first-token latency 0-20 ms. Written here by hand, not read from fit.cpp.
    const std::map<std::string, std::pair<double, double>> documented = {
        {"deploy.bw_efficiency", {0.2, 1}},         {"deploy.compute_efficiency", {0.2, 1}},
        {"deploy.low_precision_efficiency", {0.2, 1}}, {"deploy.cdna_efficiency", {0.2, 1}},
        {"deploy.step_overhead_ms", {0, 5}},        {"deploy.allreduce_latency_us", {0, 100}},
        {"deploy.expert_overhead_us", {0, 50}},      {"deploy.fp4_efficiency", {0.2, 1}},
        {"deploy.ada_efficiency", {0.2, 1}},         {"deploy.moe_gemm_efficiency", {0.2, 1}},
        {"deploy.gemm_overlap_loss", {0, 1}},        {"deploy.first_token_ms", {0, 20}},
    };
    const std::string csv = test::data_path(QStringLiteral("published-points.csv")).toStdString();
    const Run run = run_cli({"calibrate", csv, "--json"});
    QVERIFY2(run.status == 0, run.err.c_str());
    const nlohmann::json doc = nlohmann::json::parse(run.out);
    QVERIFY(doc["factors"].is_object());
    QCOMPARE(doc["factors"].size(), documented.size());
    for (const auto& [path, value] : doc["factors"].items()) {
        const auto bounds = documented.find(path);
        QVERIFY2(bounds != documented.end(), path.c_str());
        const double v = value.get<double>();
        qInfo("%s = %.4g (bounds %g .. %g)", path.c_str(), v, bounds->second.first, bounds->second.second);
        QVERIFY2(v >= bounds->second.first && v <= bounds->second.second, path.c_str());
    }
    for (const nlohmann::json& f : doc["fit"]["fitted"]) {
        const auto bounds = documented.find(f["path"].get<std::string>());
        QVERIFY(bounds != documented.end());
        QVERIFY(f["min"].get<double>() >= bounds->second.first && f["max"].get<double>() <= bounds->second.second);
    }
}

void TestCalibrationCli::badFilesFailWholly_data()
{
    QTest::addColumn<QString>("content");
    QTest::addColumn<QString>("message");
    QTest::addRow("truncated JSON") << R"({"completed": 5, "total_in)" << "bad.json: byte ";
    QTest::addRow("wrong type") << R"({"output_throughput": "lots"})" << "bad.json: $.completed";
    QTest::addRow("not a benchmark") << R"({"x": 1})" << "unknown benchmark format";
    QTest::addRow("bad CSV") << "id,source,model\n" << "header does not match";
}

void TestCalibrationCli::badFilesFailWholly()
{
    QFETCH(QString, content);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const std::string bad = dir.filePath(QStringLiteral("bad.json")).toStdString();
    const std::string out = dir.filePath(QStringLiteral("profile.json")).toStdString();
    std::ofstream(bad) << content.toStdString();
    const Run run = run_cli({"calibrate", bench("vllm_serving_offline.json"), bad, "--out", out});
    QCOMPARE(run.status, 1);
    QVERIFY(run.out.empty());
    QVERIFY2(run.err.find(message.toStdString()) != std::string::npos, run.err.c_str());
    QCOMPARE(std::count(run.err.begin(), run.err.end(), '\n'), 1);
    QVERIFY(!QFile::exists(QString::fromStdString(out)));
}

void TestCalibrationCli::implausibleFitIsNotSaved_data()
{
    // A measured throughput no physical factor can explain: the fit runs into a bound.
    QTest::addColumn<QString>("throughput");
    QTest::addRow("1e-300 tok/s") << QStringLiteral("1e-300");
    QTest::addRow("1e308 tok/s") << QStringLiteral("1e308");
}

void TestCalibrationCli::implausibleFitIsNotSaved()
{
    QFETCH(QString, throughput);
    QTemporaryDir dir;
    std::string text = test::read_data(QStringLiteral("bench/vllm_serving_offline.json"));
    const std::string measured = "\"output_throughput\": 6400.0";
    text.replace(text.find(measured), measured.size(), "\"output_throughput\": " + throughput.toStdString());
    const std::string file = dir.filePath(QStringLiteral("odd.json")).toStdString();
    std::ofstream(file) << text;
    const std::string out = dir.filePath(QStringLiteral("profile.json")).toStdString();
    const std::string db = dir.filePath(QStringLiteral("l.sqlite")).toStdString();
    const std::vector<std::string> args = {"calibrate", file, "--set", "gpu.preset=h100-sxm", "--set", "deploy.tp=1",
                                           "--factors", "bw_efficiency", "--out", out, "--save", "odd", "--db", db};
    const Run refused = run_cli(args);
    QCOMPARE(refused.status, 1);
    QVERIFY2(refused.err.find("the fit was not saved: deploy.bw_efficiency hit its bound") != std::string::npos,
             refused.err.c_str());
    QVERIFY2(refused.err.find("--force") != std::string::npos, refused.err.c_str());
    QVERIFY2(refused.err.size() < 500, refused.err.c_str());   // no 64-digit percentages
    QVERIFY(!QFile::exists(QString::fromStdString(out)));
    QVERIFY(!QFile::exists(QString::fromStdString(db)));
    std::vector<std::string> forced = args;
    forced.emplace_back("--force");
    const Run saved = run_cli(forced);
    QVERIFY2(saved.status == 0, saved.err.c_str());
    QVERIFY(QFile::exists(QString::fromStdString(out)));
}

void TestCalibrationCli::unknownModelIdNeedsTheUsersModel()
{
    QTemporaryDir dir;
    std::string text = test::read_data(QStringLiteral("bench/vllm_serving_offline.json"));
    for (std::size_t at; (at = text.find("meta-llama/Llama-3.1-8B-Instruct")) != std::string::npos;)
        text.replace(at, 32, "acme/house-model-13b");
    const std::string file = dir.filePath(QStringLiteral("house.json")).toStdString();
    std::ofstream(file) << text;
    const Run refused = run_cli({"calibrate", file, "--set", "gpu.preset=h100-sxm", "--set", "deploy.tp=1"});
    QCOMPARE(refused.status, 1);
    QVERIFY2(refused.err.find("acme/house-model-13b: names no model in the catalog") != std::string::npos,
             refused.err.c_str());
    QVERIFY(refused.err.find("--set model.preset") != std::string::npos);
    const Run chosen = run_cli({"calibrate", file, "--set", "gpu.preset=h100-sxm", "--set", "deploy.tp=1", "--set",
                                "model.preset=llama-3.1-8b", "--set", "model.weight_bits=16", "--set",
                                "model.kv_bits=16", "--factors", "bw_efficiency"});
    QVERIFY2(chosen.status == 0, chosen.err.c_str());
}

QTEST_APPLESS_MAIN(TestCalibrationCli)
#include "tst_calibration_cli.moc"
