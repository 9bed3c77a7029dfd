// The claim checker (SPEC 2.10; seed: "for a 70B on an H100 the claim exceeds the bf16 compute
// peak and is impossible; for an 8B at high batch it is routine; for input tokens it is easy").
#include "core/levers/claim.h"
#include "core/memory.h"

#include "levers_support.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace capstan;
using namespace capstan::levers;

class TestClaim final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void seedClaims_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("bits");
        QTest::addColumn<double>("claim");
        QTest::addColumn<bool>("input");
        QTest::addColumn<bool>("possible");
        QTest::addColumn<double>("compute_bound");
        QTest::addRow("70B bf16 on 1 H100, 10,000 out: impossible; compute 989e12 / (2 x 70.55e9) = 7,009")
            << "llama-3.1-70b" << 16 << 10000.0 << false << false << 989e12 / (2 * 70.55e9);
        QTest::addRow("8B bf16 on 1 H100 at high batch, 10,000 out: routine; compute 61,582")
            << "llama-3.1-8b" << 16 << 10000.0 << false << true << 989e12 / (2 * 8.03e9);
        QTest::addRow("70B fp8 on 1 H100, 10,000 out: fp8 peak 14,025 but bandwidth stops it")
            << "llama-3.1-70b" << 8 << 10000.0 << false << false << 1979e12 / (2 * 70.55e9);
        QTest::addRow("8B bf16 on 1 H100, 50,000 input: easy, compute alone")
            << "llama-3.1-8b" << 16 << 50000.0 << true << true << 989e12 / (2 * 8.03e9);
        QTest::addRow("70B bf16 on 1 H100, 5,000 input: under the 7,009 compute bound")
            << "llama-3.1-70b" << 16 << 5000.0 << true << true << 989e12 / (2 * 70.55e9);
    }
    void seedClaims()
    {
        QFETCH(QString, model);
        QFETCH(int, bits);
        QFETCH(double, claim);
        QFETCH(bool, input);
        QFETCH(bool, possible);
        QFETCH(double, compute_bound);
        const Scenario s = test::lever_scenario(model.toStdString(), bits, 1);
        Expected<ClaimCheck> c = check_claim(s, claim, input ? ClaimKind::Input : ClaimKind::Output);
        QVERIFY2(c, c ? "" : c.error().message().c_str());
        QCOMPARE(c->possible, possible);
        QVERIFY(std::abs(c->compute_bound_tok_s / compute_bound - 1) < 1e-9);
        QVERIFY(std::abs(c->miss_ratio - claim / c->max_tok_s) < 1e-12);
        QCOMPARE(c->has_bandwidth_bound, !input);
        if (input)
            QCOMPARE(c->bound, Bound::Compute);
    }

    void seventyBillionExceedsTheComputePeakItself()
    {
        // The seed's point: no batch and no memory make 10,000 possible; 7,009 is the ceiling.
        Expected<ClaimCheck> c = check_claim(test::lever_scenario("llama-3.1-70b", 16, 1), 10000);
        QVERIFY(c);
        QVERIFY(c->beyond_compute_bound);
        QVERIFY(std::abs(c->compute_bound_tok_s - 7009.2) < 0.1);
        // 141 GB of bf16 weights do not fit one H100: the bandwidth bound is taken on 2, per GPU.
        QCOMPARE(c->bandwidth_tp, 2);
        QCOMPARE(c->bound, Bound::Bandwidth);
        QVERIFY(c->max_tok_s < 7009.2);
    }

    void bandwidthBoundByHand()
    {
        // 8B bf16 on one H100: B seats reading 15.01 GB of weights (8.03 B less the gathered
        // 128,256 x 4,096 input embedding) plus B x 1,125 tokens of KV per step at 3.35 TB/s.
        const Scenario s = test::lever_scenario("llama-3.1-8b", 16, 1);
        Expected<ClaimCheck> c = check_claim(s, 10000);
        QVERIFY(c);
        const MemoryPlan memory = plan_memory(s);
        const double b = memory.sustained_seats;
        const double bytes = (8.03e9 - 128256.0 * 4096) * 2 + b * memory.mean_context_tokens * memory.kv_bytes_per_token_per_gpu;
        QCOMPARE(c->memory_batch, memory.sustained_seats);
        QVERIFY(std::abs(c->bandwidth_bound_tok_s / (b / (bytes / 3.35e12)) - 1) < 1e-9);
        QCOMPARE(c->bandwidth_tp, 1);
    }

    void tensorParallelScalesTheComputeBound()
    {
        Expected<ClaimCheck> one = check_claim(test::lever_scenario("llama-3.1-70b", 16, 2), 1000);
        Expected<ClaimCheck> four = check_claim(test::lever_scenario("llama-3.1-70b", 16, 4), 1000);
        QVERIFY(one && four);
        QVERIFY(std::abs(four->compute_bound_tok_s / one->compute_bound_tok_s - 2) < 1e-12);
    }

    void badInput_data()
    {
        QTest::addColumn<double>("claim");
        QTest::addRow("zero") << 0.0;
        QTest::addRow("negative") << -10.0;
        QTest::addRow("NaN") << std::numeric_limits<double>::quiet_NaN();
        QTest::addRow("infinite") << std::numeric_limits<double>::infinity();
    }
    void badInput()
    {
        QFETCH(double, claim);
        Expected<ClaimCheck> c = check_claim(default_scenario(), claim);
        QVERIFY(!c);
        QCOMPARE(c.error().field, std::string("--claim-tok-s"));
        QVERIFY(c.error().message().find("> 0 .. 1e12 tokens/s") != std::string::npos);
    }

    void tpThatCannotSplitTheHeadsIsAnError()
    {
        Scenario s = test::lever_scenario("llama-3.1-70b", 16, 1);
        s.deploy.tp = 3;
        Expected<ClaimCheck> c = check_claim(s, 1000);
        QVERIFY(!c);
        QCOMPARE(c.error().field, std::string("deploy.tp"));
    }
};

QTEST_APPLESS_MAIN(TestClaim)
#include "tst_claim.moc"
