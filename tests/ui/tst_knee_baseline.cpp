// The knee without speculative decoding, drawn dashed beside a speculating scenario's own
// (computed in the analysis layer; no widget involved).
#include "analysis/knee_baseline.h"

#include "core/inputs.h"

#include <QTest>

using namespace capstan;
using namespace capstan::ui;

class TestKneeBaseline final : public QObject {
    Q_OBJECT
private slots:
    void noSpeculationNoBaseline();
    void baselineIsThePlainKnee();
};

void TestKneeBaseline::noSpeculationNoBaseline()
{
    const Scenario s = default_scenario();
    const Expected<Result> r = evaluate(s);
    QVERIFY(r.has_value());
    QVERIFY(kneeWithoutSpeculation(s, *r).empty());
}

void TestKneeBaseline::baselineIsThePlainKnee()
{
    Scenario s = default_scenario();
    QVERIFY(set_input(s, "levers.spec_k", "4"));
    QVERIFY(set_input(s, "levers.spec_acceptance", "0.8"));
    const Expected<Result> spec = evaluate(s);
    const Expected<Result> plain = evaluate(default_scenario());
    QVERIFY(spec.has_value() && plain.has_value());
    const std::vector<KneePoint> baseline = kneeWithoutSpeculation(s, *spec);
    QCOMPARE(baseline.size(), spec->curve.size());
    // The same batches as the scenario's curve; the plain knee's figures at each.
    for (std::size_t i = 0; i < baseline.size(); ++i) {
        QCOMPARE(baseline[i].batch, spec->curve[i].batch);
        QCOMPARE(baseline[i].step_ms, knee_point(Roofline(default_scenario()), baseline[i].batch).step_ms);
    }
    // Batch 1: speculation is faster per user; at the cap (compute-bound) it is slower.
    QVERIFY(spec->curve.front().per_user_tok_s > 2 * baseline.front().per_user_tok_s);
    QVERIFY(spec->curve.back().aggregate_tok_s < baseline.back().aggregate_tok_s);
}

QTEST_GUILESS_MAIN(TestKneeBaseline)
#include "tst_knee_baseline.moc"
