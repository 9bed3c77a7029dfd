// Importing Hugging Face config.json files: shapes in, parameter counts out. The fixtures in
// tests/data/hf/ are hand-written from the public architecture numbers
// (each model card and config.json); the expected totals are the published model sizes.
#include "core/hf_config.h"

#include <QFile>
#include <QString>
#include <QTest>

#include <cmath>
#include <string>

using capstan::ModelSpec;
using capstan::model_from_hf_config;

namespace {

QString fixture_path(const QString& name)
{
    return qEnvironmentVariable("CAPSTAN_TEST_DATA") + QStringLiteral("/hf/") + name;
}

std::string read_fixture(const QString& name)
{
    QFile file(fixture_path(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll().toStdString();
}

bool within(double actual, double expected, double relative_tolerance)
{
    return std::abs(actual - expected) <= relative_tolerance * std::abs(expected);
}

QByteArray describe(double actual, double expected)
{
    return QByteArray("actual ") + QByteArray::number(actual, 'g', 6) + " expected " +
           QByteArray::number(expected, 'g', 6);
}

} // namespace

class TestHfConfig final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void parameterCounts_data();
    void parameterCounts();
    void layerKinds_data();
    void layerKinds();
    void shapes_data();
    void shapes();
    void deepseekV3Architecture();
    void tiedEmbeddingsCountOnce();
    void nullQLoraRankMeansFullRankQueries();
    void malformedInput_data();
    void malformedInput();
};

void TestHfConfig::initTestCase()
{
    QVERIFY2(!qEnvironmentVariable("CAPSTAN_TEST_DATA").isEmpty(),
             "CAPSTAN_TEST_DATA is not set (the test helper sets it)");
    QVERIFY2(QFile::exists(fixture_path(QStringLiteral("llama-3.1-8b.json"))),
             qPrintable(QStringLiteral("fixture missing: ") +
                        fixture_path(QStringLiteral("llama-3.1-8b.json"))));
}

void TestHfConfig::parameterCounts_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<double>("expected_total");
    QTest::addColumn<double>("total_tolerance");
    QTest::addColumn<double>("expected_active");
    QTest::addColumn<double>("active_tolerance");

    QTest::addRow("llama-3.1-8b: 8.03e9 within 1%% (Meta model card)")
        << QStringLiteral("llama-3.1-8b.json") << 8.03e9 << 0.01 << 8.03e9 << 0.01;
    QTest::addRow("llama-3.1-70b: 70.55e9 within 1%% (Meta model card)")
        << QStringLiteral("llama-3.1-70b.json") << 70.55e9 << 0.01 << 70.55e9 << 0.01;
    QTest::addRow("mixtral-8x7b: 46.7e9 total, 12.9e9 active within 1.5%% (Mistral AI)")
        << QStringLiteral("mixtral-8x7b.json") << 46.7e9 << 0.015 << 12.9e9 << 0.015;
    QTest::addRow("qwen2.5-72b: 72.7e9 within 1.5%% (Qwen2.5 report; q/k/v biases ignored)")
        << QStringLiteral("qwen2.5-72b.json") << 72.7e9 << 0.015 << 72.7e9 << 0.015;
    QTest::addRow("deepseek-v3: 671e9 total within 2%%, 37e9 active within 5%% (DeepSeek-V3 report)")
        << QStringLiteral("deepseek-v3.json") << 671e9 << 0.02 << 37e9 << 0.05;
    // Active counts here include the embedding matrices (the cards that leave them out say so).
    QTest::addRow("gpt-oss-20b: 20.9e9 total (OpenAI model card), 4.19e9 active with embeddings")
        << QStringLiteral("gpt-oss-20b.json") << 20.9e9 << 0.01 << 4.19e9 << 0.01;
    QTest::addRow("gemma-3-27b text decoder: 1,416 M embedding + 25,600 M (Gemma 3 report)")
        << QStringLiteral("gemma-3-27b.json") << 27.016e9 << 0.01 << 27.016e9 << 0.01;
    QTest::addRow("llama-4-maverick: 400e9 total, 17e9 active (Meta model card)")
        << QStringLiteral("llama-4-maverick.json") << 400e9 << 0.01 << 17e9 << 0.015;
    QTest::addRow("qwen3-30b-a3b: 30.5e9 total, 3.3e9 active (Qwen3 model card, truncated)")
        << QStringLiteral("qwen3-30b-a3b.json") << 30.5e9 << 0.01 << 3.3e9 << 0.03;
    QTest::addRow("qwen3-next-80b-a3b: 80e9 total (model card); 3.87e9 active with embeddings")
        << QStringLiteral("qwen3-next-80b-a3b.json") << 80e9 << 0.01 << 3.87e9 << 0.03;
}

void TestHfConfig::layerKinds_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<int>("sliding_layers");
    QTest::addColumn<int>("sliding_window");
    QTest::addColumn<int>("linear_layers");
    QTest::addColumn<int>("moe_layers");
    QTest::addColumn<int>("shared_experts");
    QTest::addColumn<bool>("tied");
    QTest::addRow("gpt-oss-20b: layer_types alternate sliding (128) and full")
        << QStringLiteral("gpt-oss-20b.json") << 12 << 128 << 0 << 24 << 0 << false;
    QTest::addRow("gemma-3-27b: pattern 6 -> 10 global, 52 sliding (1024); tied outside text_config")
        << QStringLiteral("gemma-3-27b.json") << 52 << 1024 << 0 << 0 << 0 << true;
    QTest::addRow("llama-4-maverick: 36 RoPE layers chunked (8192), MoE every 2nd layer + shared")
        << QStringLiteral("llama-4-maverick.json") << 36 << 8192 << 0 << 24 << 1 << false;
    QTest::addRow("qwen3-30b-a3b: sliding window disabled, every layer MoE")
        << QStringLiteral("qwen3-30b-a3b.json") << 0 << 0 << 0 << 48 << 0 << false;
    QTest::addRow("qwen3-next-80b-a3b: every 4th layer full, 36 Gated DeltaNet, shared expert")
        << QStringLiteral("qwen3-next-80b-a3b.json") << 0 << 0 << 36 << 48 << 1 << false;
}

void TestHfConfig::layerKinds()
{
    QFETCH(QString, fixture);
    QFETCH(int, sliding_layers);
    QFETCH(int, sliding_window);
    QFETCH(int, linear_layers);
    QFETCH(int, moe_layers);
    QFETCH(int, shared_experts);
    QFETCH(bool, tied);
    const auto model = model_from_hf_config(read_fixture(fixture), "imported", fixture.toStdString());
    QVERIFY2(model.has_value(), model ? "" : model.error().message().c_str());
    QCOMPARE(model->sliding_layers, sliding_layers);
    QCOMPARE(model->sliding_window, sliding_window);
    QCOMPARE(model->linear_layers, linear_layers);
    QCOMPARE(model->moe_layers, moe_layers);
    QCOMPARE(model->shared_experts, shared_experts);
    QCOMPARE(model->tied_embeddings, tied);
    if (linear_layers > 0) // 32 x 128 x 128 recurrent + 3 x 8,192 convolution inputs
        QCOMPARE(model->linear_state_elems, 548864.0);
}

void TestHfConfig::parameterCounts()
{
    QFETCH(QString, fixture);
    QFETCH(double, expected_total);
    QFETCH(double, total_tolerance);
    QFETCH(double, expected_active);
    QFETCH(double, active_tolerance);

    const std::string text = read_fixture(fixture);
    QVERIFY2(!text.empty(), qPrintable(fixture));
    const auto model = model_from_hf_config(text, "imported", fixture.toStdString());
    QVERIFY2(model.has_value(), model ? "" : model.error().message().c_str());
    QVERIFY2(within(model->params_total, expected_total, total_tolerance),
             describe(model->params_total, expected_total).constData());
    QVERIFY2(within(model->params_active, expected_active, active_tolerance),
             describe(model->params_active, expected_active).constData());
    QVERIFY(model->params_active <= model->params_total);
}

void TestHfConfig::shapes_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("hidden");
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("kv_heads");
    QTest::addColumn<int>("head_dim");
    QTest::addColumn<int>("ffn");
    QTest::addColumn<int>("vocab");
    QTest::addColumn<int>("experts");
    QTest::addColumn<int>("top_k");
    QTest::addColumn<int>("moe_layers");

    // Rows are the calibration table in models.md; head_dim is derived as hidden / heads.
    QTest::addRow("llama-3.1-8b: 32 x 4096, GQA 32/8, head_dim 4096/32 = 128")
        << QStringLiteral("llama-3.1-8b.json") << 32 << 4096 << 32 << 8 << 128 << 14336 << 128256
        << 0 << 0 << 0;
    QTest::addRow("llama-3.1-70b: 80 x 8192, GQA 64/8, head_dim 128")
        << QStringLiteral("llama-3.1-70b.json") << 80 << 8192 << 64 << 8 << 128 << 28672 << 128256
        << 0 << 0 << 0;
    QTest::addRow("mixtral-8x7b: 8 experts top-2 in all 32 layers")
        << QStringLiteral("mixtral-8x7b.json") << 32 << 4096 << 32 << 8 << 128 << 14336 << 32000
        << 8 << 2 << 32;
    QTest::addRow("qwen2.5-72b: 80 x 8192, FFN 29568, vocab 152064")
        << QStringLiteral("qwen2.5-72b.json") << 80 << 8192 << 64 << 8 << 128 << 29568 << 152064
        << 0 << 0 << 0;
    QTest::addRow("deepseek-v3: 256 experts top-8 in 61 - 3 dense = 58 layers, head_dim = v 128")
        << QStringLiteral("deepseek-v3.json") << 61 << 7168 << 128 << 128 << 128 << 18432 << 129280
        << 256 << 8 << 58;
}

void TestHfConfig::shapes()
{
    QFETCH(QString, fixture);
    QFETCH(int, layers);
    QFETCH(int, hidden);
    QFETCH(int, heads);
    QFETCH(int, kv_heads);
    QFETCH(int, head_dim);
    QFETCH(int, ffn);
    QFETCH(int, vocab);
    QFETCH(int, experts);
    QFETCH(int, top_k);
    QFETCH(int, moe_layers);

    const auto model = model_from_hf_config(read_fixture(fixture), "imported", fixture.toStdString());
    QVERIFY2(model.has_value(), model ? "" : model.error().message().c_str());
    QCOMPARE(model->id, std::string("imported"));
    QCOMPARE(model->name, std::string("imported"));
    QCOMPARE(model->layers, layers);
    QCOMPARE(model->hidden, hidden);
    QCOMPARE(model->heads, heads);
    QCOMPARE(model->kv_heads, kv_heads);
    QCOMPARE(model->head_dim, head_dim);
    QCOMPARE(model->ffn, ffn);
    QCOMPARE(model->vocab, vocab);
    QCOMPARE(model->experts, experts);
    QCOMPARE(model->experts_per_token, top_k);
    QCOMPARE(model->moe_layers, moe_layers);
}

void TestHfConfig::deepseekV3Architecture()
{
    const auto model =
        model_from_hf_config(read_fixture(QStringLiteral("deepseek-v3.json")), "deepseek-v3",
                             "deepseek-v3.json");
    QVERIFY2(model.has_value(), model ? "" : model.error().message().c_str());
    // MLA caches kv_lora_rank + rope = 512 + 64 per layer (DeepSeek-V2 paper, section 2.1).
    QVERIFY(model->is_mla());
    QCOMPARE(model->kv_lora_rank, 512);
    QCOMPARE(model->rope_dim, 64);
    // One routed expert is a gated FFN: 3 x 7168 x 2048 = 44,040,192 parameters.
    QCOMPARE(model->expert_params, 3.0 * 7168 * 2048);
    // Routed experts: 58 x 256 x 44,040,192 = 653.9e9 of the 671e9.
    QVERIFY(within(model->non_expert_params(), 671e9 - 58.0 * 256 * 3 * 7168 * 2048, 0.02));
}

void TestHfConfig::tiedEmbeddingsCountOnce()
{
    // Tying the LM head to the input embedding removes one vocab x hidden matrix:
    // 128256 x 4096 = 525,336,576 parameters for the Llama-3.1-8B shapes.
    std::string tied = read_fixture(QStringLiteral("llama-3.1-8b.json"));
    const auto flag = tied.find("\"tie_word_embeddings\": false");
    QVERIFY(flag != std::string::npos);
    tied.replace(flag, std::string("\"tie_word_embeddings\": false").size(),
                 "\"tie_word_embeddings\": true");
    const auto untied_model =
        model_from_hf_config(read_fixture(QStringLiteral("llama-3.1-8b.json")), "a", "a.json");
    const auto tied_model = model_from_hf_config(tied, "b", "b.json");
    QVERIFY(untied_model.has_value());
    QVERIFY(tied_model.has_value());
    QCOMPARE(untied_model->params_total - tied_model->params_total, 128256.0 * 4096);
}

void TestHfConfig::nullQLoraRankMeansFullRankQueries()
{
    // DeepSeek-V2-Lite writes "q_lora_rank": null: queries are one hidden x heads x (nope+rope)
    // projection. Shapes here are small and made up; the formula is what is checked.
    const std::string config = R"({
        "num_hidden_layers": 4, "hidden_size": 1024, "num_attention_heads": 8,
        "intermediate_size": 4096, "vocab_size": 32000, "tie_word_embeddings": true,
        "q_lora_rank": null, "kv_lora_rank": 128, "qk_rope_head_dim": 32,
        "qk_nope_head_dim": 64, "v_head_dim": 64 })";
    const auto model = model_from_hf_config(config, "mla-small", "mla-small.json");
    QVERIFY2(model.has_value(), model ? "" : model.error().message().c_str());
    const double q = 1024.0 * 8 * (64 + 32);
    const double kv_a = 1024.0 * (128 + 32);
    const double kv_b = 128.0 * 8 * (64 + 64);
    const double o = 8.0 * 64 * 1024;
    const double ffn = 3.0 * 1024 * 4096;
    const double embeddings = 32000.0 * 1024;
    QCOMPARE(model->params_total, embeddings + 4 * (q + kv_a + kv_b + o + ffn));
    QCOMPARE(model->params_active, model->params_total);
    QCOMPARE(model->head_dim, 64);
    QCOMPARE(model->kv_heads, 8);
    QCOMPARE(model->kv_lora_rank, 128);
    QCOMPARE(model->rope_dim, 32);
}

void TestHfConfig::malformedInput_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("inline_text");
    QTest::addColumn<QString>("expected_in_message");

    QTest::addRow("missing num_hidden_layers names the key")
        << QStringLiteral("missing-layers.json") << QString() << QStringLiteral("num_hidden_layers");
    QTest::addRow("hidden_size given as a string names the key and the value")
        << QStringLiteral("string-hidden-size.json") << QString() << QStringLiteral("hidden_size");
    QTest::addRow("an HTML page instead of JSON is malformed")
        << QStringLiteral("not-json.json") << QString() << QStringLiteral("malformed JSON");
    QTest::addRow("truncated JSON is malformed")
        << QStringLiteral("truncated.json") << QStringLiteral(R"({"num_hidden_layers": 32, "hidd)")
        << QStringLiteral("malformed JSON");
    QTest::addRow("a JSON array is not a config")
        << QStringLiteral("array.json") << QStringLiteral("[1, 2, 3]") << QStringLiteral("object");
    QTest::addRow("kv heads 7 do not divide 32 heads")
        << QStringLiteral("bad-gqa.json")
        << QStringLiteral(R"({"num_hidden_layers": 2, "hidden_size": 1024, "num_attention_heads": 32,
                              "num_key_value_heads": 7, "intermediate_size": 4096,
                              "vocab_size": 32000})")
        << QStringLiteral("kv_heads");
    QTest::addRow("negative intermediate_size is out of range")
        << QStringLiteral("negative-ffn.json")
        << QStringLiteral(R"({"num_hidden_layers": 2, "hidden_size": 1024, "num_attention_heads": 4,
                              "intermediate_size": -4096, "vocab_size": 32000})")
        << QStringLiteral("intermediate_size");
    QTest::addRow("top-k 9 of 8 experts is rejected")
        << QStringLiteral("bad-topk.json")
        << QStringLiteral(R"({"num_hidden_layers": 2, "hidden_size": 1024, "num_attention_heads": 4,
                              "intermediate_size": 4096, "vocab_size": 32000,
                              "num_local_experts": 8, "num_experts_per_tok": 9})")
        << QStringLiteral("num_experts_per_tok");
    QTest::addRow("num_experts_per_tok missing for a Mixtral config")
        << QStringLiteral("no-topk.json")
        << QStringLiteral(R"({"num_hidden_layers": 2, "hidden_size": 1024, "num_attention_heads": 4,
                              "intermediate_size": 4096, "vocab_size": 32000,
                              "num_local_experts": 8})")
        << QStringLiteral("num_experts_per_tok");
}

void TestHfConfig::malformedInput()
{
    QFETCH(QString, fixture);
    QFETCH(QString, inline_text);
    QFETCH(QString, expected_in_message);

    const std::string text =
        inline_text.isNull() ? read_fixture(fixture) : inline_text.toStdString();
    QVERIFY(!text.empty());
    const auto model = model_from_hf_config(text, "broken", fixture.toStdString());
    QVERIFY(!model.has_value());
    const QString message = QString::fromStdString(model.error().message());
    QVERIFY2(message.contains(fixture), qPrintable(message));
    QVERIFY2(message.contains(expected_in_message), qPrintable(message));
    QVERIFY2(!message.contains(QLatin1Char('\n')), qPrintable(message));
}

QTEST_APPLESS_MAIN(TestHfConfig)
#include "tst_hf_config.moc"
