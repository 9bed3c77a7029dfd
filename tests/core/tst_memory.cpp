// KV cache and weight memory (SPEC 2.2) against the architecture table of the calibration data.
#include "core/catalog.h"
#include "core/memory.h"
#include "test_support.h"

#include <QTest>

using namespace capstan;

class TestMemory final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void kvBytesPerToken_data();
    void kvBytesPerToken();
    void kvSplitsOverTensorParallel();
    void seatsAndWeights();
    void weightsAloneNeedCards();
    void spreadAnswersHoldLongerContexts();
};

void TestMemory::kvBytesPerToken_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<double>("bf16Bytes");
    // calibration/models.md, "KV bytes/token (BF16)" column.
    QTest::addRow("llama-3.1-8b 131,072 B (models.md)") << "llama-3.1-8b" << 131072.0;
    QTest::addRow("llama-3.1-70b 327,680 B (models.md, SPEC 2.2)") << "llama-3.1-70b" << 327680.0;
    QTest::addRow("llama-3.1-405b 516,096 B (models.md)") << "llama-3.1-405b" << 516096.0;
    QTest::addRow("llama-2-7b 524,288 B (models.md, MHA)") << "llama-2-7b" << 524288.0;
    QTest::addRow("llama-2-70b 327,680 B (models.md)") << "llama-2-70b" << 327680.0;
    QTest::addRow("mixtral-8x7b 131,072 B (models.md)") << "mixtral-8x7b" << 131072.0;
    QTest::addRow("qwen2.5-72b 327,680 B (models.md)") << "qwen2.5-72b" << 327680.0;
    QTest::addRow("deepseek-v3 70,272 B (models.md, MLA 61 x 576 x 2)") << "deepseek-v3" << 70272.0;
}

void TestMemory::kvBytesPerToken()
{
    QFETCH(QString, model);
    QFETCH(double, bf16Bytes);
    const ModelSpec* spec = Catalog::builtin().find_model(model.toStdString());
    QVERIFY(spec);
    QCOMPARE(kv_bytes_per_token(*spec, 16), bf16Bytes);
    QCOMPARE(kv_bytes_per_token(*spec, 8), bf16Bytes / 2);   // "FP8 KV halves it"
}

void TestMemory::kvSplitsOverTensorParallel()
{
    const Catalog& catalog = Catalog::builtin();
    const ModelSpec& llama = *catalog.find_model("llama-3.1-70b");
    QCOMPARE(kv_bytes_per_token_per_gpu(llama, 16, 2), 327680.0 / 2);
    // 8 KV heads over TP 16: each rank still holds one whole head.
    QCOMPARE(kv_bytes_per_token_per_gpu(llama, 16, 16), 327680.0 / 8);
    // "MLA ... is not split across tensor-parallel ranks" (models.md).
    const ModelSpec& deepseek = *catalog.find_model("deepseek-v3");
    QCOMPARE(kv_bytes_per_token_per_gpu(deepseek, 16, 8), 70272.0);
}

void TestMemory::seatsAndWeights()
{
    // Llama-3.1-70B in 8 bits on 2 H100 (81,559 MiB): usable 0.9 x 85.52 GB = 76.97 GB;
    // weights 35.275 GB per GPU; workspace 2 GB; KV free 39.69 GB per GPU; fp8 KV 81,920 B per
    // GPU per token -> 484,533 tokens; ISL 1000 + OSL 250 = 1,264 tokens in 16-token blocks
    // -> 383 guaranteed seats.
    Scenario s = test::scenario_for("llama-3.1-70b", "h100-sxm", 8, 8, 2, 1000, 250);
    const MemoryPlan plan = plan_memory(s);
    QVERIFY(qAbs(plan.weights_bytes_per_gpu - 35.275e9) < 1e6);
    QVERIFY(qAbs(plan.kv_free_bytes_per_gpu - 39.693e9) < 0.01e9);
    QCOMPARE(plan.kv_bytes_per_token_per_gpu, 81920.0);
    QCOMPARE(plan.guaranteed_seats, 383);
    QVERIFY(plan.sustained_seats > plan.guaranteed_seats);
    QVERIFY(plan.fits);
}

void TestMemory::weightsAloneNeedCards()
{
    // Llama-3.1-405B in bf16 is 811.8 GB of weights; an H100 offers 0.9 x 85.52 - 2 = 74.97 GB
    // for them, so the weights alone swallow 11 cards before a single seat exists.
    Scenario s = test::scenario_for("llama-3.1-405b", "h100-sxm", 16, 16, 1, 1000, 250);
    const MemoryPlan plan = plan_memory(s);
    QVERIFY(!plan.fits);
    QCOMPARE(plan.gpus_for_weights, 11);
}

void TestMemory::spreadAnswersHoldLongerContexts()
{
    // Answers of 100 and 300 tokens, equally often: mean 200, CV 0.5. Over one of each, the
    // sequences in flight hold 100^2/2 + 300^2/2 = 50,000 token-steps of answer context in 400
    // steps, 125 tokens on average (a long answer is in flight three times as long), not 100.
    QCOMPARE(mean_decode_context(0, 200, 0.5), 125.0);
    QCOMPARE(mean_decode_context(1000, 250, 0), 1125.0);
    // MLPerf Llama-2-70B: ISL 222.33, OSL 294.45, the OpenOrca answers' CV 0.787:
    // 222.33 + 294.45 x 1.619369 / 2 = 460.75 tokens.
    QVERIFY(qAbs(mean_decode_context(222.33, 294.45, 0.787) - 460.75) < 0.01);

    // The memory plan sizes its sustained seats at that context: 70B FP8 on 2 H100, ISL 1000,
    // OSL 250 at CV 1 holds 1000 + 250 = 1,250 tokens a seat, not 1,125.
    Scenario s = test::scenario_for("llama-3.1-70b", "h100-sxm", 8, 8, 2, 1000, 250);
    s.workload.osl_cv = 0;
    const MemoryPlan fixed = plan_memory(s);
    s.workload.osl_cv = 1;
    const MemoryPlan spread = plan_memory(s);
    QCOMPARE(fixed.mean_context_tokens, 1125.0);
    QCOMPARE(spread.mean_context_tokens, 1250.0);
    QVERIFY(spread.sustained_seats < fixed.sustained_seats);
    QCOMPARE(spread.guaranteed_seats, fixed.guaranteed_seats);   // a full sequence is the same
}

QTEST_APPLESS_MAIN(TestMemory)
#include "tst_memory.moc"
