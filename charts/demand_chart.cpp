#include "charts/demand_chart.h"

#include "analysis/number_format.h"
#include "analysis/provenance_text.h"
#include "charts/chart_style.h"
#include "charts/plot_placement.h"
#include "charts/check_badges.h"
#include "charts/run_follower.h"
#include "analysis/flex_analysis.h"

#include <QLabel>
#include <QLocale>

#include <qcustomplot.h>

#include <algorithm>

namespace capstan::ui {

namespace {

constexpr int kHours = 24;

} // namespace

DemandChart::DemandChart(QWidget* parent)
    : ChartFrame(parent), plot_(new QCustomPlot(this)), badges_(new CheckBadges(3, this)), figures_(new QLabel(this)),
      flex_(new RunFollower(this, [this] { draw(); }))
{
    plot_->setObjectName(QStringLiteral("demandPlot"));
    styleAxes(plot_);
    const QColor colors[] = {seriesColor(0), seriesColor(5), seriesColor(2), seriesColor(3)};
    for (int i = 0; i < 4; ++i) {
        layers_[i] = plot_->addGraph();
        layers_[i]->setPen(QPen(colors[i].darker(110), 1));
        QColor fill = colors[i];
        fill.setAlpha(170);
        layers_[i]->setBrush(fill);
        layers_[i]->setLineStyle(QCPGraph::lsStepLeft);
        if (i > 0)
            layers_[i]->setChannelFillGraph(layers_[i - 1]);
    }
    demand_ = plot_->addGraph();
    demand_->setPen(QPen(palette().color(QPalette::WindowText), 2, Qt::DashLine));
    demand_->setLineStyle(QCPGraph::lsStepLeft);
    capacity_ = plot_->addGraph();
    capacity_->setPen(QPen(sloColor(), 2));
    plot_->legend->setVisible(true);
    placeLegendBelow(plot_, 4);   // no corner of the plot is free of data
    plot_->xAxis->setRange(0, kHours);
    footer()->addWidget(badges_);
    figures_->setObjectName(QStringLiteral("demandFigures"));
    footer()->addWidget(figures_);   // beside the checks
    setPlot(plot_);
    retranslate();
}

QString DemandChart::caption() const
{
    // On screen the source note rides in the figures' tooltip (the tab has no height to spare).
    return showingMessage() ? QString() : figures_->text() + QLatin1Char('\n') + sourceNote_;
}

QWidget* DemandChart::plotWidget() const
{
    return plot_;
}

void DemandChart::waitForRefinement()
{
    flex_->wait();
}

void DemandChart::setFlexAnalysis(FlexAnalysis* analysis)
{
    flex_->attach(analysis);
}

const flex::FlexReport* DemandChart::report() const
{
    return flex_->result().value<std::shared_ptr<const flex::FlexReport>>().get();
}

void DemandChart::retranslate()
{
    setTitle(tr("Demand against capacity over a day (core and flex)"));
    layers_[0]->setName(tr("Owned/reserved baseline"));
    layers_[1]->setName(tr("On-demand flex"));
    layers_[2]->setName(tr("Spot flex"));
    layers_[3]->setName(tr("API overflow"));
    demand_->setName(tr("Demand"));
    capacity_->setName(tr("Baseline capacity"));
    plot_->xAxis->setLabel(tr("Hour of the day"));
    plot_->yAxis->setLabel(tr("Tokens/s, in + out"));
    useCountTicks(plot_->yAxis);
    draw();
}

void DemandChart::showEvaluation(const EvaluationPtr& evaluation)
{
    if (evaluation_ && evaluation->generation == evaluation_->generation)
        return;   // the refinement of the same scenario: the flex plan stands
    evaluation_ = evaluation;
    flex_->follow(evaluation->generation);
    if (!evaluation->result) {
        showMessage(tr("No demand curve: %1").arg(QString::fromStdString(evaluation->result.error().message())));
        return;
    }
    if (report())
        draw();   // else the run lands later (FlexFollower redraws)
}

void DemandChart::draw()
{
    if (!evaluation_ || !evaluation_->result)
        return;
    const flex::FlexReport* report = this->report();
    if (!report) {
        showMessage(tr("No core-and-flex plan for this scenario."));
        return;
    }
    showPlot();
    const flex::FlexResult& r = report->result;
    const std::size_t hours = std::min<std::size_t>(kHours, r.hours.size());
    QVector<double> x;
    QVector<double> stack[4];
    QVector<double> demand;
    for (std::size_t h = 0; h <= hours && hours > 0; ++h) {
        const flex::FlexHour& row = r.hours[std::min(h, hours - 1)];   // repeat the last hour to close the step
        x.append(double(h));
        const double parts[] = {row.baseline_tok_s, row.on_demand_tok_s, row.spot_tok_s, row.api_tok_s};
        double sum = 0;
        for (int i = 0; i < 4; ++i) {
            sum += parts[i];
            stack[i].append(sum);
        }
        demand.append(row.demand_tok_s);
    }
    for (int i = 0; i < 4; ++i)
        layers_[i]->setData(x, stack[i], true);
    demand_->setData(x, demand, true);
    const double capacity = report->baseline_cards * report->plan.input.card_tok_s;
    capacity_->setData({0.0, double(kHours)}, {capacity, capacity});
    plot_->xAxis->setRange(0, kHours);
    const double top = std::max(*std::max_element(demand.begin(), demand.end()), capacity);
    plot_->yAxis->setRange(0, top * 1.35);
    plot_->replot();

    const QLocale locale;
    // The title stays short (a slide's title); the figures sit beside the checks.
    figures_->setText(tr("%1 baseline cards (the cheapest), %2 a month, %3/1M")
                          .arg(report->baseline_cards)
                          .arg(format::money(r.bill_usd_month))
                          .arg(format::money(r.blended_usd_per_mtok)));
    sourceNote_ = ProvenanceText::chartNote(*evaluation_, "capacity.max_output_tok_s");
    figures_->setToolTip(sourceNote_);
    const fleet::Check* checks[] = {&r.idle, &r.margin, &r.overflow};
    const QString names[] = {tr("Idle %1%"), tr("Margin %1%"), tr("Overflow %1%")};
    const QString tips[] = {
        tr("Baseline capacity that moved no tokens over the horizon (at most 15%): sees a baseline bought ahead "
           "of demand; blind to price."),
        tr("The blended bill over what the API would bill for the same tokens (at most 75%): blind to where the "
           "money went."),
        tr("API share of the tokens (at most 10%): sees overflow swallowing the month; blind to idle cards."),
    };
    for (int i = 0; i < 3; ++i)
        badges_->set(i, checks[i]->pass, names[i].arg(locale.toString(checks[i]->value * 100, 'f', 1)), tips[i]);
}

} // namespace capstan::ui
