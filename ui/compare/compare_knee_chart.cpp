#include "compare_knee_chart.h"

#include "charts/chart_style.h"
#include "charts/plot_placement.h"
#include "charts/knee_curve.h"

#include <QApplication>
#include <QLocale>

#include <qcustomplot.h>

#include <algorithm>

namespace capstan::ui {

CompareKneeChart::CompareKneeChart(QWidget* parent) : CompareChart(parent), plot_(new QCustomPlot(this))
{
    plot_->setObjectName(QStringLiteral("compareKneePlot"));
    styleAxes(plot_);
    plot_->legend->setVisible(true);
    placeLegendBelow(plot_, 1);   // no corner of the plot is free of data
    setPlot(plot_);
    retranslate();
}

QWidget* CompareKneeChart::plotWidget() const
{
    return plot_;
}

void CompareKneeChart::retranslate()
{
    setTitle(tr("Throughput–latency knees"));
    plot_->xAxis->setLabel(tr("Per-user speed (tokens/s) — faster to the right"));
    plot_->yAxis->setLabel(tr("Tokens/s per GPU"));
    draw();
}

void CompareKneeChart::clearPlot()
{
    for (QCPCurve* curve : std::as_const(curves_))
        if (curve)
            plot_->removePlottable(curve);
    for (QCPGraph* graph : std::as_const(operating_))
        if (graph)
            plot_->removePlottable(graph);
    plot_->clearItems();
    curves_.clear();
    operating_.clear();
    sloSpeeds_.clear();
}

void CompareKneeChart::draw()
{
    const Comparison* c = comparison();
    if (!c)
        return;
    clearPlot();
    beginDraw();
    const int count = int(c->scenarios.size());
    curves_.fill(nullptr, count);
    operating_.fill(nullptr, count);
    const QColor outline = QApplication::palette().color(QPalette::Base);
    double slo_x_max = 0;
    for (int i = 0; i < count; ++i) {
        const ComparedScenario& compared = c->scenarios[std::size_t(i)];
        if (!compared.result) {
            leaveOutInfeasible(i);
            continue;
        }
        const Result& r = *compared.result;
        const int tp = std::max(1, compared.scenario.deploy.tp);
        auto* curve = new QCPCurve(plot_->xAxis, plot_->yAxis);
        curve->setPen(QPen(scenarioColor(i), 2.2));
        curve->setName(tr("%1 — TP %2, operating batch %3 (●)").arg(compared.name).arg(tp).arg(r.operating.point.batch));
        setCurvePoints(curve, kneePoints(r.curve, tp));
        QCPGraph* operating = plot_->addGraph();
        operating->setLineStyle(QCPGraph::lsNone);
        operating->setScatterStyle(
            QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(outline, 1.5), QBrush(scenarioColor(i)), 12));
        operating->setData({r.operating.point.per_user_tok_s}, {r.operating.point.aggregate_tok_s / tp});
        operating->removeFromLegend();
        curves_[i] = curve;
        operating_[i] = operating;
        markDrawn(i);
        slo_x_max = std::max(slo_x_max, 1000.0 / compared.scenario.slo.tpot_ms);
    }
    if (curveCount() > 0) {
        plot_->rescaleAxes();
        plot_->xAxis->setRange(0, std::max(plot_->xAxis->range().upper, slo_x_max) * 1.08);
        // Headroom above the knees for the legend and the SLO labels.
        plot_->yAxis->setRange(0, plot_->yAxis->range().upper * 1.3);
        drawSloLines(plot_->yAxis->range().upper);
    }
    endDraw();
    plot_->replot();
}

void CompareKneeChart::drawSloLines(double y_top)
{
    const QLocale locale;
    // A user must see at least 1000 / TPOT tokens per second: the SLO is a vertical line.
    const QVector<SloLine> lines = sloLines([](const Scenario& s) { return s.slo.tpot_ms; });
    for (qsizetype k = 0; k < lines.size(); ++k) {
        const double x = 1000.0 / lines[k].value;
        auto* line = new QCPItemStraightLine(plot_);
        line->setPen(QPen(lines[k].color, 1.6, Qt::DashLine));
        line->point1->setCoords(x, 0);
        line->point2->setCoords(x, 1);
        QCPItemText* label = makeLabel(plot_, lines[k].color);
        label->position->setCoords(x, y_top * (1.0 - 0.08 * double(k)));
        label->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
        label->setText(tr("TPOT SLO %1 ms ").arg(locale.toString(lines[k].value, 'g', 4)));
        sloSpeeds_.append(x);
    }
}

QColor CompareKneeChart::colorOf(int scenario) const
{
    QCPCurve* curve = curves_.value(scenario);
    return curve ? curve->pen().color() : QColor();
}

int CompareKneeChart::curveCount() const
{
    return int(std::count_if(curves_.begin(), curves_.end(), [](const QCPCurve* curve) { return curve != nullptr; }));
}

QVector<QPointF> CompareKneeChart::curvePoints(int scenario) const
{
    QVector<QPointF> points;
    if (QCPCurve* curve = curves_.value(scenario))
        for (const QCPCurveData& p : *curve->data())
            points.append({p.key, p.value});
    return points;
}

QPointF CompareKneeChart::operatingPoint(int scenario) const
{
    QCPGraph* graph = operating_.value(scenario);
    if (!graph || graph->data()->isEmpty())
        return {};
    return {graph->data()->begin()->key, graph->data()->begin()->value};
}

} // namespace capstan::ui
