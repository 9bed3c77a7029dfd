// Speculative decoding (SPEC 2.10; seed: "buys latency with spare compute, and a busy fleet has
// no spare compute"): the acceptance arithmetic and the batch where the gain turns negative.
#include "core/levers/speculative.h"

#include "levers_support.h"

#include <QTest>

#include <cmath>

using namespace capstan;
using namespace capstan::levers;

class TestSpeculative final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void acceptance_data()
    {
        QTest::addColumn<double>("a");
        QTest::addColumn<int>("k");
        QTest::addColumn<double>("tokens");
        QTest::addRow("a 0.7, k 4: (1 - 0.7^5) / 0.3 = 2.7731") << 0.7 << 4 << 2.7731;
        QTest::addRow("a 0.5, k 3: (1 - 0.5^4) / 0.5 = 1.875") << 0.5 << 3 << 1.875;
        QTest::addRow("a 0.8, k 5: (1 - 0.8^6) / 0.2 = 3.68928") << 0.8 << 5 << 3.68928;
        QTest::addRow("a 0.6, k 1: 1.6") << 0.6 << 1 << 1.6;
        QTest::addRow("a 1: every draft kept, k + 1 = 5") << 1.0 << 4 << 5.0;
        QTest::addRow("a 0: only the target's own token, 1") << 0.0 << 4 << 1.0;
    }
    void acceptance()
    {
        QFETCH(double, a);
        QFETCH(int, k);
        QFETCH(double, tokens);
        QVERIFY(std::abs(expected_tokens_per_step(a, k) - tokens) < 1e-4);
    }

    void plainStepIsTheCoresMixedStep()
    {
        const Scenario s = default_scenario();
        const Roofline roofline(s);
        for (int batch : {1, 3, 50, 249, 250, 251, 400})
            QVERIFY(std::abs(steady_step_s(roofline, s.workload.osl, batch, 0, 1.0) / roofline.mixed_step(batch).total_s - 1) < 1e-12);
    }

    void gainTurnsNegativeAtTheBreakEvenBatch()
    {
        const Scenario s = default_scenario();
        Expected<SpeculativeGain> g = speculative_gain(s, SpeculativeInputs{});
        QVERIFY(g);
        qInfo("break-even batch %d (memory cap %d), %.3f tokens/step, low-batch ceiling %.3fx", g->break_even_batch,
              g->batch_cap, g->tokens_per_step, g->low_batch_limit);
        QVERIFY(g->break_even_batch > 1);
        const Roofline roofline(s);
        auto speedup = [&](int b) {
            const double plain = steady_step_s(roofline, s.workload.osl, b, 0, 1.0);
            const double spec = 4 * 0.05 * plain + steady_step_s(roofline, s.workload.osl, b, 4, g->tokens_per_step);
            return g->tokens_per_step * plain / spec;
        };
        QVERIFY(speedup(g->break_even_batch) < 1);
        QVERIFY(speedup(g->break_even_batch - 1) >= 1);
        // At batch 1 decode is bandwidth-bound: the gain sits near E / (1 + k c), never above E.
        QVERIFY(g->curve.front().speedup > 1 && g->curve.front().speedup <= g->tokens_per_step);
        QVERIFY(g->curve.front().speedup <= g->low_batch_limit + 1e-9);
    }

    void dearerDraftTurnsNegativeSooner()
    {
        const Scenario s = default_scenario();
        int previous = 1 << 30;
        for (double cost : {0.0, 0.02, 0.05, 0.1, 0.2, 0.4}) {
            SpeculativeInputs in;
            in.draft_cost = cost;
            Expected<SpeculativeGain> g = speculative_gain(s, in);
            QVERIFY(g);
            const int at = g->break_even_batch > 0 ? g->break_even_batch : 1 << 29;
            QVERIFY2(at <= previous, qPrintable(QString::number(cost)));
            previous = at;
        }
    }

    void badInput_data()
    {
        QTest::addColumn<double>("a");
        QTest::addColumn<int>("k");
        QTest::addColumn<double>("cost");
        QTest::addColumn<QString>("field");
        QTest::addRow("acceptance above 1") << 1.5 << 4 << 0.05 << "levers.spec_acceptance";
        QTest::addRow("no draft tokens") << 0.7 << 0 << 0.05 << "levers.spec_draft_tokens";
        QTest::addRow("negative draft cost") << 0.7 << 4 << -0.1 << "levers.spec_draft_cost";
    }
    void badInput()
    {
        QFETCH(double, a);
        QFETCH(int, k);
        QFETCH(double, cost);
        QFETCH(QString, field);
        Expected<SpeculativeGain> g = speculative_gain(default_scenario(), SpeculativeInputs{a, k, cost});
        QVERIFY(!g);
        QCOMPARE(QString::fromStdString(g.error().field), field);
        QVERIFY(g.error().message().find("allowed") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestSpeculative)
#include "tst_speculative.moc"
