#include "export/chart_set.h"

#include "export/chart_export.h"
#include "analysis/flex_analysis.h"
#include "analysis/layouts_analysis.h"
#include "analysis/latency_analysis.h"
#include "analysis/plan_analysis.h"
#include "analysis/pool_month_analysis.h"
#include "analysis/procurement_analysis.h"
#include "analysis/sensitivity_analysis.h"
#include "charts/bill_chart.h"
#include "charts/demand_chart.h"
#include "charts/fleet_chart.h"
#include "charts/knee_chart.h"
#include "charts/layouts_chart.h"
#include "charts/latency_chart.h"
#include "charts/memory_chart.h"
#include "charts/plan_chart.h"
#include "charts/procurement_chart.h"
#include "charts/tornado_chart.h"

#include <QWidget>

namespace capstan::ui {

ChartSet::ChartSet()
    : holder_(std::make_unique<QWidget>()), flex_(new FlexAnalysis(holder_.get())),
      sensitivity_(new SensitivityAnalysis(holder_.get())), latency_(new LatencyAnalysis(holder_.get())),
      plan_(new PlanAnalysis(holder_.get())), pool_(new PoolMonthAnalysis(holder_.get())),
      procurement_(new ProcurementAnalysis(holder_.get())),
      layouts_(new LayoutsAnalysis(holder_.get()))
{
    QWidget* holder = holder_.get();
    auto* bill = new BillChart(holder);
    auto* demand = new DemandChart(holder);
    auto* tornado = new TornadoChart(holder);
    auto* latency = new LatencyChart(holder);
    latency->setLatencyAnalysis(latency_);
    auto* plan = new PlanChart(holder);
    plan->setPlanAnalysis(plan_);
    auto* pool = new FleetChart(holder);
    pool->setPoolMonthAnalysis(pool_);
    bill->setFlexAnalysis(flex_);
    demand->setFlexAnalysis(flex_);
    tornado->setSensitivityAnalysis(sensitivity_);
    auto* procurement = new ProcurementChart(holder);
    procurement->setProcurementAnalysis(procurement_);
    auto* layouts = new LayoutsChart(holder);
    layouts->setLayoutsAnalysis(layouts_);
    charts_ = {new KneeChart(holder), new MemoryChart(holder), latency, bill,
               tornado,               pool,                    demand,                   plan,
               procurement,           layouts};
}

ChartSet::~ChartSet() = default;

void ChartSet::show(const Scenario& scenario)
{
    evaluation_ = evaluateNow(scenario, ++generation_);
    flex_->showEvaluation(evaluation_);
    sensitivity_->showEvaluation(evaluation_);
    latency_->showEvaluation(evaluation_);
    plan_->showEvaluation(evaluation_);
    procurement_->showEvaluation(evaluation_);
    layouts_->showEvaluation(evaluation_);
    for (ChartFrame* chart : charts_)
        chart->showEvaluation(evaluation_);
    for (ChartFrame* chart : charts_)
        chart->waitForRefinement();
}

ChartFrame* ChartSet::find(const QString& name) const
{
    for (ChartFrame* chart : charts_)
        if (chartName(*chart) == name)
            return chart;
    return nullptr;
}

QStringList ChartSet::names()
{
    return {QStringLiteral("knee"),    QStringLiteral("memory"),  QStringLiteral("latency"),
            QStringLiteral("bill"),    QStringLiteral("tornado"), QStringLiteral("fleet"),
            QStringLiteral("demand"),  QStringLiteral("plan"),    QStringLiteral("procurement"),
            QStringLiteral("layouts")};
}

} // namespace capstan::ui
