// The built-in catalogs (resources/catalog, resources/presets) and the validation every
// catalog entry goes through. Figures are the datasheet and config.json numbers in
// resources/catalog/gpus.json and models.json.
#include "core/catalog.h"

#include <nlohmann/json.hpp>

#include <QString>
#include <QTest>

#include <cmath>
#include <string>

using capstan::Catalog;
using capstan::GpuSpec;
using capstan::ModelSpec;
using nlohmann::json;

namespace {

constexpr double kMib = 1048576.0;

// A valid entry of each kind; each bad-entry row changes one field by an RFC 7386 merge patch
// (a null removes the field).
const char* const kGoodGpu = R"({
    "id": "test-gpu", "name": "Test GPU", "memory_mib": 81559, "bandwidth_tb_s": 3.35,
    "tflops_bf16": 989, "tflops_fp8": 1979, "tflops_fp4": 0, "interconnect_gb_s": 450,
    "power_w": 700, "own_card_month_usd": 2400, "rent_usd_hour": 4.44, "gpus_per_node": 8 })";

const char* const kGoodModel = R"({
    "id": "test-model", "name": "Test model", "layers": 32, "hidden": 4096, "heads": 32,
    "kv_heads": 8, "head_dim": 128, "ffn": 14336, "vocab": 32000, "params_b": 46.7,
    "active_params_b": 12.9,
    "moe": { "experts": 8, "experts_per_token": 2, "moe_layers": 32, "expert_ffn": 14336 } })";

const char* const kGoodDenseModel = R"({
    "id": "test-dense", "name": "Test dense model", "layers": 32, "hidden": 4096, "heads": 32,
    "kv_heads": 8, "head_dim": 128, "ffn": 14336, "vocab": 128256, "params_b": 8.03 })";

const char* const kGoodMlaModel = R"({
    "id": "test-mla", "name": "Test MLA model", "layers": 61, "hidden": 7168, "heads": 128,
    "kv_heads": 128, "head_dim": 128, "ffn": 18432, "vocab": 129280, "params_b": 671,
    "active_params_b": 37,
    "moe": { "experts": 256, "experts_per_token": 8, "moe_layers": 58, "expert_ffn": 2048 },
    "mla": { "kv_lora_rank": 512, "rope_dim": 64 } })";

const char* const kGoodUseCase = R"({
    "id": "test-use", "name": "Test use case", "isl": 1000, "osl": 250, "isl_cv": 1.0,
    "osl_cv": 0.8, "cache_hit": 0.3, "requests_per_user_day": 10, "peak_to_avg": 3.0,
    "arrival_cv": 1.5 })";

std::string document(const char* array_key, const char* entry, const QByteArray& patch)
{
    json item = json::parse(entry);
    if (!patch.isEmpty())
        item.merge_patch(json::parse(patch.constData()));
    return json{{"schema_version", 1}, {array_key, json::array({item})}}.dump();
}

bool within(double actual, double expected, double relative_tolerance)
{
    return std::abs(actual - expected) <= relative_tolerance * std::abs(expected);
}

} // namespace

class TestCatalog final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void builtinLoads();
    void gpuFigures_data();
    void gpuFigures();
    void modelFigures_data();
    void modelFigures();
    void deepseekV3IsMla();
    void lookups();
    void goodEntriesParse();
    void badGpuRejected_data();
    void badGpuRejected();
    void badModelRejected_data();
    void badModelRejected();
    void badUseCaseRejected_data();
    void badUseCaseRejected();
    void malformedJsonRejected_data();
    void malformedJsonRejected();
    void duplicateIdsRejected();
    void fromJsonNamesTheFailingFile();
};

void TestCatalog::builtinLoads()
{
    const Catalog& catalog = Catalog::builtin();
    QCOMPARE(catalog.gpus().size(), std::size_t{15});
    QCOMPARE(catalog.models().size(), std::size_t{22});
    QCOMPARE(catalog.use_cases().size(), std::size_t{4});
    // builtin() loads once.
    QCOMPARE(&Catalog::builtin(), &catalog);
    // Every built-in model names the repository an engine launches it from.
    for (const ModelSpec& model : catalog.models())
        QVERIFY2(!model.hf_repo.empty(), model.id.c_str());
    QCOMPARE(catalog.find_model("llama-3.1-70b")->hf_repo, std::string("meta-llama/Llama-3.1-70B-Instruct"));
}

void TestCatalog::gpuFigures_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("mem_bytes");
    QTest::addColumn<double>("bw_bytes_s");
    QTest::addColumn<double>("peak_flops_bf16");
    QTest::addColumn<double>("peak_flops_fp8");
    QTest::addColumn<double>("peak_flops_fp4");
    QTest::addColumn<double>("interconnect_bytes_s");
    QTest::addColumn<int>("gpus_per_node");
    QTest::addColumn<bool>("is_cpu");

    QTest::addRow("h100-sxm: 81,559 MiB driver-reported, 3.35 TB/s, 989 TFLOP/s dense (NVIDIA datasheet)")
        << QStringLiteral("h100-sxm") << 81559 * kMib << 3.35e12 << 989e12 << 1979e12 << 0.0
        << 450e9 << 8 << false;
    QTest::addRow("h200-sxm: 143,771 MiB driver-reported, 4.8 TB/s (NVIDIA datasheet)")
        << QStringLiteral("h200-sxm") << 143771 * kMib << 4.8e12 << 989e12 << 1979e12 << 0.0
        << 450e9 << 8 << false;
    QTest::addRow("b200: 183,359 MiB, 8 TB/s, FP4 9,000 TFLOP/s dense (NVIDIA HGX B200 datasheet)")
        << QStringLiteral("b200") << 183359 * kMib << 8e12 << 2250e12 << 4500e12 << 9000e12
        << 900e9 << 8 << false;
    QTest::addRow("a100-80gb: 81,920 MiB, 2.039 TB/s, no FP8 (NVIDIA A100 datasheet)")
        << QStringLiteral("a100-80gb") << 81920 * kMib << 2.039e12 << 312e12 << 0.0 << 0.0
        << 300e9 << 8 << false;
    QTest::addRow("cpu-2s: 1 TiB, 0.335 TB/s, one card per node, is_cpu (seed comparison)")
        << QStringLiteral("cpu-2s") << 1048576 * kMib << 0.335e12 << 62e12 << 0.0 << 0.0 << 50e9
        << 1 << true;
}

void TestCatalog::gpuFigures()
{
    QFETCH(QString, id);
    QFETCH(double, mem_bytes);
    QFETCH(double, bw_bytes_s);
    QFETCH(double, peak_flops_bf16);
    QFETCH(double, peak_flops_fp8);
    QFETCH(double, peak_flops_fp4);
    QFETCH(double, interconnect_bytes_s);
    QFETCH(int, gpus_per_node);
    QFETCH(bool, is_cpu);

    const GpuSpec* gpu = Catalog::builtin().find_gpu(id.toStdString());
    QVERIFY(gpu != nullptr);
    QCOMPARE(gpu->mem_bytes, mem_bytes);
    QCOMPARE(gpu->bw_bytes_s, bw_bytes_s);
    QCOMPARE(gpu->peak_flops_bf16, peak_flops_bf16);
    QCOMPARE(gpu->peak_flops_fp8, peak_flops_fp8);
    QCOMPARE(gpu->peak_flops_fp4, peak_flops_fp4);
    QCOMPARE(gpu->interconnect_bytes_s, interconnect_bytes_s);
    QCOMPARE(gpu->gpus_per_node, gpus_per_node);
    QCOMPARE(gpu->is_cpu, is_cpu);
}

void TestCatalog::modelFigures_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("params_total");
    QTest::addColumn<double>("params_active");
    QTest::addColumn<double>("non_expert_params");
    QTest::addColumn<double>("tolerance");

    QTest::addRow("llama-3.1-8b: dense 8.03e9, active = total (Meta model card)")
        << QStringLiteral("llama-3.1-8b") << 8.03e9 << 8.03e9 << 8.03e9 << 1e-12;
    QTest::addRow("llama-2-7b: dense 6.74e9 (Meta model card)")
        << QStringLiteral("llama-2-7b") << 6.74e9 << 6.74e9 << 6.74e9 << 1e-12;
    // Mixtral routed experts: 32 layers x 8 x 3 x 4096 x 14336 = 45.1e9 of 46.7e9.
    QTest::addRow("mixtral-8x7b: 46.7e9 total, 12.9e9 active, non-expert about 1.6e9 (Mistral AI)")
        << QStringLiteral("mixtral-8x7b") << 46.7e9 << 12.9e9 << 1.6e9 << 0.01;
    // DeepSeek-V3 routed experts: 58 x 256 x 3 x 7168 x 2048 = 653.9e9 of 671e9.
    QTest::addRow("deepseek-v3: 671e9 total, 37e9 active, non-expert about 17.1e9 (DeepSeek-V3 report)")
        << QStringLiteral("deepseek-v3") << 671e9 << 37e9 << 17.09e9 << 0.01;
}

void TestCatalog::modelFigures()
{
    QFETCH(QString, id);
    QFETCH(double, params_total);
    QFETCH(double, params_active);
    QFETCH(double, non_expert_params);
    QFETCH(double, tolerance);

    const ModelSpec* model = Catalog::builtin().find_model(id.toStdString());
    QVERIFY(model != nullptr);
    QVERIFY2(within(model->params_total, params_total, 1e-12), qPrintable(id));
    QVERIFY2(within(model->params_active, params_active, 1e-12), qPrintable(id));
    QVERIFY2(within(model->non_expert_params(), non_expert_params, tolerance),
             qPrintable(QString::number(model->non_expert_params())));
}

void TestCatalog::deepseekV3IsMla()
{
    const ModelSpec* model = Catalog::builtin().find_model("deepseek-v3");
    QVERIFY(model != nullptr);
    QVERIFY(model->is_mla());
    QVERIFY(model->is_moe());
    // MLA caches 512 + 64 per layer; 61 x 576 x 2 bytes = 70,272 B/token (models.md).
    QCOMPARE(model->kv_lora_rank, 512);
    QCOMPARE(model->rope_dim, 64);
    QCOMPARE(model->layers * (model->kv_lora_rank + model->rope_dim) * 2, 70272);
    QCOMPARE(model->experts, 256);
    QCOMPARE(model->experts_per_token, 8);
    QCOMPARE(model->moe_layers, 58);
    QCOMPARE(model->expert_params, 3.0 * 7168 * 2048);

    const ModelSpec* llama = Catalog::builtin().find_model("llama-3.1-70b");
    QVERIFY(llama != nullptr);
    QVERIFY(!llama->is_mla());
    QVERIFY(!llama->is_moe());
}

void TestCatalog::lookups()
{
    const Catalog& catalog = Catalog::builtin();
    QVERIFY(catalog.find_gpu("h100-sxm") != nullptr);
    QVERIFY(catalog.find_gpu("h100") == nullptr);
    QVERIFY(catalog.find_model("qwen2.5-72b") != nullptr);
    QVERIFY(catalog.find_use_case("agent") != nullptr);
    QCOMPARE(catalog.find_use_case("agent")->isl, 8000);
    QVERIFY(catalog.find_use_case("nope") == nullptr);
    QCOMPARE(catalog.gpu_ids(),
             std::string("h100-sxm, h200-sxm, b200, a100-80gb, l40s, mi300x, h20, gb200, b300, rtx-pro-6000, "
                                "mi325x, mi355x, gaudi3, l4, cpu-2s"));
    QCOMPARE(catalog.use_case_ids(), std::string("chatbot, agent, content, translation"));
    QVERIFY(catalog.model_ids().find("deepseek-v3") != std::string::npos);
}

void TestCatalog::goodEntriesParse()
{
    QVERIFY(capstan::parse_gpu_catalog(document("gpus", kGoodGpu, {}), "t.json").has_value());
    QVERIFY(capstan::parse_model_catalog(document("models", kGoodModel, {}), "t.json").has_value());
    QVERIFY(capstan::parse_model_catalog(document("models", kGoodMlaModel, {}), "t.json").has_value());
    QVERIFY(capstan::parse_use_cases(document("use_cases", kGoodUseCase, {}), "t.json").has_value());
    // Optional is_cpu; fp8/fp4 of 0 mean "not supported".
    const auto cpu = capstan::parse_gpu_catalog(
        document("gpus", kGoodGpu, R"({"is_cpu": true, "tflops_fp8": 0})"), "t.json");
    QVERIFY(cpu.has_value());
    QVERIFY(cpu->front().is_cpu);
    // A dense model without active_params_b touches all of its parameters.
    const auto dense = capstan::parse_model_catalog(document("models", kGoodDenseModel, {}), "t.json");
    QVERIFY2(dense.has_value(), dense ? "" : dense.error().message().c_str());
    QCOMPARE(dense->front().params_active, dense->front().params_total);
}

void TestCatalog::badGpuRejected_data()
{
    QTest::addColumn<QByteArray>("patch");
    QTest::addColumn<QString>("field");

    QTest::addRow("id missing") << QByteArray(R"({"id": null})") << QStringLiteral("id");
    QTest::addRow("id empty") << QByteArray(R"({"id": ""})") << QStringLiteral("id");
    QTest::addRow("id with capitals") << QByteArray(R"({"id": "H100"})") << QStringLiteral("id");
    QTest::addRow("id with a space") << QByteArray(R"({"id": "h100 sxm"})") << QStringLiteral("id");
    QTest::addRow("id a number") << QByteArray(R"({"id": 100})") << QStringLiteral("id");
    QTest::addRow("name missing") << QByteArray(R"({"name": null})") << QStringLiteral("name");
    QTest::addRow("name empty") << QByteArray(R"({"name": ""})") << QStringLiteral("name");
    QTest::addRow("memory_mib missing") << QByteArray(R"({"memory_mib": null})")
                                        << QStringLiteral("memory_mib");
    QTest::addRow("memory_mib as text") << QByteArray(R"({"memory_mib": "80GB"})")
                                        << QStringLiteral("memory_mib");
    QTest::addRow("memory 512 MiB below 1 GiB") << QByteArray(R"({"memory_mib": 512})")
                                                << QStringLiteral("memory_mib");
    QTest::addRow("memory 5 TiB above 4 TiB") << QByteArray(R"({"memory_mib": 5242880})")
                                              << QStringLiteral("memory_mib");
    QTest::addRow("bandwidth -1 TB/s") << QByteArray(R"({"bandwidth_tb_s": -1})")
                                       << QStringLiteral("bandwidth_tb_s");
    QTest::addRow("bandwidth 0.001 TB/s below 0.01") << QByteArray(R"({"bandwidth_tb_s": 0.001})")
                                                     << QStringLiteral("bandwidth_tb_s");
    QTest::addRow("bandwidth 3350 TB/s (GB/s typed as TB/s)")
        << QByteArray(R"({"bandwidth_tb_s": 3350})") << QStringLiteral("bandwidth_tb_s");
    QTest::addRow("bf16 0 TFLOP/s below 1") << QByteArray(R"({"tflops_bf16": 0})")
                                            << QStringLiteral("tflops_bf16");
    QTest::addRow("bf16 989e12 typed in FLOP/s") << QByteArray(R"({"tflops_bf16": 989e12})")
                                                 << QStringLiteral("tflops_bf16");
    QTest::addRow("fp8 negative") << QByteArray(R"({"tflops_fp8": -1})")
                                  << QStringLiteral("tflops_fp8");
    QTest::addRow("fp4 negative") << QByteArray(R"({"tflops_fp4": -9000})")
                                  << QStringLiteral("tflops_fp4");
    QTest::addRow("fp4 missing") << QByteArray(R"({"tflops_fp4": null})")
                                 << QStringLiteral("tflops_fp4");
    QTest::addRow("interconnect negative") << QByteArray(R"({"interconnect_gb_s": -450})")
                                           << QStringLiteral("interconnect_gb_s");
    QTest::addRow("power 0 W") << QByteArray(R"({"power_w": 0})") << QStringLiteral("power_w");
    QTest::addRow("power 7000 W above 5000") << QByteArray(R"({"power_w": 7000})")
                                             << QStringLiteral("power_w");
    QTest::addRow("own price negative") << QByteArray(R"({"own_card_month_usd": -1})")
                                        << QStringLiteral("own_card_month_usd");
    QTest::addRow("rent price negative") << QByteArray(R"({"rent_usd_hour": -0.5})")
                                         << QStringLiteral("rent_usd_hour");
    QTest::addRow("gpus_per_node 0") << QByteArray(R"({"gpus_per_node": 0})")
                                     << QStringLiteral("gpus_per_node");
    QTest::addRow("gpus_per_node 65 above 64") << QByteArray(R"({"gpus_per_node": 65})")
                                               << QStringLiteral("gpus_per_node");
    QTest::addRow("gpus_per_node 8.5 not an integer") << QByteArray(R"({"gpus_per_node": 8.5})")
                                                      << QStringLiteral("gpus_per_node");
    QTest::addRow("scaleup_domain_gpus -1") << QByteArray(R"({"scaleup_domain_gpus": -1})")
                                            << QStringLiteral("scaleup_domain_gpus");
    QTest::addRow("scaleup_domain_gpus 577 above 576") << QByteArray(R"({"scaleup_domain_gpus": 577})")
                                                       << QStringLiteral("scaleup_domain_gpus");
    QTest::addRow("is_cpu as text") << QByteArray(R"({"is_cpu": "yes"})")
                                    << QStringLiteral("is_cpu");
}

void TestCatalog::badGpuRejected()
{
    QFETCH(QByteArray, patch);
    QFETCH(QString, field);

    const auto gpus = capstan::parse_gpu_catalog(document("gpus", kGoodGpu, patch), "test-gpus.json");
    QVERIFY(!gpus.has_value());
    const QString message = QString::fromStdString(gpus.error().message());
    QVERIFY2(message.startsWith(QStringLiteral("test-gpus.json: gpus[0]")), qPrintable(message));
    QVERIFY2(message.contains(QLatin1Char('.') + field), qPrintable(message));
    QVERIFY2(!message.contains(QLatin1Char('\n')), qPrintable(message));
}

void TestCatalog::badModelRejected_data()
{
    QTest::addColumn<QByteArray>("base");
    QTest::addColumn<QByteArray>("patch");
    QTest::addColumn<QString>("field");

    const QByteArray moe(kGoodModel);
    const QByteArray mla(kGoodMlaModel);
    const QByteArray dense(kGoodDenseModel);

    QTest::addRow("id with underscore") << moe << QByteArray(R"({"id": "my_model"})")
                                        << QStringLiteral("id");
    QTest::addRow("name missing") << moe << QByteArray(R"({"name": null})") << QStringLiteral("name");
    QTest::addRow("hf_repo without an owner") << moe << QByteArray(R"({"hf_repo": "Llama-3.1-8B"})")
                                              << QStringLiteral("hf_repo");
    QTest::addRow("hf_repo with a space") << moe << QByteArray(R"({"hf_repo": "meta-llama/Llama 3"})")
                                          << QStringLiteral("hf_repo");
    QTest::addRow("layers missing") << moe << QByteArray(R"({"layers": null})")
                                    << QStringLiteral("layers");
    QTest::addRow("layers 0") << moe << QByteArray(R"({"layers": 0})") << QStringLiteral("layers");
    QTest::addRow("layers 1001 above 1000") << moe << QByteArray(R"({"layers": 1001})")
                                            << QStringLiteral("layers");
    QTest::addRow("layers as text") << moe << QByteArray(R"({"layers": "32"})")
                                    << QStringLiteral("layers");
    QTest::addRow("hidden 0") << moe << QByteArray(R"({"hidden": 0})") << QStringLiteral("hidden");
    QTest::addRow("heads negative") << moe << QByteArray(R"({"heads": -32})")
                                    << QStringLiteral("heads");
    QTest::addRow("kv_heads 0") << moe << QByteArray(R"({"kv_heads": 0})")
                                << QStringLiteral("kv_heads");
    QTest::addRow("kv_heads 64 above 32 heads") << moe << QByteArray(R"({"kv_heads": 64})")
                                                << QStringLiteral("kv_heads");
    QTest::addRow("kv_heads 9 not a divisor of 64 heads (Qwen2.5-72B typo)")
        << moe << QByteArray(R"({"heads": 64, "kv_heads": 9})") << QStringLiteral("kv_heads");
    QTest::addRow("head_dim 0") << moe << QByteArray(R"({"head_dim": 0})")
                                << QStringLiteral("head_dim");
    QTest::addRow("ffn missing") << moe << QByteArray(R"({"ffn": null})") << QStringLiteral("ffn");
    QTest::addRow("vocab 0") << moe << QByteArray(R"({"vocab": 0})") << QStringLiteral("vocab");
    QTest::addRow("params_b 0.001 below 0.01") << dense << QByteArray(R"({"params_b": 0.001})")
                                               << QStringLiteral("params_b");
    QTest::addRow("params_b 200000 above 100000") << dense << QByteArray(R"({"params_b": 200000})")
                                                  << QStringLiteral("params_b");
    QTest::addRow("params_b as text") << moe << QByteArray(R"({"params_b": "46.7B"})")
                                      << QStringLiteral("params_b");
    QTest::addRow("dense active 9 above total 8.03")
        << dense << QByteArray(R"({"active_params_b": 9})") << QStringLiteral("active_params_b");
    QTest::addRow("dense kv_heads 12 not a divisor of 32 heads")
        << dense << QByteArray(R"({"kv_heads": 12})") << QStringLiteral("kv_heads");
    QTest::addRow("active 0") << moe << QByteArray(R"({"active_params_b": 0})")
                              << QStringLiteral("active_params_b");
    QTest::addRow("moe not an object") << moe << QByteArray(R"({"moe": 8})") << QStringLiteral("moe");
    QTest::addRow("moe experts missing") << moe << QByteArray(R"({"moe": {"experts": null}})")
                                         << QStringLiteral("moe.experts");
    QTest::addRow("moe 1 expert below 2") << moe << QByteArray(R"({"moe": {"experts": 1, "experts_per_token": 1}})")
                                          << QStringLiteral("moe.experts");
    QTest::addRow("top-k 0") << moe << QByteArray(R"({"moe": {"experts_per_token": 0}})")
                             << QStringLiteral("moe.experts_per_token");
    QTest::addRow("top-k 9 of 8 experts") << moe << QByteArray(R"({"moe": {"experts_per_token": 9}})")
                                          << QStringLiteral("moe.experts_per_token");
    QTest::addRow("moe_layers 33 of 32 layers") << moe << QByteArray(R"({"moe": {"moe_layers": 33}})")
                                                << QStringLiteral("moe.moe_layers");
    QTest::addRow("expert_ffn 0") << moe << QByteArray(R"({"moe": {"expert_ffn": 0}})")
                                  << QStringLiteral("moe.expert_ffn");
    // 8 experts x 32 layers x 3 x 4096 x 14336 = 45.1e9 > 40e9.
    QTest::addRow("params_b 40 below the 45.1e9 of routed experts")
        << moe << QByteArray(R"({"params_b": 40, "active_params_b": 10})") << QStringLiteral("params_b");
    // Shapes give 1.6e9 + 32 x 2 x 176e6 = 12.88e9; 20e9 is 55% off.
    QTest::addRow("active 20e9 vs 12.88e9 from the shapes")
        << moe << QByteArray(R"({"active_params_b": 20})") << QStringLiteral("active_params_b");
    QTest::addRow("mla kv_lora_rank 0") << mla << QByteArray(R"({"mla": {"kv_lora_rank": 0}})")
                                        << QStringLiteral("mla.kv_lora_rank");
    QTest::addRow("mla rope_dim negative") << mla << QByteArray(R"({"mla": {"rope_dim": -64}})")
                                           << QStringLiteral("mla.rope_dim");
    QTest::addRow("mla rope_dim missing") << mla << QByteArray(R"({"mla": {"rope_dim": null}})")
                                          << QStringLiteral("mla.rope_dim");
    QTest::addRow("mla as a list") << mla << QByteArray(R"({"mla": [512, 64]})")
                                   << QStringLiteral("mla");
}

void TestCatalog::badModelRejected()
{
    QFETCH(QByteArray, base);
    QFETCH(QByteArray, patch);
    QFETCH(QString, field);

    const std::string text = document("models", base.constData(), patch);
    const auto models = capstan::parse_model_catalog(text, "test-models.json");
    QVERIFY(!models.has_value());
    const QString message = QString::fromStdString(models.error().message());
    QVERIFY2(message.startsWith(QStringLiteral("test-models.json: models[0]")), qPrintable(message));
    QVERIFY2(message.contains(QLatin1Char('.') + field), qPrintable(message));
    QVERIFY2(!message.contains(QLatin1Char('\n')), qPrintable(message));
}

void TestCatalog::badUseCaseRejected_data()
{
    QTest::addColumn<QByteArray>("patch");
    QTest::addColumn<QString>("field");

    QTest::addRow("isl 0") << QByteArray(R"({"isl": 0})") << QStringLiteral("isl");
    QTest::addRow("osl missing") << QByteArray(R"({"osl": null})") << QStringLiteral("osl");
    QTest::addRow("cache_hit 1.5 above 1") << QByteArray(R"({"cache_hit": 1.5})") << QStringLiteral("cache_hit");
    QTest::addRow("peak_to_avg 0.5 below 1") << QByteArray(R"({"peak_to_avg": 0.5})")
                                             << QStringLiteral("peak_to_avg");
    QTest::addRow("requests_per_user_day 0") << QByteArray(R"({"requests_per_user_day": 0})")
                                             << QStringLiteral("requests_per_user_day");
    QTest::addRow("arrival_cv negative") << QByteArray(R"({"arrival_cv": -1})")
                                         << QStringLiteral("arrival_cv");
}

void TestCatalog::badUseCaseRejected()
{
    QFETCH(QByteArray, patch);
    QFETCH(QString, field);

    const auto use_cases =
        capstan::parse_use_cases(document("use_cases", kGoodUseCase, patch), "test-uses.json");
    QVERIFY(!use_cases.has_value());
    const QString message = QString::fromStdString(use_cases.error().message());
    QVERIFY2(message.startsWith(QStringLiteral("test-uses.json: use_cases[0] (test-use).")),
             qPrintable(message));
    QVERIFY2(message.contains(QLatin1Char('.') + field), qPrintable(message));
}

void TestCatalog::malformedJsonRejected_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("expected_in_message");

    QTest::addRow("missing comma: parse error with line and byte")
        << QByteArray("{\n  \"gpus\": [\n    { \"id\": \"a\" \"name\": \"b\" }\n  ]\n}")
        << QStringLiteral("line 3");
    QTest::addRow("truncated file: unexpected end of input")
        << QByteArray(R"({"gpus": [ { "id": "h100-sxm", "memory_mib": 815)")
        << QStringLiteral("end of input");
    QTest::addRow("empty file") << QByteArray() << QStringLiteral("malformed JSON");
    QTest::addRow("top level is an array") << QByteArray("[]") << QStringLiteral("object");
    QTest::addRow("gpus key missing") << QByteArray(R"({"models": []})") << QStringLiteral("gpus");
    QTest::addRow("gpus is an object") << QByteArray(R"({"gpus": {}})") << QStringLiteral("array");
    QTest::addRow("gpus is empty") << QByteArray(R"({"gpus": []})") << QStringLiteral("at least one");
    QTest::addRow("entry is a number") << QByteArray(R"({"gpus": [42]})")
                                       << QStringLiteral("gpus[0]");
    QTest::addRow("schema_version 2 unsupported")
        << QByteArray(R"({"schema_version": 2, "gpus": []})") << QStringLiteral("schema_version");
}

void TestCatalog::malformedJsonRejected()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, expected_in_message);

    const auto gpus = capstan::parse_gpu_catalog(text.toStdString(), "broken-gpus.json");
    QVERIFY(!gpus.has_value());
    const QString message = QString::fromStdString(gpus.error().message());
    QVERIFY2(message.startsWith(QStringLiteral("broken-gpus.json")), qPrintable(message));
    QVERIFY2(message.contains(expected_in_message), qPrintable(message));
    QVERIFY2(!message.contains(QLatin1Char('\n')), qPrintable(message));
}

void TestCatalog::duplicateIdsRejected()
{
    json first = json::parse(kGoodGpu);
    json second = first;
    second["name"] = "Another name, same id";
    const std::string text = json{{"gpus", json::array({first, second})}}.dump();
    const auto gpus = capstan::parse_gpu_catalog(text, "dup-gpus.json");
    QVERIFY(!gpus.has_value());
    const QString message = QString::fromStdString(gpus.error().message());
    QVERIFY2(message.startsWith(QStringLiteral("dup-gpus.json: gpus[1] (test-gpu).id")),
             qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("duplicate of gpus[0]")), qPrintable(message));

    json model = json::parse(kGoodModel);
    const std::string models_text = json{{"models", json::array({model, model})}}.dump();
    const auto models = capstan::parse_model_catalog(models_text, "dup-models.json");
    QVERIFY(!models.has_value());
    QVERIFY2(QString::fromStdString(models.error().message())
                 .contains(QStringLiteral("models[1] (test-model).id")),
             models.error().message().c_str());
}

void TestCatalog::fromJsonNamesTheFailingFile()
{
    const std::string gpus = document("gpus", kGoodGpu, {});
    const std::string models = document("models", kGoodModel, R"({"layers": 0})");
    const std::string use_cases = document("use_cases", kGoodUseCase, {});
    const auto catalog = Catalog::from_json(gpus, models, use_cases);
    QVERIFY(!catalog.has_value());
    const QString message = QString::fromStdString(catalog.error().message());
    QVERIFY2(message.startsWith(QStringLiteral("models.json: models[0] (test-model).layers = 0")),
             qPrintable(message));

    const auto good = Catalog::from_json(gpus, document("models", kGoodModel, {}), use_cases);
    QVERIFY(good.has_value());
    QCOMPARE(good->gpus().size(), std::size_t{1});
    QVERIFY(good->find_model("test-model") != nullptr);
}

QTEST_APPLESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
