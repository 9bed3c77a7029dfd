// Every built-in model and accelerator preset against its published figures: parameters
// counted from the architecture fields against the model card's total and active counts, KV
// bytes per token at 8k and 128k context against a hand calculation written in the row,
// datasheet figures per GPU; then each model evaluates on a card where it fits, and a windowed
// and an MoE-with-shared-experts model run through the knee, sizing and the simulator.
#include "core/catalog.h"
#include "core/evaluate.h"
#include "core/inputs.h"
#include "core/memory.h"
#include "core/model_params.h"
#include "core/sim/simulator.h"

#include "test_support.h"

#include <QTest>

#include <cmath>
#include <string>

using namespace capstan;
using capstan::sim::SimConfig;
using capstan::sim::SimResult;

namespace {

const ModelSpec& model(const QString& id)
{
    const ModelSpec* m = Catalog::builtin().find_model(id.toStdString());
    if (m == nullptr)
        qFatal("no model preset %s", qPrintable(id));
    return *m;
}

double relative(double actual, double expected)
{
    return std::abs(actual - expected) / expected;
}

} // namespace

class TstCatalogPresets final : public QObject {
    Q_OBJECT

private slots:
    void paramsFromArchitecture_data();
    void paramsFromArchitecture();
    void kvBytesPerToken_data();
    void kvBytesPerToken();
    void windowedLayersHoldTheirWindow();
    void kvNeverShrinksWithContextOrWindow();
    void gpuDatasheets_data();
    void gpuDatasheets();
    void everyModelEvaluatesWhereItFits();
    void windowedAndSharedExpertModelsSimulate_data();
    void windowedAndSharedExpertModelsSimulate();
};

void TstCatalogPresets::paramsFromArchitecture_data()
{
    // published: the model card's figure (billions) and the half-unit of its last digit, so a
    // card that says "1T" is matched to +-50 B and one that says "20.9B" to +-0.05 B (and never
    // looser than 1%). embeddings_left_out: how many vocab x hidden matrices the card's active
    // count leaves out: 1 = the input embedding lookup (gpt-oss, Kimi K2, DeepSeek), 2 = the
    // LM head too (Qwen3-Next's "3B activated" is the non-embedding count).
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("total_b");
    QTest::addColumn<double>("total_rounding_b");
    QTest::addColumn<double>("active_b");
    QTest::addColumn<double>("active_rounding_b");
    QTest::addColumn<int>("embeddings_left_out");
    QTest::addColumn<double>("extra_tolerance");
    QTest::newRow("llama-3.1-8b") << "llama-3.1-8b" << 8.03 << 0.005 << 8.03 << 0.005 << 0 << 0.0;
    QTest::newRow("llama-3.1-70b") << "llama-3.1-70b" << 70.55 << 0.005 << 70.55 << 0.005 << 0 << 0.0;
    QTest::newRow("llama-3.1-405b") << "llama-3.1-405b" << 405.9 << 0.05 << 405.9 << 0.05 << 0 << 0.0;
    QTest::newRow("llama-2-7b") << "llama-2-7b" << 6.74 << 0.005 << 6.74 << 0.005 << 0 << 0.0;
    QTest::newRow("llama-2-70b") << "llama-2-70b" << 68.98 << 0.005 << 68.98 << 0.005 << 0 << 0.0;
    QTest::newRow("mixtral-8x7b") << "mixtral-8x7b" << 46.7 << 0.05 << 12.9 << 0.05 << 0 << 0.0;
    QTest::newRow("qwen2.5-72b") << "qwen2.5-72b" << 72.7 << 0.05 << 72.7 << 0.05 << 0 << 0.0;
    QTest::newRow("deepseek-v3") << "deepseek-v3" << 671.0 << 0.5 << 37.0 << 0.5 << 1 << 0.0;
    // Meta's 109 B includes the vision encoder, whose size the card does not give: the text
    // decoder counts 107.8 B, 1.1% below.
    QTest::newRow("llama-4-scout") << "llama-4-scout" << 109.0 << 0.5 << 17.0 << 0.5 << 0 << 0.012;
    QTest::newRow("llama-4-maverick") << "llama-4-maverick" << 400.0 << 0.5 << 17.0 << 0.5 << 0 << 0.0;
    QTest::newRow("qwen3-32b") << "qwen3-32b" << 32.8 << 0.05 << 32.8 << 0.05 << 0 << 0.0;
    // The card truncates: 3.35 B activated reads "3.3B".
    QTest::newRow("qwen3-30b-a3b") << "qwen3-30b-a3b" << 30.5 << 0.05 << 3.3 << 0.1 << 0 << 0.0;
    QTest::newRow("qwen3-235b-a22b") << "qwen3-235b-a22b" << 235.0 << 0.5 << 22.0 << 0.5 << 0 << 0.0;
    QTest::newRow("gpt-oss-20b") << "gpt-oss-20b" << 20.9 << 0.05 << 3.6 << 0.05 << 1 << 0.0;
    QTest::newRow("gpt-oss-120b") << "gpt-oss-120b" << 116.8 << 0.05 << 5.1 << 0.05 << 1 << 0.0;
    QTest::newRow("deepseek-v3.1") << "deepseek-v3.1" << 671.0 << 0.5 << 37.0 << 0.5 << 1 << 0.0;
    QTest::newRow("kimi-k2") << "kimi-k2" << 1000.0 << 50.0 << 32.0 << 0.5 << 1 << 0.0;
    QTest::newRow("mistral-small-3.1") << "mistral-small-3.1" << 24.0 << 0.5 << 24.0 << 0.5 << 0 << 0.0;
    // Gemma 3 report: 417 M vision + 1,416 M embedding + 25,600 M non-embedding.
    QTest::newRow("gemma-3-27b") << "gemma-3-27b" << 27.433 << 0.0005 << 27.016 << 0.0005 << 0 << 0.0;
    QTest::newRow("qwen3-next-80b-a3b") << "qwen3-next-80b-a3b" << 80.0 << 0.5 << 3.0 << 0.5 << 2 << 0.0;
}

void TstCatalogPresets::paramsFromArchitecture()
{
    QFETCH(QString, id);
    QFETCH(double, total_b);
    QFETCH(double, total_rounding_b);
    QFETCH(double, active_b);
    QFETCH(double, active_rounding_b);
    QFETCH(int, embeddings_left_out);
    QFETCH(double, extra_tolerance);
    const ModelSpec& m = model(id);
    const ParamCount count = count_params(m);
    const double embedding = double(m.vocab) * m.hidden;
    const double active = count.active - embeddings_left_out * embedding;
    qInfo("%s: counted %.2f B total, %.2f B active; card %.2f B, %.2f B", qPrintable(id), count.total / 1e9,
          active / 1e9, total_b, active_b);

    // The catalog's own figures are the architecture's.
    QVERIFY2(relative(m.params_total, count.total) < 0.002, qPrintable(QString::number(m.params_total / 1e9)));
    // Within 1% of the card, or of what its rounding allows.
    const double total_tolerance = std::max({0.01, total_rounding_b / total_b, extra_tolerance});
    const double active_tolerance = std::max(0.01, active_rounding_b / active_b);
    QVERIFY2(relative(count.total / 1e9, total_b) <= total_tolerance,
             qPrintable(QStringLiteral("total %1 B vs %2 B").arg(count.total / 1e9).arg(total_b)));
    QVERIFY2(relative(active / 1e9, active_b) <= active_tolerance,
             qPrintable(QStringLiteral("active %1 B vs %2 B").arg(active / 1e9).arg(active_b)));
}

void TstCatalogPresets::kvBytesPerToken_data()
{
    // BF16 KV bytes per token averaged over a context of 8,192 and 131,072 tokens, by hand:
    // per layer and token 2 x KV heads x head_dim x 2 bytes (MLA: (512 + 64) x 2); sliding
    // layers hold min(context, window) tokens; linear layers a fixed state (x 2 bytes).
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("at_8k");
    QTest::addColumn<double>("at_128k");
    // 80 x 2 x 8 x 128 x 2
    QTest::newRow("llama-3.1-70b") << "llama-3.1-70b" << 327680.0 << 327680.0;
    // 61 x 576 x 2
    QTest::newRow("deepseek-v3.1") << "deepseek-v3.1" << 70272.0 << 70272.0;
    QTest::newRow("kimi-k2") << "kimi-k2" << 70272.0 << 70272.0;
    // 64 x 2 x 8 x 128 x 2
    QTest::newRow("qwen3-32b") << "qwen3-32b" << 262144.0 << 262144.0;
    // 48 x 2 x 4 x 128 x 2
    QTest::newRow("qwen3-30b-a3b") << "qwen3-30b-a3b" << 98304.0 << 98304.0;
    // 94 x 2 x 4 x 128 x 2
    QTest::newRow("qwen3-235b-a22b") << "qwen3-235b-a22b" << 192512.0 << 192512.0;
    // 40 x 2 x 8 x 128 x 2
    QTest::newRow("mistral-small-3.1") << "mistral-small-3.1" << 163840.0 << 163840.0;
    // 4,096 B per layer-token; 12 full + 36 chunked layers (8,192): at 8k all 48 layers
    // (196,608); at 128k 12 x 4,096 + 36 x 4,096 x 8,192 / 131,072 = 49,152 + 9,216.
    QTest::newRow("llama-4-scout") << "llama-4-scout" << 196608.0 << 58368.0;
    QTest::newRow("llama-4-maverick") << "llama-4-maverick" << 196608.0 << 58368.0;
    // 2,048 B per layer-token (2 x 8 x 64 x 2); 12 full + 12 sliding (128):
    // 8k: 24,576 + 12 x 2,048 x 128 / 8,192 = 24,960; 128k: 24,576 + 24 = 24,600.
    QTest::newRow("gpt-oss-20b") << "gpt-oss-20b" << 24960.0 << 24600.0;
    // 18 full + 18 sliding: 8k 36,864 + 576 = 37,440; 128k 36,864 + 36 = 36,900.
    QTest::newRow("gpt-oss-120b") << "gpt-oss-120b" << 37440.0 << 36900.0;
    // 8,192 B per layer-token (2 x 16 x 128 x 2); 10 full + 52 sliding (1,024):
    // 8k 81,920 + 52 x 8,192 / 8 = 135,168; 128k 81,920 + 52 x 8,192 / 128 = 85,248.
    QTest::newRow("gemma-3-27b") << "gemma-3-27b" << 135168.0 << 85248.0;
    // 12 full layers x 2 x 2 x 256 x 2 = 24,576 B/token; 36 DeltaNet layers x 548,864 x 2 B
    // = 39,518,208 B per sequence: 8k 24,576 + 4,824 = 29,400; 128k 24,576 + 301.5.
    QTest::newRow("qwen3-next-80b-a3b") << "qwen3-next-80b-a3b" << 29400.0 << 24877.5;
}

void TstCatalogPresets::kvBytesPerToken()
{
    QFETCH(QString, id);
    QFETCH(double, at_8k);
    QFETCH(double, at_128k);
    const ModelSpec& m = model(id);
    QCOMPARE(kv_bytes_for_context(m, 16, 8192) / 8192, at_8k);
    QCOMPARE(kv_bytes_for_context(m, 16, 131072) / 131072, at_128k);
}

void TstCatalogPresets::windowedLayersHoldTheirWindow()
{
    // gpt-oss-120b at 128k holds about half a full-attention twin's KV (its sliding half keeps
    // 128 tokens); Gemma 3 about a quarter. The memory plan's seats follow.
    for (const char* id : {"gpt-oss-120b", "gemma-3-27b"}) {
        ModelSpec windowed = model(QString::fromLatin1(id));
        ModelSpec full = windowed;
        full.sliding_layers = 0;
        full.sliding_window = 0;
        const double ratio = kv_bytes_for_context(windowed, 16, 131072) / kv_bytes_for_context(full, 16, 131072);
        qInfo("%s at 128k: %.3f of a full-attention twin's KV", id, ratio);
        QVERIFY(ratio < 0.55);
    }
    Scenario s = test::scenario_for("gemma-3-27b", "h200-sxm", 16, 16, 1, 100000, 28000);
    const MemoryPlan plan = plan_memory(s);
    const double full_seq = kv_bytes_per_token(s.model.spec, 16) * 128000;
    QVERIFY(plan.fits);
    QVERIFY(plan.kv_bytes_per_sequence < 0.7 * full_seq);
    QVERIFY(plan.guaranteed_seats >= 1);
}

void TstCatalogPresets::kvNeverShrinksWithContextOrWindow()
{
    for (const ModelSpec& m : Catalog::builtin().models()) {
        double last = -1;
        for (double context : {1.0, 100.0, 127.0, 128.0, 129.0, 1000.0, 1024.0, 8192.0, 9000.0, 131072.0, 1e6}) {
            const double kv = kv_bytes_for_context(m, 16, context);
            QVERIFY2(kv >= last, qPrintable(QString::fromStdString(m.id)));
            last = kv;
        }
        if (m.sliding_layers > 0) {
            ModelSpec wider = m;
            wider.sliding_window *= 2;
            QVERIFY(kv_bytes_for_context(wider, 16, 131072) >= kv_bytes_for_context(m, 16, 131072));
            Scenario s = test::scenario_for(m.id, "b300", 8, 8, 8, 65536, 4096);
            Scenario w = s;
            w.model.spec = wider;
            QVERIFY(plan_memory(w).guaranteed_seats <= plan_memory(s).guaranteed_seats);
        }
    }
}

void TstCatalogPresets::gpuDatasheets_data()
{
    // Datasheet figures (dense; sparse halved), as each entry's source states them.
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("memory_gb");
    QTest::addColumn<double>("bandwidth_tb_s");
    QTest::addColumn<double>("bf16_tflops");
    QTest::addColumn<double>("fp8_tflops");
    QTest::addColumn<double>("fp4_tflops");
    QTest::addColumn<double>("power_w");
    QTest::newRow("h20") << "h20" << 96.0 << 4.0 << 148.0 << 296.0 << 0.0 << 400.0;
    QTest::newRow("gb200") << "gb200" << 186.0 << 8.0 << 2500.0 << 5000.0 << 10000.0 << 1200.0;
    QTest::newRow("b300") << "b300" << 288.0 << 8.0 << 2250.0 << 4500.0 << 13125.0 << 1100.0;
    QTest::newRow("rtx-pro-6000") << "rtx-pro-6000" << 96.0 << 1.792 << 500.0 << 1000.0 << 2000.0 << 600.0;
    QTest::newRow("mi325x") << "mi325x" << 256.0 << 6.0 << 1307.0 << 2615.0 << 0.0 << 1000.0;
    QTest::newRow("mi355x") << "mi355x" << 288.0 << 8.0 << 2517.0 << 5033.0 << 10066.0 << 1400.0;
    QTest::newRow("gaudi3") << "gaudi3" << 128.0 << 3.67 << 1835.0 << 1835.0 << 0.0 << 900.0;
    QTest::newRow("l4") << "l4" << 24.0 << 0.3 << 121.0 << 242.5 << 0.0 << 72.0;
}

void TstCatalogPresets::gpuDatasheets()
{
    QFETCH(QString, id);
    QFETCH(double, memory_gb);
    QFETCH(double, bandwidth_tb_s);
    QFETCH(double, bf16_tflops);
    QFETCH(double, fp8_tflops);
    QFETCH(double, fp4_tflops);
    QFETCH(double, power_w);
    const GpuSpec* gpu = Catalog::builtin().find_gpu(id.toStdString());
    QVERIFY(gpu != nullptr);
    // The driver reports a little less than the marketed GB (GiB vs GB, reserved memory).
    QVERIFY(gpu->mem_bytes <= memory_gb * 1.0738e9 && gpu->mem_bytes >= 0.95 * memory_gb * 1e9);
    QCOMPARE(gpu->bw_bytes_s, bandwidth_tb_s * 1e12);
    QCOMPARE(gpu->peak_flops_bf16, bf16_tflops * 1e12);
    QCOMPARE(gpu->peak_flops_fp8, fp8_tflops * 1e12);
    QCOMPARE(gpu->peak_flops_fp4, fp4_tflops * 1e12);
    QCOMPARE(gpu->power_w, power_w);
    QVERIFY(!gpu->generation.empty());
    QVERIFY(!gpu->source.empty());
    QVERIFY(!gpu->date.empty());
    QVERIFY(gpu->own_card_month_usd > 0 && gpu->rent_usd_hour > 0);
}

void TstCatalogPresets::everyModelEvaluatesWhereItFits()
{
    // Each model on the smallest TP of an 8-GPU B300 node that holds it at 8-bit weights.
    for (const ModelSpec& m : Catalog::builtin().models()) {
        Scenario s = test::scenario_for(m.id, "b300", 8, 8, 1, 2000, 500);
        const int tp = smallest_feasible_tp(s);
        QVERIFY2(tp >= 1 && tp <= 8, qPrintable(QString::fromStdString(m.id)));
        test::set_or_die(s, "deploy.tp", std::to_string(tp));
        const Expected<Result> r = evaluate(s);
        QVERIFY2(r.has_value(), qPrintable(QString::fromStdString(m.id)));
        QVERIFY(std::isfinite(r->max_output_tok_s) && r->max_output_tok_s > 0);
        QVERIFY(std::isfinite(r->single_user_tok_s) && r->single_user_tok_s > 0);
        QVERIFY(r->sizing.replicas >= 1);
        QVERIFY(!r->curve.empty());
        qInfo("%-20s tp %d: %.0f tok/s saturation, %.1f tok/s one user, %d seats", m.id.c_str(), tp,
              r->max_output_tok_s, r->single_user_tok_s, r->memory.guaranteed_seats);
    }
}

void TstCatalogPresets::windowedAndSharedExpertModelsSimulate_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("tp");
    QTest::newRow("gpt-oss-120b (windowed, MoE)") << "gpt-oss-120b" << 1;
    QTest::newRow("gemma-3-27b (windowed)") << "gemma-3-27b" << 1;
    QTest::newRow("llama-4-maverick (shared expert, chunked)") << "llama-4-maverick" << 8;
    QTest::newRow("qwen3-next-80b-a3b (linear layers)") << "qwen3-next-80b-a3b" << 1;
}

void TstCatalogPresets::windowedAndSharedExpertModelsSimulate()
{
    QFETCH(QString, id);
    QFETCH(int, tp);
    Scenario s = test::scenario_for(id.toStdString(), "h200-sxm", 8, 8, tp, 4000, 400);
    const Expected<Result> r = evaluate(s);
    QVERIFY(r.has_value());
    QVERIFY(r->operating.point.batch >= 1);
    SimConfig config = sim::scenario_config(s);
    config.requests = 3000;
    config.arrivals.rate_rps = 0.5 * r->max_output_tok_s / s.workload.osl;
    const Expected<SimResult> sim = sim::simulate(s, config);
    QVERIFY2(sim.has_value(), sim ? "" : sim.error().message().c_str());
    QVERIFY(sim->requests > 1000);
    QVERIFY(std::isfinite(sim->ttft_ms.at(99)) && sim->ttft_ms.at(99) > 0);
    QVERIFY(std::isfinite(sim->output_tok_s) && sim->output_tok_s > 0);
    qInfo("%s: sizing %d replicas; simulated at half saturation: p99 TTFT %.0f ms, %.0f tok/s", qPrintable(id),
          r->sizing.replicas, sim->ttft_ms.at(99), sim->output_tok_s);
}

QTEST_GUILESS_MAIN(TstCatalogPresets)
#include "tst_catalog_presets.moc"
