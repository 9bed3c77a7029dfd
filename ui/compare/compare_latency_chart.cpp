#include "compare_latency_chart.h"

#include "charts/chart_style.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace capstan::ui {

namespace {

bool finite(const LatencyQuantiles& q)
{
    for (double v : q.ttft_ms)
        if (!std::isfinite(v))
            return false;
    for (double v : q.tpot_ms)
        if (!std::isfinite(v))
            return false;
    return true;
}

} // namespace

CompareLatencyChart::CompareLatencyChart(QWidget* parent)
    : CompareChart(parent), plot_(new QCustomPlot(this)), state_(new QLabel(this)), legend_(new QCPLegend)
{
    plot_->setObjectName(QStringLiteral("compareLatencyPlot"));
    plot_->setAutoAddPlottableToLegend(false);
    plot_->plotLayout()->clear();
    ttft_.rect = new QCPAxisRect(plot_);
    tpot_.rect = new QCPAxisRect(plot_);
    auto* panels = new QCPLayoutGrid;
    plot_->plotLayout()->addElement(0, 0, panels);
    panels->addElement(0, 0, ttft_.rect);
    panels->addElement(0, 1, tpot_.rect);
    // The legend under both panels, one entry per scenario.
    plot_->plotLayout()->addElement(1, 0, legend_);
    plot_->plotLayout()->setRowStretchFactor(1, 0.001);
    legend_->setLayer(QStringLiteral("legend"));
    legend_->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    legend_->setWrap(kMaxCompared);
    const QPalette palette = QApplication::palette();
    setPlotBackground(plot_, palette.brush(QPalette::Base));
    legend_->setBrush(palette.brush(QPalette::Base));
    legend_->setTextColor(palette.color(QPalette::WindowText));
    legend_->setBorderPen(Qt::NoPen);
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    ticker->addTick(1, QStringLiteral("p50"));
    ticker->addTick(2, QStringLiteral("p95"));
    ticker->addTick(3, QStringLiteral("p99"));
    for (QCPAxisRect* rect : {ttft_.rect, tpot_.rect}) {
        styleAxisRect(rect);
        rect->axis(QCPAxis::atBottom)->setTicker(ticker);
        rect->axis(QCPAxis::atBottom)->grid()->setVisible(false);
        rect->axis(QCPAxis::atBottom)->setRange(0.4, 3.6);
    }
    state_->setObjectName(QStringLiteral("compareLatencyState"));
    footer()->insertWidget(0, state_);
    setPlot(plot_);
    retranslate();
}

void CompareLatencyChart::setAnalysis(CompareLatencyAnalysis* analysis)
{
    analysis_ = analysis;
    connect(analysis, &CompareLatencyAnalysis::ready, this, &CompareLatencyChart::draw);
}

QWidget* CompareLatencyChart::plotWidget() const
{
    return plot_;
}

void CompareLatencyChart::waitForRefinement()
{
    if (analysis_)
        analysis_->waitForFinished();
}

QString CompareLatencyChart::stateText() const
{
    return state_->text();
}

void CompareLatencyChart::retranslate()
{
    setTitle(tr("Latency at peak: TTFT and TPOT percentiles"));
    ttft_.rect->axis(QCPAxis::atLeft)->setLabel(tr("TTFT (ms)"));
    tpot_.rect->axis(QCPAxis::atLeft)->setLabel(tr("TPOT (ms)"));
    draw();
}

void CompareLatencyChart::comparisonChanged()
{
    if (!analysis_)
        return;
    std::vector<CompareLatencyAnalysis::Compared> scenarios;
    for (const ComparedScenario& compared : comparison()->scenarios)
        scenarios.push_back({compared.scenario, compared.result});
    analysis_->show(scenarios);
}

void CompareLatencyChart::clearPanel(Panel& panel)
{
    for (QCPBars* bars : std::as_const(panel.bars))
        if (bars)
            plot_->removePlottable(bars);
    panel.bars.clear();
}

void CompareLatencyChart::draw()
{
    const Comparison* c = comparison();
    if (!c || !analysis_ || analysis_->analytic().size() != c->scenarios.size())
        return;
    const std::shared_ptr<const SimulatedLatencies> simulated = analysis_->simulated();
    clearPanel(ttft_);
    clearPanel(tpot_);
    plot_->clearItems();
    legend_->clearItems();
    beginDraw();
    const QLocale locale;
    std::vector<std::optional<LatencyQuantiles>> shown(c->scenarios.size());
    for (std::size_t i = 0; i < c->scenarios.size(); ++i) {
        const ComparedScenario& compared = c->scenarios[i];
        const std::optional<sim::TailEstimate>& tail = analysis_->analytic().at(i);
        if (!compared.result) {
            leaveOutInfeasible(int(i));
        } else if (!tail->stable) {
            leaveOut(int(i), tr("the peak rate reaches the fleet's saturation (%1 req/s): no finite tail")
                                 .arg(locale.toString(tail->saturation_rps, 'f', 1)));
        } else if (simulated) {
            const SimulatedLatencies::Entry& entry = simulated->scenarios.at(i);
            if (entry.quantiles && finite(*entry.quantiles))
                shown[i] = entry.quantiles;
            else
                leaveOut(int(i), tr("unstable in simulation at the peak rate (%1)")
                                     .arg(QString::fromStdString(entry.unstable_reason)));
        } else if (const LatencyQuantiles q = CompareLatencyAnalysis::quantilesOf(*tail); finite(q)) {
            shown[i] = q;
        } else {
            leaveOut(int(i), tr("no finite tail at the peak rate"));
        }
        if (shown[i])
            markDrawn(int(i));
    }
    drawPanel(ttft_, shown, true);
    drawPanel(tpot_, shown, false);
    state_->setText(simulated ? tr("Simulated at the peak rate on each sized fleet, %1 requests each (solid bars).")
                                    .arg(locale.toString(qlonglong(CompareLatencyAnalysis::kRequests)))
                               : tr("Analytic estimate (light bars); simulating…"));
    endDraw();
    plot_->replot();
}

void CompareLatencyChart::drawPanel(Panel& panel, const std::vector<std::optional<LatencyQuantiles>>& quantiles,
                                    bool ttft)
{
    const Comparison* c = comparison();
    QCPAxis* x = panel.rect->axis(QCPAxis::atBottom);
    QCPAxis* y = panel.rect->axis(QCPAxis::atLeft);
    const QVector<int> drawn = drawnScenarios();
    panel.bars.fill(nullptr, qsizetype(c->scenarios.size()));
    double top = 0;
    for (qsizetype slot = 0; slot < drawn.size(); ++slot) {
        const int i = drawn[slot];
        const ComparedScenario& compared = c->scenarios[std::size_t(i)];
        const std::array<double, 3>& values = ttft ? quantiles[std::size_t(i)]->ttft_ms : quantiles[std::size_t(i)]->tpot_ms;
        auto* bars = new QCPBars(x, y);
        bars->setWidthType(QCPBars::wtPlotCoords);
        bars->setWidth(barWidth(drawn.size()));
        QColor fill = scenarioColor(i);
        if (!showsSimulation())
            fill.setAlpha(110);   // an estimate until the simulation lands
        bars->setBrush(fill);
        bars->setPen(QPen(scenarioColor(i), 1.2));
        bars->setName(compared.name);
        for (std::size_t p = 0; p < values.size(); ++p) {
            bars->addData(double(p + 1) + barOffset(slot, drawn.size()), values[p]);
            top = std::max(top, values[p]);
        }
        if (ttft)
            bars->addToLegend(legend_);
        panel.bars[i] = bars;
    }
    double (*slo_of)(const Scenario&) = ttft ? +[](const Scenario& s) { return s.slo.ttft_ms; }
                                             : +[](const Scenario& s) { return s.slo.tpot_ms; };
    const QVector<SloLine> lines = sloLines(slo_of);
    // Show the bars; an SLO joins the range unless it lies far above them, where its label
    // sits at the top edge with an arrow.
    double y_max = std::max(top, 1e-3) * 1.25;
    for (const SloLine& line : lines)
        if (line.value <= 3 * y_max)
            y_max = std::max(y_max, line.value * 1.12);
    y->setRange(0, y_max);
    const QLocale locale;
    for (qsizetype k = 0; k < lines.size(); ++k) {
        const bool inside = lines[k].value <= y_max;
        if (inside) {
            auto* line = new QCPItemStraightLine(plot_);
            line->setClipAxisRect(panel.rect);
            line->point1->setAxes(x, y);
            line->point2->setAxes(x, y);
            line->point1->setCoords(0, lines[k].value);
            line->point2->setCoords(1, lines[k].value);
            line->setPen(QPen(lines[k].color, 1.8, Qt::DashLine));
        }
        // Alternate sides so two SLOs close together do not print over each other.
        const bool right = k % 2 == 0;
        QCPItemText* label = makeLabel(plot_, lines[k].color);
        label->setClipAxisRect(panel.rect);
        label->position->setAxes(x, y);
        label->position->setCoords(right ? 3.58 : 0.42, inside ? lines[k].value : y_max);
        label->setPositionAlignment((right ? Qt::AlignRight : Qt::AlignLeft) | (inside ? Qt::AlignBottom : Qt::AlignTop));
        const QString value = locale.toString(lines[k].value, 'g', 5);
        label->setText(inside ? tr("SLO %1 ms").arg(value) : tr("SLO %1 ms ↑").arg(value));
    }
}

QVector<double> CompareLatencyChart::barValues(const Panel& panel, int scenario)
{
    QVector<double> values;
    if (QCPBars* bars = panel.bars.value(scenario))
        for (const QCPBarsData& bar : *bars->data())
            values.append(bar.value);
    return values;
}

QColor CompareLatencyChart::colorOf(int scenario) const
{
    QCPBars* bars = ttft_.bars.value(scenario);
    return bars ? bars->pen().color() : QColor();
}

QVector<double> CompareLatencyChart::ttftBars(int scenario) const
{
    return barValues(ttft_, scenario);
}

QVector<double> CompareLatencyChart::tpotBars(int scenario) const
{
    return barValues(tpot_, scenario);
}

} // namespace capstan::ui
