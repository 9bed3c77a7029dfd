// Quantization (SPEC 2.10; seed: "fp8 halves the bytes per decode step and doubles the compute
// peak, but the all-reduces and launch overhead do not shrink, so the measured gain is 1.5x at a
// fixed batch and about 2x once the freed memory raises the batch").
//
// The seed's case as Capstan reads it: Llama-3.1-70B on two H100s (TP 2: the bf16 weights need
// two cards, and TP brings the all-reduces the seed names), the default chatbot load (ISL 1000,
// OSL 250, 30% prefix hits), 8-bit KV, default efficiencies, TPOT <= 50 ms. bf16 runs at its
// memory-capped batch; fp8 first at that batch, then at the batch its freed memory allows up to
// the SLO.
//
// Tolerance: the seed quotes a measurement on an unnamed engine to one significant figure
// ("1.5x", "about 2x") and Capstan's efficiencies are defaults, not that engine's. We hold the
// fixed-batch gain to 1.5 +- 10% and the freed-memory gain to 2 +- 20%: tight enough that a
// model which lost the all-reduce/overhead floor (fixed -> 1.9) or ignored the batch (freed ->
// 1.5) fails, loose enough not to pretend to a precision the seed does not have.
#include "core/levers/quantization.h"

#include "levers_support.h"

#include <QTest>

#include <cmath>

using namespace capstan;
using namespace capstan::levers;

namespace {

QuantizationGain gain_of(const Scenario& s)
{
    Expected<QuantizationGain> gain = quantization_gain(s);
    if (!gain)
        qFatal("%s", gain.error().message().c_str());
    return std::move(gain).value();
}

} // namespace

class TestQuantization final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void seedGains()
    {
        const QuantizationGain g = gain_of(default_scenario());
        qInfo("fixed batch %d: %.3fx; freed batch %d: %.3fx (memory caps %d / %d: %.3fx)", g.wide_batch,
              g.fixed_batch_gain, g.narrow_batch, g.freed_memory_gain, g.wide_cap, g.narrow_cap, g.cap_gain);
        QVERIFY2(std::abs(g.fixed_batch_gain - 1.5) <= 0.15, qPrintable(QString::number(g.fixed_batch_gain)));
        QVERIFY2(std::abs(g.freed_memory_gain - 2.0) <= 0.40, qPrintable(QString::number(g.freed_memory_gain)));
        QVERIFY(g.narrow_batch > g.wide_batch);
    }

    void stepTableShowsWhatShrinks()
    {
        const QuantizationGain g = gain_of(default_scenario());
        QVERIFY(std::abs(g.narrow_weight_bytes_per_gpu * 2 - g.wide_weight_bytes_per_gpu) < 1);
        QVERIFY(std::abs(g.narrow_peak_flops / g.wide_peak_flops - 1979.0 / 989.0) < 1e-12);
        QVERIFY(g.table.size() >= 4);
        for (const QuantRow& row : g.table) {
            // Weight bytes halve; the all-reduces and the per-step overhead do not shrink.
            QVERIFY(std::abs(row.wide.gemm_memory_s / row.narrow.gemm_memory_s - 2) < 1e-9);
            QCOMPARE(row.wide.allreduce_s, row.narrow.allreduce_s);
            QCOMPARE(row.wide.overhead_s, row.narrow.overhead_s);
            // Hence the gain at any one batch stays below the 2x of the bytes alone.
            QVERIFY(row.speedup > 1 && row.speedup < 2);
        }
    }

    void freedMemoryBeatsTheFixedBatch_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("tp");
        QTest::addRow("70B on 2 H100") << "llama-3.1-70b" << 2;
        QTest::addRow("70B on 4 H100") << "llama-3.1-70b" << 4;
        QTest::addRow("8B on 1 H100") << "llama-3.1-8b" << 1;
    }
    void freedMemoryBeatsTheFixedBatch()
    {
        QFETCH(QString, model);
        QFETCH(int, tp);
        const QuantizationGain g = gain_of(test::lever_scenario(model.toStdString(), 8, tp));
        QVERIFY(g.fixed_batch_gain > 1);
        QVERIFY(g.freed_memory_gain >= g.fixed_batch_gain - 1e-12);
        QVERIFY(g.narrow_cap >= g.wide_cap);
    }

    void bf16ThatDoesNotFitIsAnError()
    {
        Expected<QuantizationGain> g = quantization_gain(test::lever_scenario("llama-3.1-70b", 8, 1));
        QVERIFY(!g);
        QCOMPARE(g.error().field, std::string("deploy.tp"));
        QVERIFY(g.error().message().find("16-bit") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestQuantization)
#include "tst_quantization.moc"
