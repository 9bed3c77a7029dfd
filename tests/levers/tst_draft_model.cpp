// A draft model as the speculation preset (levers.spec_draft): the draft step's share derived
// from the draft's and the target's batch-1 decode steps on the same GPU and precision, the
// batch-1 time per token it buys, the refusals naming the field, and the scenario file.
#include "core/catalog.h"
#include "core/evaluate.h"
#include "core/inputs.h"
#include "core/memory.h"
#include "core/roofline.h"
#include "core/scenario_codec.h"
#include "core/speculation.h"

#include "tests/core/test_support.h"

#include <QTest>

#include <nlohmann/json.hpp>

using namespace capstan;

namespace {

// Llama-3.1-8B in bf16 on one H100 SXM, the default chatbot traffic (ISL 1000, OSL 250).
Scenario eight_b()
{
    return test::scenario_with({{"model.preset", "llama-3.1-8b"}, {"model.weight_bits", "16"},
                                {"model.kv_bits", "16"}, {"deploy.tp", "1"}});
}

double tpot_batch1_ms(const Scenario& s)
{
    const Roofline roofline(s);
    StepLoad lone;
    lone.decode_seqs = 1;
    lone.decode_context = roofline.decode_context();
    return roofline.token_s(lone) * 1e3;
}

} // namespace

class TestDraftModel final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void oneBillionDraftForEightBillionTarget();
    void draftLowersBatchOneTpot();
    void givenCostWithoutDraft();
    void refusals_data();
    void refusals();
    void changedTargetIsRefused();
    void scenarioFileRoundTrip();
};

void TestDraftModel::oneBillionDraftForEightBillionTarget()
{
    Scenario s = eight_b();
    test::set_or_die(s, "levers.spec_draft", "llama-3.2-1b");
    QCOMPARE(s.workload.isl, 1000);
    QCOMPARE(s.workload.osl, 250);
    const GpuSpec& h100 = s.gpu.spec;
    const ModelSpec& target = s.model.spec;
    const ModelSpec& draft = *Catalog::builtin().find_model("llama-3.2-1b");
    // Batch 1 at the mean context 1000 + 250 x (1 + 0.8^2) / 2 = 1,205 tokens (the default answers
    // spread with CV 0.8, mean_decode_context) is bandwidth-bound: a step reads
    // the weights (2 bytes each; an untied input embedding is gathered, not read) and the KV
    // (2 x layers x KV heads x head dim x 2 bytes a token) at 3.35 TB/s x 0.85 = 2.8475 TB/s.
    const double bw = h100.bw_bytes_s * s.deploy.bw_efficiency;
    const double context = 1205;
    auto read_s = [&](const ModelSpec& m) {
        const double kv_per_token = 2.0 * m.layers * m.kv_heads * m.head_dim * 2.0;
        const double gathered = m.tied_embeddings ? 0.0 : double(m.vocab) * m.hidden;
        return ((m.params_total - gathered) * 2.0 + context * kv_per_token) / bw;
    };
    // 8B: (16.06 - 1.05 GB + 1,205 x 131,072 B) / 2.8475 TB/s = 5.327 ms, plus the 1.5 ms step
    // overhead.
    const double target_s = read_s(target) + s.deploy.step_overhead_ms * 1e-3;
    // 1B: (2.48 GB + 1,205 x 32,768 B) / 2.8475 TB/s = 0.885 ms; it runs inside the target's
    // engine step, so it pays no scheduler overhead of its own.
    const double draft_s = read_s(draft);
    QVERIFY2(std::abs(target_s - 6.8265e-3) < 1e-6, qPrintable(QString::number(target_s * 1e3)));
    QVERIFY2(std::abs(draft_s - 0.8848e-3) < 1e-6, qPrintable(QString::number(draft_s * 1e3)));
    const double share = draft_step_share(s);
    // 0.885 / 6.827 = 0.1296: below the active-parameter ratio 1.24 / 8.03 = 0.154, since the
    // target's step also carries the overhead, and far above zero.
    QVERIFY2(std::abs(share - draft_s / target_s) < 1e-3 * share, qPrintable(QString::number(share)));
    QVERIFY(share > 0.10 && share < 1.24 / 8.03);

    // The 3B draft (tied: its table is the LM head, read whole) costs more: (6.42 GB + 1,205 x
    // 114,688 B) / 2.8475 TB/s = 2.303 ms = 0.34.
    test::set_or_die(s, "levers.spec_draft", "llama-3.2-3b");
    QVERIFY(std::abs(draft_step_share(s) - read_s(*Catalog::builtin().find_model("llama-3.2-3b")) / target_s) < 1e-3);
}

void TestDraftModel::draftLowersBatchOneTpot()
{
    // k = 4, a = 0.8: (1 - 0.8^5) / 0.2 = 3.3616 tokens a step. The step is the verification
    // (6.82 ms and 4 more query tokens of compute) plus 4 x 0.1296 x 6.82 = 3.54 ms of drafting,
    // about 10.4 ms for 3.36 tokens: 3.1 ms a token against 6.835 ms without speculation (the
    // 6.827 ms of reads and overhead plus 0.38 of the 0.022 ms of arithmetic, deploy.gemm_overlap_loss).
    const Scenario plain = eight_b();
    Scenario drafted = eight_b();
    test::set_or_die(drafted, "levers.spec_k", "4");
    test::set_or_die(drafted, "levers.spec_acceptance", "0.8");
    test::set_or_die(drafted, "levers.spec_draft", "llama-3.2-1b");
    const double before_ms = tpot_batch1_ms(plain);
    const double after_ms = tpot_batch1_ms(drafted);
    QVERIFY2(std::abs(before_ms - 6.835) < 0.002, qPrintable(QString::number(before_ms)));
    QVERIFY2(after_ms > 3.0 && after_ms < 3.2, qPrintable(QString::number(after_ms)));
    // The model reports the same through evaluate.
    Expected<Result> r0 = evaluate(plain);
    Expected<Result> r1 = evaluate(drafted);
    QVERIFY(r0 && r1);
    QVERIFY(r1->single_user_tok_s > 2.0 * r0->single_user_tok_s);
    // A heavier draft buys less: the 3B's 0.34 share makes 6.82 + 4 x 0.34 x 6.82 = 16.1 ms a step.
    Scenario heavier = drafted;
    test::set_or_die(heavier, "levers.spec_draft", "llama-3.2-3b");
    QVERIFY(tpot_batch1_ms(heavier) > after_ms);
    QVERIFY(tpot_batch1_ms(heavier) < before_ms);
}

void TestDraftModel::givenCostWithoutDraft()
{
    Scenario s = eight_b();
    test::set_or_die(s, "levers.spec_draft_cost", "0.3");
    QCOMPARE(draft_step_share(s), 0.3);
    test::set_or_die(s, "levers.spec_draft", "llama-3.2-1b");
    QVERIFY(draft_step_share(s) < 0.2);
    // Empty clears the draft: the given cost is back.
    test::set_or_die(s, "levers.spec_draft", "");
    QCOMPARE(draft_step_share(s), 0.3);
}

void TestDraftModel::refusals_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("draft");
    QTest::addColumn<QString>("message");
    QTest::addRow("unknown id") << QStringLiteral("llama-3.1-8b") << QStringLiteral("llama-9-tiny")
                                << QStringLiteral("levers.spec_draft = llama-9-tiny: unknown model (allowed \"\" or one "
                                                  "of: llama-3.2-1b, llama-3.2-3b)");
    QTest::addRow("70B draft for an 8B") << QStringLiteral("llama-3.1-8b") << QStringLiteral("llama-3.1-70b")
                                         << QStringLiteral("levers.spec_draft = llama-3.1-70b: the draft is not smaller "
                                                           "than Llama-3.1-8B (70.55 B active parameters against 8.03 B)");
    QTest::addRow("itself") << QStringLiteral("llama-3.1-8b") << QStringLiteral("llama-3.1-8b")
                            << QStringLiteral("the draft is not smaller than Llama-3.1-8B");
    // Llama 2's 32,000-token vocabulary against Llama 3.1's 128,256.
    QTest::addRow("other vocabulary") << QStringLiteral("llama-3.1-70b") << QStringLiteral("llama-2-7b")
                                      << QStringLiteral("levers.spec_draft = llama-2-7b: the draft's vocabulary (32000 "
                                                        "tokens) is not Llama-3.1-70B's (128256)");
}

void TestDraftModel::refusals()
{
    QFETCH(QString, target);
    QFETCH(QString, draft);
    QFETCH(QString, message);
    Scenario s = default_scenario();
    test::set_or_die(s, "model.preset", target.toStdString());
    const Scenario before = s;
    const Status set = set_input(s, "levers.spec_draft", draft.toStdString());
    QVERIFY(!set);
    QVERIFY2(QString::fromStdString(set.error().message()).contains(message), set.error().message().c_str());
    QVERIFY(s == before);
}

void TestDraftModel::changedTargetIsRefused()
{
    // A 1B draft chosen for the 8B, then the target becomes the 1B itself: evaluation refuses
    // naming the draft rather than drafting with a model as large as the target.
    Scenario s = eight_b();
    test::set_or_die(s, "levers.spec_k", "4");
    test::set_or_die(s, "levers.spec_draft", "llama-3.2-1b");
    test::set_or_die(s, "model.preset", "llama-3.2-1b");
    Expected<Result> r = evaluate(s);
    QVERIFY(!r);
    QCOMPARE(r.error().field, std::string("levers.spec_draft"));
}

void TestDraftModel::scenarioFileRoundTrip()
{
    // Without a draft model the file has no key for it: files written before read the same.
    const std::string plain = scenario_to_json(eight_b());
    QVERIFY(plain.find("spec_draft\"") == std::string::npos);
    QVERIFY(nlohmann::json::parse(plain)["schema_version"] == kScenarioSchemaVersion);
    Scenario s = eight_b();
    test::set_or_die(s, "levers.spec_k", "4");
    test::set_or_die(s, "levers.spec_draft", "llama-3.2-1b");
    const std::string text = scenario_to_json(s);
    QCOMPARE(nlohmann::json::parse(text)["inputs"]["levers.spec_draft"].get<std::string>(), std::string("llama-3.2-1b"));
    Expected<Scenario> back = scenario_from_json(text, "drafted.json");
    QVERIFY(back);
    QVERIFY(*back == s);
    // A file naming a draft the target cannot use is refused naming the field.
    std::string bad = text;
    bad.replace(bad.find("llama-3.2-1b"), 12, "llama-3.1-70");
    Expected<Scenario> refused = scenario_from_json(bad, "bad.json");
    QVERIFY(!refused);
    QVERIFY2(refused.error().field.find("levers.spec_draft") != std::string::npos, refused.error().message().c_str());
}

QTEST_MAIN(TestDraftModel)
#include "tst_draft_model.moc"
