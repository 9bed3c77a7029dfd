// The Layouts view's computation (SPEC 2.6b): the Pareto front, the GPUs searched by default,
// the search space, and LayoutsAnalysis publishing the screened candidates, then the confirmed
// ones, dropping stale generations and resting while its view is hidden.
#include "analysis/layout_space.h"
#include "analysis/layouts_analysis.h"
#include "analysis/pareto_front.h"

#include "core/inputs.h"

#include <QSignalSpy>
#include <QTest>

using namespace capstan;
using namespace capstan::ui;

Q_DECLARE_METATYPE(QVector<QPointF>)

namespace {

Scenario scenarioWith(std::initializer_list<std::pair<const char*, const char*>> inputs)
{
    Scenario s = default_scenario();
    for (const auto& [path, value] : inputs)
        if (Status set = set_input(s, path, value); !set)
            qFatal("fixture: %s", set.error().message().c_str());
    return s;
}

std::vector<std::string> idsOf(const search::ConfigSpace& space)
{
    std::vector<std::string> ids;
    for (const GpuSpec& gpu : space.gpus)
        ids.push_back(gpu.id);
    return ids;
}

} // namespace

class TestLayoutsAnalysis final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { qRegisterMetaType<LayoutsRunPtr>(); }
    void paretoFront_data();
    void paretoFront();
    void companions_data();
    void companions();
    void spaceHasTheScenarioCardFirst();
    void publishesScreenedThenConfirmed();
    void staleGenerationsAreDropped();
    void hiddenViewWaits();
    void gpuSetChangeSearchesAgain();
};

void TestLayoutsAnalysis::paretoFront_data()
{
    QTest::addColumn<QVector<QPointF>>("points");
    QTest::addColumn<QVector<int>>("front");
    QTest::addRow("empty") << QVector<QPointF>{} << QVector<int>{};
    // (10, 100) and (20, 50) trade off; (15, 40) is beaten by (20, 50) on both axes.
    QTest::addRow("one dominated") << QVector<QPointF>{{10, 100}, {15, 40}, {20, 50}} << QVector<int>{0, 2};
    // (30, 10) is the fastest per user, (5, 200) the most per GPU; (10, 100) between them.
    QTest::addRow("three on the front, by x")
        << QVector<QPointF>{{30, 10}, {10, 100}, {5, 200}, {6, 90}} << QVector<int>{2, 1, 0};
    // Equal points: the first is kept; equal x: the higher y wins.
    QTest::addRow("ties") << QVector<QPointF>{{10, 50}, {10, 50}, {10, 60}} << QVector<int>{2};
    QTest::addRow("equal y: the faster one") << QVector<QPointF>{{10, 50}, {20, 50}} << QVector<int>{1};
}

void TestLayoutsAnalysis::paretoFront()
{
    QFETCH(QVector<QPointF>, points);
    QFETCH(QVector<int>, front);
    QCOMPARE(capstan::ui::paretoFront(points), front);
}

void TestLayoutsAnalysis::companions_data()
{
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<QString>("expected");   // comma-separated ids
    // The catalog's NVIDIA HBM cards by date: GB200 2026-02, B300 2026-01, B200 2025-03, H200 2024-11.
    QTest::addRow("h100: the three newest NVIDIA HBM cards") << QStringLiteral("h100-sxm") << QStringLiteral("gb200,b300,b200");
    // L40S is GDDR (0.86 TB/s), but its companions are the vendor's datacenter cards.
    QTest::addRow("l40s") << QStringLiteral("l40s") << QStringLiteral("gb200,b300,b200");
    QTest::addRow("gb200: itself left out") << QStringLiteral("gb200") << QStringLiteral("b300,b200,h200-sxm");
    // AMD: MI325X 2026-05, MI355X 2025-06 (MI300X is the card itself).
    QTest::addRow("mi300x: two AMD cards") << QStringLiteral("mi300x") << QStringLiteral("mi325x,mi355x");
    QTest::addRow("gaudi3: none of its vendor") << QStringLiteral("gaudi3") << QString();
    QTest::addRow("unknown card") << QStringLiteral("no-such-gpu") << QString();
}

void TestLayoutsAnalysis::companions()
{
    QFETCH(QString, gpu);
    QFETCH(QString, expected);
    QStringList got;
    for (const std::string& id : companionGpus(gpu.toStdString()))
        got.append(QString::fromStdString(id));
    QCOMPARE(got.join(QLatin1Char(',')), expected);
}

void TestLayoutsAnalysis::spaceHasTheScenarioCardFirst()
{
    const Scenario s = scenarioWith({{"gpu.bw_tbs", "4"}});   // an override of the scenario's card
    const search::ConfigSpace space = layoutSpace(s, {"b200", "cpu-2s", "h100-sxm", "no-such-gpu", "b200"});
    QCOMPARE(idsOf(space), (std::vector<std::string>{"h100-sxm", "b200"}));
    QCOMPARE(space.gpus.front().bw_bytes_s, 4e12);   // the override stays on the scenario's card
    QVERIFY(!space.expert_parallel);
    // 2 cards x 3 weight x 2 KV precisions x TP 1-8 x 5 batch caps x (PP 1, PP 2, PP 1
    // disaggregated at two prefill loads) = 2 x 480.
    QCOMPARE(space.size(), std::size_t(960));
    QVERIFY(layoutSpace(scenarioWith({{"model.preset", "deepseek-v3"}}), {}).expert_parallel);
    QVERIFY(layoutSpace(scenarioWith({{"gpu.preset", "cpu-2s"}}), {}).gpus.empty());
}

void TestLayoutsAnalysis::publishesScreenedThenConfirmed()
{
    LayoutsAnalysis analysis;
    analysis.setExtraGpus({"h200-sxm"});
    QSignalSpy screened(&analysis, &LayoutsAnalysis::screened);
    QSignalSpy confirmed(&analysis, &LayoutsAnalysis::confirmed);
    const Scenario s = default_scenario();
    analysis.showEvaluation(evaluateNow(s, 1));
    analysis.waitForScreened();
    QCOMPARE(screened.count(), 1);
    QCOMPARE(confirmed.count(), 0);
    const auto first = screened.at(0).at(0).value<LayoutsRunPtr>();
    QVERIFY(!first->confirmed);
    // The same screening as the core's, on H100 then H200: 960 layouts, the same ranking.
    const search::SearchResult direct = search::screen_and_rank(s, layoutSpace(s, {"h200-sxm"}), search::RankBasis::Rent);
    QCOMPARE(first->search.screened, 960);
    QCOMPARE(first->search.candidates.size(), direct.candidates.size());
    QVERIFY(!first->search.candidates.empty());
    QVERIFY(first->search.candidates.front().screened.layout == direct.candidates.front().screened.layout);
    for (const search::Candidate& c : first->search.candidates)
        QVERIFY(!c.confirmed());

    analysis.waitForConfirmed();
    QCOMPARE(screened.count(), 1);
    QCOMPARE(confirmed.count(), 1);
    const auto second = confirmed.at(0).at(0).value<LayoutsRunPtr>();
    QVERIFY(second->confirmed);
    QCOMPARE(second->generation, first->generation);
    QCOMPARE(second->search.candidates.size(), first->search.candidates.size());
    const auto simulated = std::count_if(second->search.candidates.begin(), second->search.candidates.end(),
                                         [](const search::Candidate& c) { return c.confirmed(); });
    QVERIFY(simulated >= 1 && simulated <= LayoutsAnalysis::kConfirmed);
    // Confirmed layouts rank first (search::rank_candidates), each with its interval around the value.
    QVERIFY(second->best()->confirmed());
    const search::SimulatedPercentile& ttft = second->best()->confirmation->ttft;
    QVERIFY(ttft.ci_low_ms <= ttft.value_ms && ttft.value_ms <= ttft.ci_high_ms);
    QCOMPARE(analysis.current(), second);
}

void TestLayoutsAnalysis::staleGenerationsAreDropped()
{
    LayoutsAnalysis analysis;
    analysis.setExtraGpus({});
    QSignalSpy started(&analysis, &LayoutsAnalysis::started);
    QSignalSpy screened(&analysis, &LayoutsAnalysis::screened);
    QSignalSpy confirmed(&analysis, &LayoutsAnalysis::confirmed);
    // A burst of three scenarios (a drag): only the last one is searched and published.
    analysis.showEvaluation(evaluateNow(scenarioWith({{"slo.tpot_ms", "60"}}), 1));
    analysis.showEvaluation(evaluateNow(scenarioWith({{"slo.tpot_ms", "45"}}), 2));
    analysis.showEvaluation(evaluateNow(scenarioWith({{"slo.tpot_ms", "30"}}), 3));
    QCOMPARE(started.count(), 3);
    analysis.waitForConfirmed();
    QCOMPARE(screened.count(), 1);
    QCOMPARE(confirmed.count(), 1);
    for (const QSignalSpy* spy : {&screened, &confirmed}) {
        const auto run = spy->at(0).at(0).value<LayoutsRunPtr>();
        QCOMPARE(run->generation, analysis.generation());
        QCOMPARE(run->scenario.slo.tpot_ms, 30.0);
    }

    // A new scenario while the confirmation runs: the old confirmation never lands.
    screened.clear();
    confirmed.clear();
    analysis.showEvaluation(evaluateNow(scenarioWith({{"slo.tpot_ms", "40"}}), 4));
    analysis.waitForScreened();
    QCOMPARE(screened.count(), 1);
    QVERIFY(analysis.isConfirming());
    analysis.showEvaluation(evaluateNow(scenarioWith({{"slo.tpot_ms", "35"}}), 5));
    analysis.waitForConfirmed();
    QCOMPARE(screened.count(), 2);
    QCOMPARE(confirmed.count(), 1);
    QCOMPARE(confirmed.at(0).at(0).value<LayoutsRunPtr>()->scenario.slo.tpot_ms, 35.0);

    // The refinement of the same scenario (same generation) searches nothing again.
    analysis.showEvaluation(evaluateNow(scenarioWith({{"slo.tpot_ms", "35"}}), 5));
    QCOMPARE(started.count(), 5);
    QVERIFY(!analysis.isScreening());
}

void TestLayoutsAnalysis::hiddenViewWaits()
{
    LayoutsAnalysis analysis;
    analysis.setExtraGpus({});
    analysis.setActive(false);
    QSignalSpy screened(&analysis, &LayoutsAnalysis::screened);
    analysis.showEvaluation(evaluateNow(default_scenario(), 1));
    QTest::qWait(2 * LayoutsAnalysis::kCoalesceMs + 200);
    QCOMPARE(screened.count(), 0);
    QVERIFY(analysis.isScreening());   // pending
    analysis.setActive(true);
    QVERIFY(screened.wait(10000));
    QCOMPARE(screened.count(), 1);

    // Waiting on a hidden analysis (an export, a test) runs it now.
    analysis.setActive(false);
    analysis.showEvaluation(evaluateNow(scenarioWith({{"slo.tpot_ms", "40"}}), 2));
    QVERIFY(!analysis.current());
    analysis.waitForScreened();
    QVERIFY(analysis.current());
    QCOMPARE(analysis.current()->scenario.slo.tpot_ms, 40.0);
    analysis.waitForConfirmed();
    QVERIFY(analysis.current()->confirmed);
}

void TestLayoutsAnalysis::gpuSetChangeSearchesAgain()
{
    LayoutsAnalysis analysis;
    analysis.showEvaluation(evaluateNow(default_scenario(), 1));
    // Until the user picks, the default companions of the scenario's card.
    QCOMPARE(analysis.extraGpus(), companionGpus("h100-sxm"));
    analysis.waitForScreened();
    QCOMPARE(analysis.current()->space.gpus.size(), std::size_t(4));
    const quint64 before = analysis.generation();
    analysis.setExtraGpus({"b200"});
    QCOMPARE(analysis.generation(), before + 1);
    QVERIFY(!analysis.current());   // the old GPU set's run is withdrawn
    analysis.waitForScreened();
    QCOMPARE(idsOf(analysis.current()->space), (std::vector<std::string>{"h100-sxm", "b200"}));
    // A card change of the scenario keeps the user's pick.
    analysis.showEvaluation(evaluateNow(scenarioWith({{"gpu.preset", "h200-sxm"}}), 2));
    analysis.waitForScreened();
    QCOMPARE(idsOf(analysis.current()->space), (std::vector<std::string>{"h200-sxm", "b200"}));
}

QTEST_GUILESS_MAIN(TestLayoutsAnalysis)
#include "tst_layouts_analysis.moc"
