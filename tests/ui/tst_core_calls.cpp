// The analysis layer computes each thing once per change of the scenario: a slider dragged with
// the mouse (many moves in one pass of the event loop) makes one generation; for it the analytic
// evaluation runs once and the percentile refinement once, core-and-flex once for the bill and
// the demand charts together, the tornado's sensitivity once, the plan once, the peak-latency
// simulation once (twice only when the refinement moved the replica count), and the rented
// pool's month not at all (its own story). The counts are the analysis's instrumented runs().
#include "analysis/background_job.h"
#include "analysis/evaluator.h"
#include "analysis/flex_analysis.h"
#include "analysis/latency_analysis.h"
#include "analysis/plan_analysis.h"
#include "analysis/pool_month_analysis.h"
#include "analysis/scenario_document.h"
#include "analysis/sensitivity_analysis.h"
#include "charts/bill_chart.h"
#include "charts/chart_frame.h"
#include "charts/demand_chart.h"
#include "charts/fleet_chart.h"
#include "charts/knee_chart.h"
#include "charts/plan_chart.h"
#include "core/inputs.h"
#include "ui/main_window.h"
#include "chart_of.h"
#include "ui/parameter_panel.h"
#include "ui/parameter_row.h"
#include "slider_handle.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>

#include <cstdio>
#include <functional>
#include <vector>

using namespace capstan;
using namespace capstan::ui;
using capstan::test::chart_of;

namespace {

struct Counts final {
    int flex = 0;
    int sensitivity = 0;
    int plan = 0;
    int latency = 0;
    int pool = 0;
};

Counts counts(const MainWindow& w)
{
    return {w.flexAnalysis()->runs(), w.sensitivityAnalysis()->runs(), w.planAnalysis()->runs(),
            w.latencyAnalysis()->runs(), w.poolMonthAnalysis()->runs()};
}

void settle(MainWindow& w)
{
    w.evaluator()->flush();
    w.evaluator()->waitForRefinement();
    for (ChartFrame* chart : w.charts())
        chart->waitForRefinement();
    w.latencyAnalysis()->waitForFinished();
    w.planAnalysis()->waitForFinished();
}

} // namespace

class TestCoreCalls final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void oneDragOneRunOfEach()
    {
        MainWindow w(default_scenario());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        settle(w);
        const Counts before = counts(w);
        const quint64 generation = w.evaluator()->current()->generation;
        QSignalSpy evaluations(w.evaluator(), &Evaluator::evaluated);

        // Drag the daily-users handle 60 px in 12 moves, all before the event loop runs.
        QSlider* slider = w.panel(QStringLiteral("workload"))->row(QStringLiteral("workload.dau"))->slider();
        const QPoint start = test::slider_handle(slider).center();
        QTest::mousePress(slider, Qt::LeftButton, {}, start);
        for (int step = 1; step <= 12; ++step) {
            QMouseEvent move(QEvent::MouseMove, QPointF(start + QPoint(5 * step, 0)),
                             slider->mapToGlobal(QPointF(start + QPoint(5 * step, 0))), Qt::NoButton, Qt::LeftButton,
                             Qt::NoModifier);
            QApplication::sendEvent(slider, &move);
        }
        QTest::mouseRelease(slider, Qt::LeftButton, {}, start + QPoint(60, 0));
        QVERIFY(w.document()->scenario().workload.dau != default_scenario().workload.dau);
        settle(w);

        const quint64 after_generation = w.evaluator()->current()->generation;
        const Counts after = counts(w);
        const int analytic = int(std::count_if(evaluations.cbegin(), evaluations.cend(), [](const QList<QVariant>& args) {
            return !args.at(0).value<EvaluationPtr>()->refined;
        }));
        const int refined = int(evaluations.size()) - analytic;
        std::printf("  one drag of 12 moves: %llu generation(s); evaluations %d analytic + %d refined; flex %d, "
                    "sensitivity %d, plan %d, latency %d, pool month %d run(s)\n",
                    static_cast<unsigned long long>(after_generation - generation), analytic, refined,
                    after.flex - before.flex, after.sensitivity - before.sensitivity, after.plan - before.plan,
                    after.latency - before.latency, after.pool - before.pool);
        QCOMPARE(after_generation, generation + 1);
        QCOMPARE(analytic, 1);
        QVERIFY(refined <= 1);
        QCOMPARE(after.flex, before.flex + 1);   // the bill and the demand chart share it
        QCOMPARE(after.sensitivity, before.sensitivity + 1);
        QCOMPARE(after.plan, before.plan + 1);
        QVERIFY(after.latency == before.latency + 1 || after.latency == before.latency + 2);
        QCOMPARE(after.pool, before.pool);

        // The bill and the demand chart show the one flex run of this generation.
        BillChart* bill = w.findChild<BillChart*>();
        DemandChart* demand = w.findChild<DemandChart*>();
        QVERIFY(bill && demand && bill->flexReport());
        QCOMPARE(bill->flexReport(), demand->report());
        QCOMPARE(w.flexAnalysis()->generation(), after_generation);
    }

    // A chart's control is a scenario input that moves no model input: the answer stands (no
    // new generation, no evaluation, no refinement), and only the chart's own run reruns.
    void aChartControlRunsOnlyItsOwn()
    {
        MainWindow w(default_scenario());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        settle(w);
        w.poolMonthAnalysis()->waitForFinished();
        const quint64 generation = w.evaluator()->current()->generation;
        QSignalSpy refinements(w.evaluator()->refinement(), &BackgroundJob::started);

        struct Step final {
            const char* what;
            std::function<void()> move;
            int plan;
            int pool;
        };
        auto* plan = chart_of<PlanChart>(w);
        auto* fleet = chart_of<FleetChart>(w);
        auto* overlay = w.kneeChart()->findChild<QComboBox*>(QStringLiteral("kneeOverlay"));
        const std::vector<Step> steps = {
            {"knee overlay", [&] { overlay->setCurrentIndex(overlay->findData(QStringLiteral("precisions"))); }, 0, 0},
            {"plan horizon", [&] { plan->horizonBox()->setCurrentIndex(plan->horizonBox()->findData(36)); }, 1, 0},
            {"plan growth", [&] { plan->growthBox()->setValue(7); }, 1, 0},
            {"pool story", [&] { fleet->presetBox()->setCurrentIndex(fleet->presetBox()->findData(QStringLiteral("golden-idler"))); }, 0, 1},
            {"pool share", [&] { fleet->shareBox()->setValue(0.2); }, 0, 1},
        };
        for (const Step& step : steps) {
            const Counts before = counts(w);
            QSignalSpy evaluations(w.evaluator(), &Evaluator::evaluated);
            step.move();
            settle(w);
            w.poolMonthAnalysis()->waitForFinished();
            const Counts after = counts(w);
            std::printf("  %s: generation +%llu, %d evaluation(s) shown; flex %d, sensitivity %d, plan %d, latency %d, "
                        "pool month %d run(s)\n",
                        step.what, static_cast<unsigned long long>(w.evaluator()->current()->generation - generation),
                        int(evaluations.size()), after.flex - before.flex, after.sensitivity - before.sensitivity,
                        after.plan - before.plan, after.latency - before.latency, after.pool - before.pool);
            QCOMPARE(w.evaluator()->current()->generation, generation);
            QCOMPARE(evaluations.size(), 1);   // the same answer, shown with the new control
            QCOMPARE(after.flex, before.flex);
            QCOMPARE(after.sensitivity, before.sensitivity);
            QCOMPARE(after.latency, before.latency);
            QCOMPARE(after.plan, before.plan + step.plan);
            QCOMPARE(after.pool, before.pool + step.pool);
        }
        QCOMPARE(refinements.size(), 0);   // the simulator's sizing stands too
        QVERIFY(w.evaluator()->current()->refined);
    }
};

QTEST_MAIN(TestCoreCalls)
#include "tst_core_calls.moc"
