// Golden figures of the decode roofline (SPEC 2.3) from the seeds' worked examples.
#include "core/roofline.h"
#include "test_support.h"

#include <QTest>

using namespace capstan;

class TestRoofline final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void seedCeiling_data();
    void seedCeiling();
    void catalogSeventyB();
    void mixedStepAddsPrefill();
    void ridgeSplitsBounds();
    void blendedStepBoundFollowsItsTime();
    void moeReadsOnlyTouchedExperts();
    void expertCostCountsTouchedExperts();
    void fp4EfficiencyOnlyOnFp4TensorCores();
    void adaEfficiencyOnlyOnAdaGpus();
    void powerCappedClockSlowsOnlyTheArithmetic();
    void groupedExpertGemmSlowsOnlyExpertArithmetic();
    void overlapLossAddsShareOfTheShorterSide();
    void cacheKeepsTheLastPromptToken();
};

// Seed 002: "A 70B model in 8-bit on one H100 (about 3.35 TB/s), counting weight traffic only":
// 3.35 TB/s / 70 GB = 47.9 steps/s; at batch 16, 47.9 x 16 = about 765 tok/s aggregate.
void TestRoofline::seedCeiling_data()
{
    QTest::addColumn<int>("batch");
    QTest::addColumn<double>("perUser");
    QTest::addColumn<double>("aggregate");
    QTest::addRow("batch 1: 47.9 tok/s (seed 002)") << 1 << 47.9 << 47.9;
    QTest::addRow("batch 16: ~765 tok/s aggregate (seed 002)") << 16 << 47.9 << 765.7;
}

void TestRoofline::seedCeiling()
{
    QFETCH(int, batch);
    QFETCH(double, perUser);
    QFETCH(double, aggregate);
    Scenario s = test::scenario_for("llama-3.1-70b", "h100-sxm", 8, 8, 1, 1, 1);
    test::make_ideal(s);
    s.model.spec.params_total = 70e9;   // the seed's "70 GB" of 8-bit weights
    s.model.spec.params_active = 70e9;
    s.model.spec.tied_embeddings = true; // the seed reads every weight: no table is only gathered
    s.gpu.spec.bw_bytes_s = 3.35e12;
    const Roofline roofline(s);
    StepLoad load;
    load.decode_seqs = batch;
    load.decode_context = 0;            // weights only
    const StepTime step = roofline.step(load);
    QCOMPARE(step.bound, Bound::Bandwidth);
    QVERIFY2(qAbs(1.0 / step.total_s - perUser) < 0.05, qPrintable(QString::number(1.0 / step.total_s)));
    QVERIFY2(qAbs(batch / step.total_s - aggregate) < 0.5, qPrintable(QString::number(batch / step.total_s)));
}

void TestRoofline::catalogSeventyB()
{
    // The catalog's Llama-3.1-70B has 70.55 B parameters; a decode step reads all but the input
    // embedding (128,256 x 8,192 = 1.05 B, a gather): 3.35e12 / 69.50e9 = 48.20 tok/s.
    Scenario s = test::scenario_for("llama-3.1-70b", "h100-sxm", 8, 8, 1, 1, 1);
    test::make_ideal(s);
    StepLoad load;
    load.decode_seqs = 1;
    const double tok_s = 1.0 / Roofline(s).step(load).total_s;
    QVERIFY2(qAbs(tok_s - 48.20) < 0.05, qPrintable(QString::number(tok_s)));
}

void TestRoofline::mixedStepAddsPrefill()
{
    // Steady state at batch B carries B x ISL/OSL prefill tokens per step. A prompt token runs
    // every GEMM but the LM head (h = 0.525 B of the a = 7.505 B multiplied parameters: 8.03 B
    // less the gathered input embedding), so compute grows by 1 + (ISL/OSL)(1 - h/a) = 4.720.
    Scenario s = test::scenario_for("llama-3.1-8b", "h100-sxm", 8, 8, 1, 1000, 250);
    const Roofline roofline(s);
    StepLoad decode;
    decode.decode_seqs = 64;
    decode.decode_context = 1125;
    const StepTime pure = roofline.step(decode);
    const StepTime mixed = roofline.mixed_step(64);
    const double head = 128256.0 * 4096;
    const double multiplied = s.model.spec.params_active - head;
    QVERIFY(qAbs(mixed.gemm_compute_s / pure.gemm_compute_s - (1.0 + 4.0 * (1.0 - head / multiplied))) < 1e-9);
    QVERIFY(qAbs(mixed.gemm_compute_s / pure.gemm_compute_s - 4.720) < 1e-3);
    QVERIFY(mixed.total_s > pure.total_s);
}

// 8,000-token prompts and 150-token answers at batch 9: 0.06 prompts a step, so most steps only
// decode (bandwidth-bound), but the one that carries a prompt multiplies 8,009 tokens and takes
// most of the mean step's time: the mean step is compute-bound, as is where its time goes.
void TestRoofline::blendedStepBoundFollowsItsTime()
{
    const Scenario s = test::scenario_for("llama-3.1-70b", "h100-sxm", 8, 8, 2, 8000, 150);
    const Roofline roofline(s);
    StepLoad decode;
    decode.decode_seqs = 9;
    decode.decode_context = roofline.decode_context();
    QCOMPARE(roofline.step(decode).bound, Bound::Bandwidth);
    StepLoad prompt = decode;
    prompt.decode_seqs = 8;
    prompt.prefill_tokens = 8000;
    prompt.prefill_pairs = roofline.prefill_pairs(8000, 0);
    QCOMPARE(roofline.step(prompt).bound, Bound::Compute);
    const StepTime mean = roofline.mixed_step(9);
    QVERIFY(mean.gemm_compute_s > mean.gemm_memory_s);
    QCOMPARE(mean.bound, Bound::Compute);
    // A batch of answers with short prompts stays bandwidth-bound below the ridge.
    const Scenario chat = test::scenario_for("llama-3.1-70b", "h100-sxm", 8, 8, 2, 200, 1000);
    QCOMPARE(Roofline(chat).mixed_step(9).bound, Bound::Bandwidth);
}

void TestRoofline::ridgeSplitsBounds()
{
    // At the ridge the weight GEMM's memory and compute times are equal.
    Scenario s = test::scenario_for("llama-3.1-70b", "h100-sxm", 16, 16, 1, 1, 1);
    const Roofline roofline(s);
    const double ridge = roofline.ridge_batch();
    StepLoad load;
    load.decode_seqs = ridge;
    const StepTime at = roofline.step(load);
    QVERIFY(qAbs(at.gemm_memory_s - at.gemm_compute_s) / at.gemm_memory_s < 1e-9);
    // BF16 on H100 at 0.85 / 0.68 efficiency: 2 bytes x 672.5 TF / (2 x 2.8475 TB/s) = 236.2.
    QVERIFY2(qAbs(ridge - 236.2) < 0.5, qPrintable(QString::number(ridge)));
}

void TestRoofline::moeReadsOnlyTouchedExperts()
{
    // Mixtral: batch 1 touches 2 of 8 experts per layer, so the step reads the non-expert
    // weights but the gathered input embedding (1.60 - 0.13 GB) plus a quarter of the expert
    // weights: 1.47 + 45.10 / 4 = 12.75 GB at 8 bits.
    Scenario s = test::scenario_for("mixtral-8x7b", "h100-sxm", 8, 8, 1, 1, 1);
    test::make_ideal(s);
    StepLoad load;
    load.decode_seqs = 1;
    const double bytes = Roofline(s).step(load).gemm_memory_s * s.gpu.spec.bw_bytes_s;
    QVERIFY2(qAbs(bytes / 1e9 - 12.75) < 0.05, qPrintable(QString::number(bytes / 1e9)));
    load.decode_seqs = 256;   // every expert touched
    const double all = Roofline(s).step(load).gemm_memory_s * s.gpu.spec.bw_bytes_s;
    QVERIFY(qAbs(all / 1e9 - (46.7 - 32000 * 4096 / 1e9)) < 0.05);
}

void TestRoofline::expertCostCountsTouchedExperts()
{
    // 10 us per touched expert per MoE layer. Mixtral (32 MoE layers, top-2 of 8): batch 1
    // touches 2 experts, 32 x 2 x 10 us = 0.64 ms; batch 256 all 8, 2.56 ms. A dense model pays
    // nothing, and an empty step pays nothing.
    Scenario s = test::scenario_for("mixtral-8x7b", "h100-sxm", 8, 8, 1, 1, 1);
    test::make_ideal(s);
    s.deploy.expert_overhead_us = 10;
    StepLoad load;
    load.decode_seqs = 1;
    QVERIFY(qAbs(Roofline(s).step(load).overhead_s * 1e3 - 0.64) < 1e-6);
    load.decode_seqs = 256;
    QVERIFY(qAbs(Roofline(s).step(load).overhead_s * 1e3 - 2.56) < 1e-3);
    QCOMPARE(Roofline(s).step(StepLoad{}).overhead_s, 0.0);
    Scenario dense = test::scenario_for("llama-3.1-70b", "h100-sxm", 8, 8, 1, 1, 1);
    test::make_ideal(dense);
    dense.deploy.expert_overhead_us = 10;
    QCOMPARE(Roofline(dense).step(load).overhead_s, 0.0);
}

// FP4 tensor cores (B200: 9 PFLOP/s dense) run a 4-bit GEMM at fp4_efficiency of the FP8
// efficiency: at 0.5, 70B's 1,000-token prefill GEMM takes exactly twice as long. The same
// 4-bit weights on H100 (no FP4 tensor cores) are dequantized into FP8/BF16 GEMMs and ignore it,
// and 8-bit weights on B200 run on the FP8 peak.
void TestRoofline::fp4EfficiencyOnlyOnFp4TensorCores()
{
    auto gemm_s = [](std::string_view gpu, int bits, double fp4) {
        Scenario s = test::scenario_for("llama-3.1-70b", gpu, bits, 8, 1, 1, 1);
        test::make_ideal(s);
        s.deploy.fp4_efficiency = fp4;
        StepLoad load;
        load.prefill_tokens = 1000;
        return Roofline(s).step(load).gemm_compute_s;
    };
    const double ideal = gemm_s("b200", 4, 1.0);
    QVERIFY(ideal > 0);
    QVERIFY(qAbs(gemm_s("b200", 4, 0.5) / ideal - 2.0) < 1e-12);
    // A prompt token multiplies 70.55 B params less the gathered embedding and the LM head
    // (2 x 1.05 B): 2 x 68.45e9 x 1000 tokens / 9e15 FLOP/s = 15.2 ms.
    QVERIFY2(qAbs(ideal * 1e3 - 2.0 * 68.45e9 * 1000 / 9e15 * 1e3) < 0.05, qPrintable(QString::number(ideal * 1e3)));
    QCOMPARE(gemm_s("h100-sxm", 4, 0.5), gemm_s("h100-sxm", 4, 1.0));
    QCOMPARE(gemm_s("b200", 8, 0.5), gemm_s("b200", 8, 1.0));
}

// deploy.ada_efficiency scales an Ada card's (L40S) bandwidth and compute alike, and nothing else's.
void TestRoofline::adaEfficiencyOnlyOnAdaGpus()
{
    auto step = [](std::string_view gpu, double ada) {
        Scenario s = test::scenario_for("llama-3.1-8b", gpu, 8, 8, 1, 1, 1);
        test::make_ideal(s);
        s.deploy.ada_efficiency = ada;
        StepLoad load;
        load.decode_seqs = 1;
        load.prefill_tokens = 1000;
        return Roofline(s).step(load);
    };
    const StepTime ideal = step("l40s", 1.0);
    const StepTime half = step("l40s", 0.5);
    QVERIFY(ideal.gemm_memory_s > 0 && ideal.gemm_compute_s > 0);
    QVERIFY(qAbs(half.gemm_memory_s / ideal.gemm_memory_s - 2.0) < 1e-12);
    QVERIFY(qAbs(half.gemm_compute_s / ideal.gemm_compute_s - 2.0) < 1e-12);
    // 2 x (7.505e9 multiplied params x 1001 tokens - 0.525e9 LM head x 1000 prompt tokens)
    // / 733e12 FP8 FLOP/s (the L40S datasheet, dense) = 19.07 ms.
    QVERIFY2(qAbs(ideal.gemm_compute_s * 1e3 - 19.07) < 0.05, qPrintable(QString::number(ideal.gemm_compute_s * 1e3)));
    QCOMPARE(step("h100-sxm", 0.5).total_s, step("h100-sxm", 1.0).total_s);
    QCOMPARE(step("mi300x", 0.5).total_s, step("mi300x", 1.0).total_s);
}

// The MI300X (750 W) sustains 0.84 of the MI325X's (1,000 W) GEMM clock on the same die: its
// tensor arithmetic takes 1 / 0.84 as long, its memory reads are its own bandwidth's.
void TestRoofline::powerCappedClockSlowsOnlyTheArithmetic()
{
    auto step = [](std::string_view gpu) {
        Scenario s = test::scenario_for("llama-2-70b", gpu, 8, 8, 1, 1, 1);
        test::make_ideal(s);
        StepLoad load;
        load.decode_seqs = 64;
        load.decode_context = 1000;
        load.prefill_tokens = 2000;
        load.prefill_pairs = Roofline(s).prefill_pairs(2000, 0);
        return std::pair{Roofline(s).step(load), s.gpu.spec};
    };
    const auto [capped, mi300x] = step("mi300x");
    const auto [full, mi325x] = step("mi325x");
    QCOMPARE(mi300x.gemm_clock_share, 0.84);
    QCOMPARE(mi325x.gemm_clock_share, 1.0);
    QCOMPARE(mi300x.peak_flops_fp8, mi325x.peak_flops_fp8);   // the same datasheet peak
    QVERIFY(qAbs(capped.gemm_compute_s / full.gemm_compute_s - 1.0 / 0.84) < 1e-12);
    QVERIFY(qAbs(capped.attention_compute_s / full.attention_compute_s - 1.0 / 0.84) < 1e-12);
    QVERIFY(qAbs(capped.gemm_memory_s / full.gemm_memory_s - mi325x.bw_bytes_s / mi300x.bw_bytes_s) < 1e-12);
}

// deploy.moe_gemm_efficiency: a grouped expert GEMM multiplies at that share of a dense GEMM's
// rate. Mixtral's routed arithmetic is 32 MoE layers x top-2 x 3 x 4,096 x 14,336 = 11.27 B
// parameters a token; at 0.5 a 4,096-token prefill on an ideal H100 (FP8, 1,979 TFLOP/s) spends
// 2 x 11.27e9 x 4,096 / 1.979e15 = 46.7 ms more on it. Weight reads and a dense model are untouched.
void TestRoofline::groupedExpertGemmSlowsOnlyExpertArithmetic()
{
    auto step = [](std::string_view model, double efficiency) {
        Scenario s = test::scenario_for(model, "h100-sxm", 8, 8, 1, 1, 1);
        test::make_ideal(s);
        s.deploy.moe_gemm_efficiency = efficiency;
        StepLoad load;
        load.prefill_tokens = 4096;
        return Roofline(s).step(load);
    };
    const StepTime full = step("mixtral-8x7b", 1.0);
    const StepTime half = step("mixtral-8x7b", 0.5);
    const double extra_ms = (half.gemm_compute_s - full.gemm_compute_s) * 1e3;
    QVERIFY2(qAbs(extra_ms - 46.7) < 0.1, qPrintable(QString::number(extra_ms)));
    QCOMPARE(half.gemm_memory_s, full.gemm_memory_s);
    QCOMPARE(half.attention_compute_s, full.attention_compute_s);
    QCOMPARE(step("llama-3.1-70b", 0.5).total_s, step("llama-3.1-70b", 1.0).total_s);
}

// deploy.gemm_overlap_loss: a GEMM takes the larger of its weight read and its arithmetic plus
// that share of the smaller. Llama-3.1-70B FP8 on an ideal H100 reads 70.55 B - 1.05 B (the
// embedding, gathered, not streamed) = 69.50 GB a step: 20.75 ms at 3.35 TB/s. Its arithmetic is
// 2 x 69.50e9 x T / 1.979e15: 4.50 ms for 64 decoding sequences (the read is longer; at 0.5 the
// step pays 2.25 ms more) and 71.9 ms for a 1,024-token prefill (the arithmetic is longer;
// +10.37 ms). Attention and the rest of the step are untouched.
void TestRoofline::overlapLossAddsShareOfTheShorterSide()
{
    auto step = [](double loss, double decode, double prefill) {
        Scenario s = test::scenario_for("llama-3.1-70b", "h100-sxm", 8, 8, 1, 1, 1);
        test::make_ideal(s);
        s.deploy.gemm_overlap_loss = loss;
        StepLoad load;
        load.decode_seqs = decode;
        load.decode_context = decode > 0 ? 1000 : 0;
        load.prefill_tokens = prefill;
        return Roofline(s).step(load);
    };
    const double decode_ms = (step(0.5, 64, 0).total_s - step(0, 64, 0).total_s) * 1e3;
    QVERIFY2(qAbs(decode_ms - 2.25) < 0.01, qPrintable(QString::number(decode_ms)));
    const double prefill_ms = (step(0.5, 0, 1024).total_s - step(0, 0, 1024).total_s) * 1e3;
    QVERIFY2(qAbs(prefill_ms - 10.37) < 0.01, qPrintable(QString::number(prefill_ms)));
    const StepTime serial = step(1, 64, 0);
    QVERIFY(qAbs(serial.total_s - step(0, 64, 0).total_s - serial.gemm_compute_s) < 1e-12);
    QCOMPARE(serial.attention_memory_s, step(0, 64, 0).attention_memory_s);
}

// One rule for the roofline and the simulator: a prefix cache serves whole KV blocks and never
// the last prompt token, so even a 100% hit rate leaves a prefill to produce the first token.
void TestRoofline::cacheKeepsTheLastPromptToken()
{
    QCOMPARE(cached_prompt_tokens(1000, 300, 16), 288.0);    // 300 cached -> 18 whole blocks
    QCOMPARE(cached_prompt_tokens(1024, 1024, 16), 1008.0);  // 1,023 cacheable -> 63 blocks
    QCOMPARE(cached_prompt_tokens(1000, 1000, 1), 999.0);
    QCOMPARE(cached_prompt_tokens(1, 1, 16), 0.0);
    QCOMPARE(uncached_prompt_tokens(1024, 1.0, 16), 16.0);
    QCOMPARE(uncached_prompt_tokens(1000, 0.3, 16), 712.0);   // the results panel's "712-token prefill"
    Scenario s = test::scenario_for("llama-3.1-8b", "h100-sxm", 8, 8, 1, 1024, 250);
    s.workload.cache_hit = 1.0;
    const Roofline roofline(s);
    QCOMPARE(roofline.uncached_prompt_tokens(), 16.0);
}

QTEST_APPLESS_MAIN(TestRoofline)
#include "tst_roofline.moc"
