#include "charts/plan_chart.h"

#include "analysis/input_texts.h"
#include "analysis/number_format.h"
#include "analysis/provenance_text.h"
#include "charts/chart_style.h"
#include "charts/plot_placement.h"
#include "charts/run_follower.h"


#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLocale>

#include <qcustomplot.h>

#include <algorithm>

namespace capstan::ui {

namespace {

// Each panel's legend in a row of its own under the panel: beside the bars it would hide the
// later months, the busiest.
QCPLegend* makeLegend(QCustomPlot* plot, int row)
{
    auto* legend = new QCPLegend;
    placeLegendBelow(plot, legend, row, 4);
    legend->setLayer(QStringLiteral("legend"));
    const QPalette palette = QApplication::palette();
    legend->setBrush(palette.brush(QPalette::Base));
    legend->setTextColor(palette.color(QPalette::WindowText));
    legend->setBorderPen(QPen(palette.color(QPalette::Mid)));
    return legend;
}

// Thin, dashed in turn: each other contract length's monthly bill.
constexpr Qt::PenStyle kTermStyles[] = {Qt::DotLine, Qt::DashLine, Qt::DashDotLine, Qt::DashDotDotLine, Qt::SolidLine};

} // namespace

PlanChart::PlanChart(QWidget* parent)
    : ChartFrame(parent), plot_(new QCustomPlot(this)), cardsRect_(new QCPAxisRect(plot_)),
      billRect_(new QCPAxisRect(plot_)), horizon_(new QComboBox(this)), contract_(new QComboBox(this)),
      growth_(new QDoubleSpinBox(this)), state_(new QLabel(this)), summary_(new QLabel(this)),
      run_(new RunFollower(this, [this] { landed(); }))
{
    plot_->setObjectName(QStringLiteral("planPlot"));
    plot_->setAutoAddPlottableToLegend(false);   // each series goes to its own panel's legend
    plot_->plotLayout()->clear();
    plot_->plotLayout()->addElement(0, 0, cardsRect_);
    plot_->plotLayout()->addElement(1, 0, billRect_);
    styleAxisRect(cardsRect_);
    styleAxisRect(billRect_);
    setPlotBackground(plot_, QApplication::palette().brush(QPalette::Base));
    // Month columns line up in both panels.
    auto* margins = new QCPMarginGroup(plot_);
    cardsRect_->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
    billRect_->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
    cardsLegend_ = makeLegend(plot_, 1);   // under the cards (row 0); the bill moves to row 2
    billLegend_ = makeLegend(plot_, 3);

    held_ = addBars(cardsRect_, cardsLegend_, 0);
    bought_ = addBars(cardsRect_, cardsLegend_, 1);
    flex_ = addBars(cardsRect_, cardsLegend_, 5);
    bought_->moveAbove(held_);
    flex_->moveAbove(bought_);
    needed_ = plot_->addGraph(cardsRect_->axis(QCPAxis::atBottom), cardsRect_->axis(QCPAxis::atLeft));
    needed_->setPen(QPen(palette().color(QPalette::WindowText), 2, Qt::DashLine));
    needed_->setLineStyle(QCPGraph::lsStepCenter);
    needed_->addToLegend(cardsLegend_);
    const int billColors[] = {0, 5, 2, 3};
    for (int i = 0; i < 4; ++i) {
        bill_[i] = addBars(billRect_, billLegend_, billColors[i]);
        if (i > 0)
            bill_[i]->moveAbove(bill_[i - 1]);
    }

    horizon_->setObjectName(QStringLiteral("planHorizon"));
    for (int months : {12, 24, 36})
        horizon_->addItem(QString(), months);
    contract_->setObjectName(QStringLiteral("planContract"));
    for (int months : {1, 12, 24, 36})
        contract_->addItem(QString(), months);
    growth_->setObjectName(QStringLiteral("planGrowth"));
    const InputRange growth = inputRangeOf("plan.monthly_growth");   // the core's range, in percent
    growth_->setRange(growth.min * 100, growth.max * 100);
    growth_->setDecimals(1);
    growth_->setSingleStep(0.5);
    growth_->setKeyboardTracking(false);
    state_->setObjectName(QStringLiteral("planState"));
    summary_->setObjectName(QStringLiteral("planSummary"));
    summary_->setWordWrap(true);
    footer()->addWidget(summary_, 1);
    controls()->addWidget(state_, 1);
    controls()->addWidget(horizon_);
    controls()->addWidget(contract_);
    controls()->addWidget(growth_);
    // A control edits the scenario (through the owner's document); the plan follows the answer.
    connect(horizon_, &QComboBox::currentIndexChanged, this, [this](int index) {
        Q_EMIT controlEdited(QStringLiteral("plan.horizon_months"), horizon_->itemData(index).toString());
    });
    connect(contract_, &QComboBox::currentIndexChanged, this, [this](int index) {
        Q_EMIT controlEdited(QStringLiteral("plan.contract_months"), contract_->itemData(index).toString());
    });
    connect(growth_, &QDoubleSpinBox::valueChanged, this, [this](double percent) {
        if (!showingControls_)
            Q_EMIT controlEdited(QStringLiteral("plan.monthly_growth"), QString::number(percent / 100.0, 'g', 15));
    });
    setPlot(plot_);
    retranslate();
}

QCPBars* PlanChart::addBars(QCPAxisRect* rect, QCPLegend* legend, int color)
{
    auto* bars = new QCPBars(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    bars->setWidth(0.75);
    bars->setStackingGap(0);
    QColor fill = seriesColor(color);
    bars->setBrush(fill);
    bars->setPen(QPen(fill.darker(130), 0.5));
    bars->addToLegend(legend);
    return bars;
}

QString PlanChart::summary() const
{
    return summary_->text();
}

QWidget* PlanChart::plotWidget() const
{
    return plot_;
}

void PlanChart::setPlanAnalysis(PlanAnalysis* analysis)
{
    analysis_ = analysis;
    run_->attach(analysis);
}

const flex::CapacityPlan* PlanChart::plan() const
{
    return run_->result().value<std::shared_ptr<const flex::CapacityPlan>>().get();
}

void PlanChart::waitForRefinement()
{
    run_->wait();
}

void PlanChart::retranslate()
{
    setTitle(tr("The plan, month by month"));
    horizon_->setToolTip(inputHelpOf("plan.horizon_months"));
    for (int i = 0; i < horizon_->count(); ++i)
        horizon_->setItemText(i, monthsText(horizon_, horizon_->itemData(i).toInt()));
    contract_->setToolTip(inputHelpOf("plan.contract_months"));
    for (int i = 0; i < contract_->count(); ++i)
        contract_->setItemText(i, monthsText(contract_, contract_->itemData(i).toInt()));
    growth_->setSuffix(tr(" %/month"));
    growth_->setToolTip(inputHelpOf("plan.monthly_growth"));
    held_->setName(tr("Committed cards"));
    bought_->setName(tr("Bought that month"));
    flex_->setName(tr("Flex (on-demand + spot) at the busiest hour"));
    needed_->setName(tr("Cards the busiest hour needs"));
    bill_[0]->setName(tr("Baseline"));
    bill_[1]->setName(tr("On-demand"));
    bill_[2]->setName(tr("Spot"));
    bill_[3]->setName(tr("API"));
    cardsRect_->axis(QCPAxis::atLeft)->setLabel(tr("Cards"));
    useCountTicks(cardsRect_->axis(QCPAxis::atLeft));
    billRect_->axis(QCPAxis::atLeft)->setLabel(tr("$ per month"));
    useMoneyTicks(billRect_->axis(QCPAxis::atLeft));
    billRect_->axis(QCPAxis::atBottom)->setLabel(tr("Month"));
    draw();
}

void PlanChart::showEvaluation(const EvaluationPtr& evaluation)
{
    const bool same = evaluation_ && evaluation->generation == evaluation_->generation;
    const bool controlsMoved = same && evaluation->scenario.plan != evaluation_->scenario.plan;
    evaluation_ = evaluation;
    showControls(evaluation->scenario.plan);
    if (same && !controlsMoved)
        return;   // the refinement of the same scenario: the plan stands
    if (!analysis_) {
        showMessage(tr("No plan analysis attached."));
        return;
    }
    run_->follow(evaluation->generation);
    if (!evaluation->result) {
        showMessage(tr("No plan: %1").arg(QString::fromStdString(evaluation->result.error().message())));
        return;
    }
    if (run_->landed())
        landed();
    else
        state_->setText(tr("Planning…"));
}

QString PlanChart::monthsText(const QComboBox* box, int months) const
{
    if (box == horizon_)
        return tr("%1 months").arg(months);
    return months == 1 ? tr("1-month terms") : tr("%1-month terms").arg(months);
}

// A months box offers its usual choices and whatever else the scenario holds (a file's 18).
void PlanChart::showMonths(QComboBox* box, int months)
{
    int index = box->findData(months);
    if (index < 0) {
        int at = 0;
        while (at < box->count() && box->itemData(at).toInt() < months)
            ++at;
        box->insertItem(at, monthsText(box, months), months);
        index = at;
    }
    box->setCurrentIndex(index);
}

void PlanChart::showControls(const Scenario::Plan& plan)
{
    showingControls_ = true;
    const QSignalBlocker blockHorizon(horizon_);
    const QSignalBlocker blockContract(contract_);
    showMonths(horizon_, plan.horizon_months);
    showMonths(contract_, plan.contract_months);
    growth_->setValue(plan.monthly_growth * 100);
    showingControls_ = false;
}

void PlanChart::landed()
{
    state_->clear();
    if (!plan() && !analysis_->error().isEmpty())
        showMessage(tr("No plan: %1").arg(analysis_->error()));
    else
        draw();
}

QVector<double> PlanChart::committedCards() const
{
    QVector<double> cards;
    for (auto it = held_->data()->constBegin(); it != held_->data()->constEnd(); ++it)
        cards.append(it->value);
    auto bought = bought_->data()->constBegin();
    for (double& value : cards)
        value += (bought++)->value;
    return cards;
}

QVector<double> PlanChart::billUsd() const
{
    QVector<double> usd(bill_[0]->data()->size(), 0.0);
    for (QCPBars* part : bill_) {
        int i = 0;
        for (auto it = part->data()->constBegin(); it != part->data()->constEnd(); ++it)
            usd[i++] += it->value;
    }
    return usd;
}

void PlanChart::draw()
{
    if (!evaluation_ || !evaluation_->result)
        return;
    const flex::CapacityPlan* shown = plan();
    if (!shown)
        return;   // still planning, or the plan's error is on show
    showPlot();
    const flex::PlanRun& run = shown->chosen;
    QVector<double> month;
    QVector<double> held;
    QVector<double> bought;
    QVector<double> flexCards;
    QVector<double> needed;
    QVector<double> parts[4];
    double topCards = 1;
    double topBill = 1;
    for (const flex::PlanMonth& m : run.months) {
        month.append(m.month + 1);
        held.append(m.committed_cards - m.bought_cards);
        bought.append(m.bought_cards);
        flexCards.append(m.peak_flex_cards);
        needed.append(m.peak_cards);
        parts[0].append(m.baseline_usd);
        parts[1].append(m.on_demand_usd);
        parts[2].append(m.spot_usd);
        parts[3].append(m.api_usd);
        topCards = std::max({topCards, double(m.committed_cards + m.peak_flex_cards), double(m.peak_cards)});
        topBill = std::max(topBill, m.bill_usd());
    }
    held_->setData(month, held, true);
    bought_->setData(month, bought, true);
    flex_->setData(month, flexCards, true);
    needed_->setData(month, needed, true);
    for (int i = 0; i < 4; ++i)
        bill_[i]->setData(month, parts[i], true);

    for (QCPGraph* graph : std::as_const(terms_)) {
        graph->removeFromLegend(billLegend_);   // the legend item would outlive its graph
        plot_->removeGraph(graph);
    }
    terms_.clear();
    int style = 0;
    for (const flex::PlanRun& other : shown->terms) {
        if (other.contract_months == run.contract_months)
            continue;
        QCPGraph* graph = plot_->addGraph(billRect_->axis(QCPAxis::atBottom), billRect_->axis(QCPAxis::atLeft));
        graph->setPen(QPen(palette().color(QPalette::WindowText), 1.5, kTermStyles[style++ % 5]));
        graph->setLineStyle(QCPGraph::lsStepCenter);
        graph->setName(other.contract_months == 1 ? tr("Bill on 1-month terms")
                                                  : tr("Bill on %1-month terms").arg(other.contract_months));
        graph->addToLegend(billLegend_);
        QVector<double> usd;
        for (const flex::PlanMonth& m : other.months) {
            usd.append(m.bill_usd());
            topBill = std::max(topBill, m.bill_usd());
        }
        graph->setData(month, usd, true);
        terms_.append(graph);
    }

    const double lastMonth = double(run.months.size());
    for (QCPAxisRect* rect : {cardsRect_, billRect_})
        rect->axis(QCPAxis::atBottom)->setRange(0.4, lastMonth + 0.6);
    cardsRect_->axis(QCPAxis::atLeft)->setRange(0, topCards * 1.08);
    billRect_->axis(QCPAxis::atLeft)->setRange(0, topBill * 1.08);
    plot_->replot();

    const flex::PlanRun* cheapest = nullptr;
    for (const flex::PlanRun& term : shown->terms)
        if (term.contract_months == shown->cheapest_term)
            cheapest = &term;
    const QString chosenText = tr("%1 over %2 months on %3-month terms (%4/1M)")
                                   .arg(format::money(run.total_usd))
                                   .arg(run.months.size())
                                   .arg(run.contract_months)
                                   .arg(format::money(run.usd_per_mtok));
    const QString cheapestText =
        cheapest && cheapest->contract_months != run.contract_months
            ? tr("%1-month terms would cost %2 (%3 less)")
                  .arg(cheapest->contract_months)
                  .arg(format::money(cheapest->total_usd), format::money(run.total_usd - cheapest->total_usd))
            : tr("the cheapest of the terms compared");
    summary_->setText(tr("%1; %2").arg(chosenText, cheapestText));
    setProvenance(ProvenanceText::chartNote(*evaluation_, "cost.monthly_usd.own"));
}

} // namespace capstan::ui
