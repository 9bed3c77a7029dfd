// The three benchmark importers (vLLM serving, GenAI-Perf, GuideLLM) on hand-written fixtures in
// tests/data/bench: the figures each one reads, and whole-file rejection of malformed and
// truncated variants with the file, the position and the expectation in the message.
#include "calibration_support.h"

#include "core/calibration/bench_import.h"

#include <QTest>

#include <algorithm>

using namespace capstan;
using namespace capstan::calibration;

namespace {

BenchContext h100_bf16()
{
    BenchContext context;
    context.model = "llama-3.1-70b";
    context.gpu = "h100-sxm";
    context.tp = 1;
    context.gpus = 1;
    context.weight_bits = 16;
    context.kv_bits = 16;
    return context;
}

Expected<BenchImport> import_fixture(const QString& name)
{
    const std::string text = test::read_data(QStringLiteral("bench/") + name);
    return import_bench(text, name.toStdString(), h100_bf16());
}

const MeasuredPoint* find_point(const BenchImport& imported, const std::string& id)
{
    const auto it = std::find_if(imported.points.begin(), imported.points.end(),
                                 [&](const MeasuredPoint& p) { return p.id == id; });
    return it == imported.points.end() ? nullptr : &*it;
}

} // namespace

class TestBenchImport final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void figures_data();
    void figures();
    void formatsAndCounts_data();
    void formatsAndCounts();
    void contextFillsWhatTheFileLacks();
    void unitsAreConverted();
    void pythonNonFiniteTokens();
    void malformed_data();
    void malformed();
    void truncated_data();
    void truncated();
};

void TestBenchImport::figures_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("mode");
    QTest::addColumn<double>("load");
    QTest::addColumn<int>("isl");
    QTest::addColumn<int>("osl");
    QTest::addColumn<double>("value");

    const QString off = QStringLiteral("vllm_serving_offline.json");
    const QString rate = QStringLiteral("vllm_serving_rate.json");
    const QString gp = QStringLiteral("genai_perf_export.json");
    const QString gl = QStringLiteral("guidellm_report.json");
    // vLLM: "inf" request rate and no max_concurrency = all at once; lengths = totals / completed.
    QTest::addRow("vllm offline output_throughput 6400 tok/s, 512000/500 in, 256000/500 out")
        << off << "vllm_serving_offline.json:output_tok_s" << "llama-3.1-8b" << "offline" << 0.0 << 1024 << 512 << 6400.0;
    QTest::addRow("vllm offline request_throughput 12.5") << off << "vllm_serving_offline.json:request_rps"
                                                          << "llama-3.1-8b" << "offline" << 0.0 << 1024 << 512 << 12.5;
    QTest::addRow("vllm offline median_ttft_ms 9011.7 as p50") << off << "vllm_serving_offline.json:ttft_ms_p50"
                                                               << "llama-3.1-8b" << "offline" << 0.0 << 1024 << 512 << 9011.7;
    QTest::addRow("vllm offline p99_tpot_ms 51.77") << off << "vllm_serving_offline.json:tpot_ms_p99" << "llama-3.1-8b"
                                                    << "offline" << 0.0 << 1024 << 512 << 51.77;
    // vLLM at 2 req/s: 4002/4 = 1000.5 rounds to 1001 prompt tokens; Qwen id maps to its preset.
    QTest::addRow("vllm rate 2/s mean_itl_ms 21.95") << rate << "vllm_serving_rate.json:itl_ms_mean" << "qwen2.5-72b"
                                                     << "online_rate" << 2.0 << 1001 << 250 << 21.95;
    QTest::addRow("vllm rate p99.9_itl_ms 23.1") << rate << "vllm_serving_rate.json:itl_ms_p99.9" << "qwen2.5-72b"
                                                 << "online_rate" << 2.0 << 1001 << 250 << 23.1;
    QTest::addRow("vllm rate mean_e2el_ms 5509.2") << rate << "vllm_serving_rate.json:e2e_ms_mean" << "qwen2.5-72b"
                                                   << "online_rate" << 2.0 << 1001 << 250 << 5509.2;
    // GenAI-Perf at concurrency 10; lengths from input/output_sequence_length avg.
    QTest::addRow("genai-perf output_token_throughput 1000.9") << gp << "genai_perf_export.json:output_tok_s"
                                                               << "llama-3.1-70b" << "online_concurrency" << 10.0 << 550
                                                               << 256 << 1000.9;
    QTest::addRow("genai-perf time_to_first_token p90 121.9 ms") << gp << "genai_perf_export.json:ttft_ms_p90"
                                                                 << "llama-3.1-70b" << "online_concurrency" << 10.0
                                                                 << 550 << 256 << 121.9;
    QTest::addRow("genai-perf inter_token_latency avg 9.65 ms") << gp << "genai_perf_export.json:itl_ms_mean"
                                                                << "llama-3.1-70b" << "online_concurrency" << 10.0
                                                                << 550 << 256 << 9.65;
    QTest::addRow("genai-perf request_latency p99 2702.9 ms") << gp << "genai_perf_export.json:e2e_ms_p99"
                                                              << "llama-3.1-70b" << "online_concurrency" << 10.0 << 550
                                                              << 256 << 2702.9;
    // GuideLLM: one run per benchmark; request_latency is in seconds.
    QTest::addRow("guidellm synchronous output_tokens_per_second 118") << gl << "guidellm_report.json#0:output_tok_s"
                                                                       << "llama-3.1-8b" << "online_concurrency" << 1.0
                                                                       << 512 << 128 << 118.0;
    QTest::addRow("guidellm throughput ttft p99 3920 ms") << gl << "guidellm_report.json#1:ttft_ms_p99" << "llama-3.1-8b"
                                                          << "offline" << 0.0 << 512 << 128 << 3920.0;
    QTest::addRow("guidellm throughput itl p0.1 22.26 ms") << gl << "guidellm_report.json#1:itl_ms_p0.1"
                                                           << "llama-3.1-8b" << "offline" << 0.0 << 512 << 128 << 22.26;
    QTest::addRow("guidellm constant 8/s request_latency 1.48 s = 1480 ms")
        << gl << "guidellm_report.json#2:e2e_ms_mean" << "llama-3.1-8b" << "online_rate" << 8.0 << 512 << 128 << 1480.0;
    QTest::addRow("guidellm constant 8/s requests_per_second 7.97") << gl << "guidellm_report.json#2:request_rps"
                                                                    << "llama-3.1-8b" << "online_rate" << 8.0 << 512
                                                                    << 128 << 7.97;
}

void TestBenchImport::figures()
{
    QFETCH(QString, file);
    QFETCH(QString, id);
    QFETCH(QString, model);
    QFETCH(QString, mode);
    QFETCH(double, load);
    QFETCH(int, isl);
    QFETCH(int, osl);
    QFETCH(double, value);
    const Expected<BenchImport> imported = import_fixture(file);
    QVERIFY2(imported, imported ? "" : imported.error().message().c_str());
    const MeasuredPoint* p = find_point(*imported, id.toStdString());
    QVERIFY2(p != nullptr, qPrintable(id));
    QCOMPARE(QString::fromStdString(p->model), model);
    QCOMPARE(QString::fromStdString(p->mode), mode);
    QCOMPARE(p->load, load);
    QCOMPARE(p->isl, isl);
    QCOMPARE(p->osl, osl);
    QVERIFY2(std::abs(p->value - value) <= 1e-9 * std::max(1.0, value), qPrintable(QString::number(p->value)));
    QCOMPARE(p->gpu, std::string("h100-sxm"));
    QCOMPARE(p->tp, 1);
    QCOMPARE(p->weight_bits, 16);
}

void TestBenchImport::formatsAndCounts_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("format");
    QTest::addColumn<int>("points");
    QTest::addColumn<int>("latencies");
    // 2 throughputs + ttft/tpot/itl x (mean, p50, p99); std is kept in the stats only.
    QTest::addRow("vllm offline: 2 + 3 x 3") << "vllm_serving_offline.json" << int(BenchFormat::VllmServing) << 11 << 3;
    // 2 + ttft/tpot/e2e x (mean, p50, p90, p99) + itl x (mean, p50, p90, p99, p99.9).
    QTest::addRow("vllm rate: 2 + 3 x 4 + 5") << "vllm_serving_rate.json" << int(BenchFormat::VllmServing) << 19 << 4;
    // 2 + ttft/itl/request_latency x (avg, p25, p50, p75, p90, p95, p99).
    QTest::addRow("genai-perf: 2 + 3 x 7") << "genai_perf_export.json" << int(BenchFormat::GenAiPerf) << 23 << 3;
    // 3 runs x (2 + 4 latencies x (mean + 11 percentiles)).
    QTest::addRow("guidellm: 3 x (2 + 4 x 12)") << "guidellm_report.json" << int(BenchFormat::GuideLlm) << 150 << 12;
}

void TestBenchImport::formatsAndCounts()
{
    QFETCH(QString, file);
    QFETCH(int, format);
    QFETCH(int, points);
    QFETCH(int, latencies);
    const Expected<BenchImport> imported = import_fixture(file);
    QVERIFY2(imported, imported ? "" : imported.error().message().c_str());
    QCOMPARE(int(imported->format), format);
    QCOMPARE(int(imported->points.size()), points);
    QCOMPARE(int(imported->latencies.size()), latencies);
    QCOMPARE(imported->source, file.toStdString());
    for (const LatencyStats& stats : imported->latencies)
        QVERIFY(std::is_sorted(stats.percentiles.begin(), stats.percentiles.end(),
                               [](const Percentile& a, const Percentile& b) { return a.p < b.p; }));
}

void TestBenchImport::contextFillsWhatTheFileLacks()
{
    QCOMPARE(preset_for_model_id("meta-llama/Meta-Llama-3.1-70B-Instruct-FP8").value_or("?"), std::string("llama-3.1-70b"));
    QCOMPARE(preset_for_model_id("mistralai/Mixtral-8x7B-Instruct-v0.1").value_or("?"), std::string("mixtral-8x7b"));
    QCOMPARE(preset_for_model_id("meta-llama/Llama-2-7b-chat-hf").value_or("?"), std::string("llama-2-7b"));
    QVERIFY(!preset_for_model_id("my-org/my-own-model"));

    BenchContext context = h100_bf16();
    context.model_from_file = false;
    context.gpu = "a100-80gb";
    context.tp = 2;
    context.gpus = 2;
    context.weight_bits = 8;
    const std::string text = test::read_data(QStringLiteral("bench/vllm_serving_offline.json"));
    const Expected<BenchImport> imported = import_vllm_serving(text, "run.json", context);
    QVERIFY(imported);
    for (const MeasuredPoint& p : imported->points) {
        QCOMPARE(p.model, std::string("llama-3.1-70b"));   // the context's, not the file's 8B
        QCOMPARE(p.gpu, std::string("a100-80gb"));
        QCOMPARE(p.tp, 2);
        QCOMPARE(p.weight_bits, 8);
    }
}

void TestBenchImport::unitsAreConverted()
{
    std::string text = test::read_data(QStringLiteral("bench/genai_perf_export.json"));
    const std::string from = R"("time_to_first_token": {"unit": "ms", "avg": 95.2)";
    QVERIFY(text.find(from) != std::string::npos);
    text.replace(text.find(from), from.size(), R"("time_to_first_token": {"unit": "ns", "avg": 95200000)");
    const Expected<BenchImport> imported = import_genai_perf(text, "ns.json", h100_bf16());
    QVERIFY2(imported, imported ? "" : imported.error().message().c_str());
    const MeasuredPoint* p = find_point(*imported, "ns.json:ttft_ms_mean");
    QVERIFY(p != nullptr);
    QCOMPARE(p->value, 95.2);   // 95,200,000 ns
}

void TestBenchImport::pythonNonFiniteTokens()
{
    // Python's json module writes NaN and Infinity bare. Inside strings they stay text; a figure
    // the import needs that is not finite is an error naming its JSONPath (never a silent gap);
    // a later syntax error is reported at its byte in the original file.
    std::string text = test::read_data(QStringLiteral("bench/vllm_serving_offline.json"));
    text.replace(text.find("meta-llama/Llama-3.1-8B-Instruct"), 32, "NaN Infinity");
    BenchContext chosen = h100_bf16();
    chosen.model_chosen = true;   // "NaN Infinity" names no preset: the user's model is used
    const Expected<BenchImport> imported = import_vllm_serving(text, "nan.json", chosen);
    QVERIFY2(imported, imported ? "" : imported.error().message().c_str());
    QCOMPARE(imported->points.front().model, std::string("llama-3.1-70b"));
    // Without a model of the user's, a model id the catalog does not know is refused.
    const Expected<BenchImport> unknown = import_vllm_serving(text, "nan.json", h100_bf16());
    QVERIFY(!unknown);
    QVERIFY2(unknown.error().message().find("NaN Infinity: names no model in the catalog") != std::string::npos,
             unknown.error().message().c_str());

    text.replace(text.find("9120.4"), 6, "NaN");
    const Expected<BenchImport> nan = import_vllm_serving(text, "nan.json", chosen);
    QVERIFY(!nan);
    QVERIFY2(nan.error().message().find("nan.json: $.mean_ttft_ms = NaN: not a finite number") == 0,
             nan.error().message().c_str());

    const std::string broken = R"({"a": -Infinity, "b": NaN, "c": })";
    const Expected<BenchImport> bad = import_vllm_serving(broken, "nan.json", h100_bf16());
    QVERIFY(!bad);
    QVERIFY2(bad.error().message().rfind("nan.json: byte " + std::to_string(broken.rfind('}') + 1), 0) == 0,
             bad.error().message().c_str());
}

void TestBenchImport::malformed_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("where");      // the JSON path (or byte) the message must name
    QTest::addColumn<QString>("expected");   // and what it expected there

    const QString off = QStringLiteral("vllm_serving_offline.json");
    const QString rate = QStringLiteral("vllm_serving_rate.json");
    const QString gp = QStringLiteral("genai_perf_export.json");
    const QString gl = QStringLiteral("guidellm_report.json");
    QTest::addRow("vllm output_throughput as text") << off << R"("output_throughput": 6400.0)"
                                                    << R"("output_throughput": "6400")" << "$.output_throughput"
                                                    << "a number";
    QTest::addRow("vllm completed missing") << off << R"("completed": 500,)" << "" << "$.completed" << "a value";
    QTest::addRow("vllm nothing completed") << off << R"("completed": 500,)" << R"("completed": 0,)" << "$.completed"
                                            << "a positive figure";
    QTest::addRow("vllm request_rate a word") << off << R"("request_rate": "inf")" << R"("request_rate": "fast")"
                                              << "$.request_rate" << "\"inf\"";
    QTest::addRow("vllm negative latency") << rate << R"("p90_ttft_ms": 58.67)" << R"("p90_ttft_ms": -1)"
                                           << "$.p90_ttft_ms" << "0 ms or more";
    QTest::addRow("top level an array") << off << "" << "[1, 2]" << "$" << "an object";
    QTest::addRow("genai-perf unknown latency unit") << gp << R"({"unit": "ms", "avg": 95.2)"
                                                     << R"({"unit": "fortnights", "avg": 95.2)"
                                                     << "$.time_to_first_token.unit" << "ms, s, us or ns";
    QTest::addRow("genai-perf no load recorded") << gp << R"("concurrency": 10,)" << "" << "$.input_config"
                                                 << "concurrency or request_rate";
    QTest::addRow("genai-perf throughput avg missing") << gp << R"({"unit": "tokens/sec", "avg": 1000.9})"
                                                       << R"({"unit": "tokens/sec"})"
                                                       << "$.output_token_throughput.avg" << "a value";
    QTest::addRow("guidellm unknown strategy") << gl << R"("type_": "synchronous")" << R"("type_": "sometimes")"
                                               << "$.benchmarks[0].args.strategy.type_" << "synchronous, concurrent";
    QTest::addRow("guidellm rate missing") << gl << R"("rate": 8.0)" << R"("speed": 8.0)"
                                           << "$.benchmarks[2].args.strategy.rate" << "a value";
    QTest::addRow("guidellm benchmarks not an array") << gl << "" << R"({"benchmarks": {"a": 1}})" << "$.benchmarks"
                                                      << "an array";
    QTest::addRow("guidellm empty report") << gl << "" << R"({"benchmarks": []})" << "$.benchmarks"
                                           << "at least one benchmark";
    QTest::addRow("number beyond a double (fuzz)") << off << R"("output_throughput": 6400.0)"
                                                   << R"("output_throughput": 64e400)" << "byte 436" << "+-1.8e308";
    QTest::addRow("no known format") << off << "" << R"({"hello": 1})" << "$" << "a vLLM serving result";
}

void TestBenchImport::malformed()
{
    QFETCH(QString, file);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, where);
    QFETCH(QString, expected);
    std::string text = test::read_data(QStringLiteral("bench/") + file);
    QVERIFY(!text.empty());
    if (from.isEmpty()) {
        text = to.toStdString();
    } else {
        const auto at = text.find(from.toStdString());
        QVERIFY2(at != std::string::npos, qPrintable(from));
        text.replace(at, std::size_t(from.toUtf8().size()), to.toStdString());
    }
    const Expected<std::vector<MeasuredPoint>> points = import_measured_points(text, "bad-" + file.toStdString(),
                                                                               h100_bf16());
    QVERIFY2(!points, "a malformed file was imported");
    const QString message = QString::fromStdString(points.error().message());
    qInfo("%s", qPrintable(message));
    QVERIFY2(message.startsWith(QStringLiteral("bad-") + file + QStringLiteral(": ")), qPrintable(message));
    QVERIFY2(message.contains(where), qPrintable(message));
    QVERIFY2(message.contains(expected), qPrintable(message));
}

void TestBenchImport::truncated_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<double>("fraction");
    for (const char* file : {"vllm_serving_offline.json", "vllm_serving_rate.json", "genai_perf_export.json",
                             "guidellm_report.json"})
        for (const double fraction : {0.0, 0.01, 0.1, 0.25, 0.5, 0.75, 0.9, 0.99})
            QTest::newRow(qPrintable(QStringLiteral("%1 cut at %2").arg(QString::fromLatin1(file)).arg(fraction)))
                << QString::fromLatin1(file) << fraction;
}

void TestBenchImport::truncated()
{
    QFETCH(QString, file);
    QFETCH(double, fraction);
    const std::string text = test::read_data(QStringLiteral("bench/") + file);
    const std::size_t last_brace = text.rfind('}');
    QVERIFY(last_brace != std::string::npos);
    const std::size_t cut = std::size_t(double(last_brace) * fraction);
    const std::string source = file.toStdString();
    const Expected<std::vector<MeasuredPoint>> points = import_measured_points(text.substr(0, cut), source, h100_bf16());
    QVERIFY2(!points, qPrintable(QStringLiteral("cut at byte %1 imported").arg(cut)));
    const std::string message = points.error().message();
    // "<file>: byte N = ...: malformed or truncated JSON: ... (allowed <what JSON expected there>)"
    QVERIFY2(message.rfind(source + ": byte " + std::to_string(cut), 0) == 0 ||
                 message.rfind(source + ": byte " + std::to_string(cut + 1), 0) == 0,
             message.c_str());
    QVERIFY2(message.find("(allowed ") != std::string::npos, message.c_str());
}

QTEST_APPLESS_MAIN(TestBenchImport)
#include "tst_bench_import.moc"
