// The plan over months and the bill's core-and-flex line, in a real workbench: the charts draw
// what the core computes, their levers are driven with key events, and the progress of the
// percentile refinement shows and hides.
#include "core/flex/capacity_plan.h"
#include "core/inputs.h"
#include "analysis/background_job.h"
#include "analysis/flex_analysis.h"
#include "analysis/plan_analysis.h"
#include "charts/bill_chart.h"
#include "charts/demand_chart.h"
#include "charts/tornado_chart.h"
#include "charts/plan_chart.h"
#include "charts/job_progress.h"
#include "ui/main_window.h"
#include "chart_of.h"
#include "analysis/scenario_document.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSignalSpy>
#include <QTest>

#include <cmath>
#include <memory>

using namespace capstan;
using namespace capstan::ui;
using capstan::test::chart_of;

namespace {

flex::CapacityPlan core_plan(const Scenario& scenario, int horizon, int contract, double growth)
{
    flex::FlexOptions options;
    options.horizon_months = horizon;
    options.contract_months = contract;
    options.monthly_growth = growth;
    Expected<flex::CapacityPlan> plan = flex::capacity_plan(scenario, options);
    if (!plan)
        qFatal("%s", plan.error().message().c_str());
    return *plan;
}

} // namespace

class TestPlanChart final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        window_ = std::make_unique<MainWindow>(default_scenario());
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
        plan_ = chart_of<PlanChart>(*window_);
        plan_->waitForRefinement();
    }

    void cleanup() { window_.reset(); }

    void drawsTheCorePlan()
    {
        QVERIFY(plan_->plan());
        QVERIFY(!plan_->showingMessage());
        const flex::CapacityPlan expected = core_plan(default_scenario(), 24, 12, 0.05);
        const QVector<double> cards = plan_->committedCards();
        const QVector<double> bill = plan_->billUsd();
        QCOMPARE(cards.size(), 24);
        for (int m = 0; m < 24; ++m) {
            QCOMPARE(cards[m], double(expected.chosen.months[std::size_t(m)].committed_cards));
            QVERIFY(std::abs(bill[m] - expected.chosen.months[std::size_t(m)].bill_usd()) < 1e-6 * bill[m]);
        }
        QVERIFY2(plan_->summary().contains(QLatin1String("24")), qPrintable(plan_->summary()));
    }

    void leversReplanWithKeys()
    {
        // Horizon: 24 -> 36 months with the keyboard.
        plan_->horizonBox()->setFocus();
        QTest::keyClick(plan_->horizonBox(), Qt::Key_Down);
        plan_->waitForRefinement();
        QCOMPARE(plan_->committedCards().size(), 36);
        QCOMPARE(plan_->plan()->horizon_months, 36);

        // Contract: 12 -> 24-month terms.
        plan_->contractBox()->setFocus();
        QTest::keyClick(plan_->contractBox(), Qt::Key_Down);
        plan_->waitForRefinement();
        QCOMPARE(plan_->plan()->chosen.contract_months, 24);

        // Growth typed in: 5 -> 10 %/month; the last month needs more cards.
        const double before = plan_->committedCards().back();
        QDoubleSpinBox* growth = plan_->growthBox();
        growth->setFocus();
        growth->selectAll();
        QTest::keyClicks(growth, QStringLiteral("10"));
        QTest::keyClick(growth, Qt::Key_Enter);
        plan_->waitForRefinement();
        QCOMPARE(plan_->plan()->basis.demand.monthly_growth, 0.10);
        QVERIFY(plan_->committedCards().back() > before);
        const flex::CapacityPlan expected = core_plan(default_scenario(), 36, 24, 0.10);
        QCOMPARE(plan_->committedCards().back(), double(expected.chosen.months.back().committed_cards));
    }

    void followsTheScenarioAndExplainsFailure()
    {
        const double before = plan_->billUsd().front();
        QCOMPARE(window_->document()->setInput(QStringLiteral("workload.dau"), QStringLiteral("400000")), QString());
        window_->evaluator()->flush();
        plan_->waitForRefinement();
        QVERIFY(plan_->billUsd().front() > 2 * before);

        // A model that does not fit: a message, no chart.
        QCOMPARE(window_->document()->setInput(QStringLiteral("model.preset"), QStringLiteral("llama-3.1-405b")), QString());
        QCOMPARE(window_->document()->setInput(QStringLiteral("model.weight_bits"), QStringLiteral("16")), QString());
        QCOMPARE(window_->document()->setInput(QStringLiteral("deploy.tp"), QStringLiteral("1")), QString());
        window_->evaluator()->flush();
        plan_->waitForRefinement();
        QVERIFY(plan_->showingMessage());
        QVERIFY2(plan_->message().contains(QLatin1String("No plan")), qPrintable(plan_->message()));
    }

    void billShowsCoreAndFlex()
    {
        auto* bill = chart_of<BillChart>(*window_);
        bill->waitForRefinement();
        const flex::FlexReport* report = bill->flexReport();
        QVERIFY(report);
        // The fourth bar: baseline (carrying + idle) + flex rentals + API = the month's bill.
        double total = 0;
        for (auto part : {BillChart::Part::Carrying, BillChart::Part::Idle, BillChart::Part::FlexRent,
                          BillChart::Part::ApiOverflow}) {
            const QVector<double> values = bill->partUsd(part);
            QCOMPARE(values.size(), 4);
            QVERIFY(std::isfinite(values[3]) && values[3] >= 0);
            total += values[3];
        }
        QVERIFY(std::abs(total - report->result.bill_usd_month) < 1e-6 * total);
        QCOMPARE(report->plan.demand.hours, 730);
        // The other three bars carry no flex rentals or overflow.
        for (int bar = 0; bar < 3; ++bar)
            QCOMPARE(bill->partUsd(BillChart::Part::FlexRent)[bar], 0.0);
    }

    // The bill's core-and-flex bar and the demand chart are views of one run: planned once per
    // change of the scenario (not once per chart, not again when the simulated fleet size
    // refines the same scenario), the very same report in both. The tornado likewise.
    void billAndDemandShareOneFlexRun()
    {
        auto* bill = chart_of<BillChart>(*window_);
        auto* demand = chart_of<DemandChart>(*window_);
        FlexAnalysis* flex = window_->flexAnalysis();
        bill->waitForRefinement();
        demand->waitForRefinement();
        QVERIFY(bill->flexReport());
        QCOMPARE(bill->flexReport(), demand->report());
        const int before = flex->runs();
        const int sensitivityBefore = window_->sensitivityAnalysis()->runs();
        QCOMPARE(window_->document()->setInput(QStringLiteral("workload.dau"), QStringLiteral("250000")), QString());
        window_->evaluator()->flush();
        window_->evaluator()->waitForRefinement();   // the refined evaluation of the same scenario
        bill->waitForRefinement();
        demand->waitForRefinement();
        QCOMPARE(flex->runs(), before + 1);
        QVERIFY(bill->flexReport());
        QCOMPARE(bill->flexReport(), demand->report());
        QCOMPARE(bill->flexReport(), flex->report().get());
        QCOMPARE(flex->generation(), window_->evaluator()->current()->generation);
        // The tornado is a view of its shared run too: one run for the change.
        auto* tornado = chart_of<TornadoChart>(*window_);
        tornado->waitForRefinement();
        QCOMPARE(window_->sensitivityAnalysis()->runs(), sensitivityBefore + 1);
        QVERIFY(tornado->sensitivity());
        QCOMPARE(tornado->sensitivity(), window_->sensitivityAnalysis()->sensitivity().get());
    }

    // The plan chart is a view of the plan analysis: one plan per scenario change (none for
    // the refinement of the same scenario), one more when a lever moves, and the chart draws
    // the analysis's plan.
    void planIsAViewOfItsAnalysis()
    {
        auto* chart = chart_of<PlanChart>(*window_);
        PlanAnalysis* analysis = window_->planAnalysis();
        chart->waitForRefinement();
        const int before = analysis->runs();
        QCOMPARE(window_->document()->setInput(QStringLiteral("workload.dau"), QStringLiteral("250000")), QString());
        window_->evaluator()->flush();
        window_->evaluator()->waitForRefinement();
        chart->waitForRefinement();
        QCOMPARE(analysis->runs(), before + 1);
        QVERIFY(chart->plan());
        QCOMPARE(chart->plan(), analysis->plan().get());
        const int months = chart->plan()->horizon_months;
        QComboBox* horizon = chart->horizonBox();
        const int other = horizon->currentIndex() == 0 ? horizon->count() - 1 : 0;
        horizon->setCurrentIndex(other);
        chart->waitForRefinement();
        QCOMPARE(analysis->runs(), before + 2);
        QVERIFY(chart->plan());
        QCOMPARE(chart->plan(), analysis->plan().get());
        QCOMPARE(chart->plan()->horizon_months, horizon->itemData(other).toInt());
        QVERIFY(chart->plan()->horizon_months != months);
    }

    void refinementProgressShowsThenHides()
    {
        auto* progress = window_->findChild<JobProgress*>(QStringLiteral("jobProgress"));
        QVERIFY(progress);
        window_->evaluator()->waitForRefinement();
        QVERIFY(!progress->isVisible());
        QSignalSpy started(window_->evaluator()->refinement(), &BackgroundJob::started);
        QCOMPARE(window_->document()->setInput(QStringLiteral("workload.dau"), QStringLiteral("300000")), QString());
        window_->evaluator()->flush();
        QCOMPARE(started.count(), 1);
        QCOMPARE(progress->value(), 0);
        // Long runs show the bar after its grace period; a finished run hides it at 100 %.
        QTRY_VERIFY_WITH_TIMEOUT(progress->isVisible() || !window_->evaluator()->refinement()->isRunning(), 5000);
        window_->evaluator()->waitForRefinement();
        QVERIFY(!progress->isVisible());
        QCOMPARE(progress->value(), 100);
    }

private:
    std::unique_ptr<MainWindow> window_;
    PlanChart* plan_ = nullptr;
};

QTEST_MAIN(TestPlanChart)
#include "tst_plan_chart.moc"
