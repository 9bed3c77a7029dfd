#include "charts/layouts_chart.h"

#include "analysis/layout_space.h"
#include "analysis/layout_texts.h"
#include "analysis/number_format.h"
#include "analysis/pareto_front.h"
#include "charts/chart_style.h"
#include "charts/plot_placement.h"

#include <QApplication>
#include <QFontMetrics>
#include <QLabel>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace capstan::ui {

namespace {

QPointF pointOf(const search::Candidate& c)
{
    return {c.screened.tok_s_per_user, c.screened.tok_s_per_gpu};
}

QPointF firstPoint(const QCPGraph* graph)
{
    if (graph->data()->isEmpty())
        return {};
    const auto it = graph->data()->constBegin();
    return {it->key, it->value};
}

// The series palette in an order whose neighbours differ most (blue, orange, green, pink, sky,
// vermilion, ...): the first cards searched never share a hue.
constexpr int kGpuColors[] = {0, 1, 2, 4, 5, 3, 6, 7};

// Pixels between the best layout's ring and its label.
constexpr double kLabelOffsetPx = 14;

} // namespace

LayoutsChart::LayoutsChart(QWidget* parent) : ChartFrame(parent), plot_(new QCustomPlot(this)), state_(new QLabel(this))
{
    plot_->setObjectName(QStringLiteral("layoutsPlot"));
    state_->setObjectName(QStringLiteral("layoutsState"));
    controls()->addWidget(state_);
    styleAxes(plot_);
    useCountTicks(plot_->xAxis);
    useCountTicks(plot_->yAxis);
    const QColor text = QApplication::palette().color(QPalette::WindowText);
    front_ = plot_->addGraph();
    front_->setLineStyle(QCPGraph::lsStepLeft);   // across at a point's height, then down to the next
    front_->setPen(QPen(text, 1.8));
    best_ = plot_->addGraph();
    best_->setLineStyle(QCPGraph::lsNone);
    best_->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(text, 2.5), Qt::NoBrush, 17));
    selected_ = plot_->addGraph();
    selected_->setLineStyle(QCPGraph::lsNone);
    const QColor highlight = QApplication::palette().color(QPalette::Highlight);
    selected_->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, QPen(highlight, 2.5), Qt::NoBrush, 15));
    sloLine_ = new QCPItemStraightLine(plot_);
    sloLine_->setPen(QPen(sloColor(), 1.5, Qt::DashLine));
    sloLabel_ = makeLabel(plot_, sloColor());
    sloLabel_->position->setTypeX(QCPItemPosition::ptPlotCoords);
    sloLabel_->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    sloLabel_->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    bestLabel_ = makeLabel(plot_, text);
    // The words hang off an invisible tracer on the best point, a few pixels away: wherever the
    // plot is laid out (on screen, in an export at another size) they stay by their ring.
    bestAnchor_ = new QCPItemTracer(plot_);
    bestAnchor_->setStyle(QCPItemTracer::tsNone);
    bestAnchor_->position->setType(QCPItemPosition::ptPlotCoords);
    bestLabel_->position->setParentAnchor(bestAnchor_->position);
    bestLabel_->position->setType(QCPItemPosition::ptAbsolute);
    bestLabel_->setTextAlignment(Qt::AlignLeft);
    // Above the dots, the front, then the rings, then the words on their boxes.
    for (QCPLayerable* mark : std::initializer_list<QCPLayerable*>{front_, best_, selected_, sloLabel_, bestLabel_})
        mark->setLayer(QStringLiteral("overlay"));
    plot_->legend->setVisible(true);
    placeLegendBelow(plot_, 4);   // the dots can fill every corner
    setPlot(plot_);
    // After the frame's own pass (setPlot), which may lay the plot out again to fit its legend.
    connect(plot_, &QCustomPlot::afterLayout, this, [this] { placeBestLabel(); });
    retranslate();
}

QWidget* LayoutsChart::plotWidget() const
{
    return plot_;
}

void LayoutsChart::setLayoutsAnalysis(LayoutsAnalysis* analysis)
{
    analysis_ = analysis;
    connect(analysis, &LayoutsAnalysis::started, this, [this] {
        state_->setText(tr("Screening…"));
        if (!run_)
            showMessage(tr("Screening the layouts…"));
    });
    connect(analysis, &LayoutsAnalysis::screened, this, &LayoutsChart::showRun);
    connect(analysis, &LayoutsAnalysis::confirmed, this, &LayoutsChart::showRun);
    showRun(analysis->current());
}

void LayoutsChart::waitForRefinement()
{
    if (analysis_)
        analysis_->waitForConfirmed();
}

void LayoutsChart::retranslate()
{
    setTitle(tr("Layouts: tokens/s per GPU against tokens/s per user"));
    plot_->xAxis->setLabel(tr("Output tokens/s per user"));
    plot_->yAxis->setLabel(tr("Output tokens/s per GPU"));
    front_->setName(tr("Pareto front"));
    best_->setName(tr("Best layout"));
    selected_->setName(tr("Selected in the table"));
    if (analysis_ && !run_)
        showMessage(tr("Screening the layouts…"));
    draw();
}

void LayoutsChart::showEvaluation(const EvaluationPtr& evaluation)
{
    evaluation_ = evaluation;
    if (!analysis_)
        showMessage(tr("No layout search attached."));
}

void LayoutsChart::showRun(const LayoutsRunPtr& run)
{
    if (!run)
        return;
    const bool sameSearch = run_ && run_->generation == run->generation;
    run_ = run;
    if (!sameSearch)
        selectedIndex_ = -1;
    state_->setText(run->confirmed ? QString() : tr("Confirming the top %1 by simulation…").arg(LayoutsAnalysis::kConfirmed));
    draw();
}

void LayoutsChart::setSelected(int index)
{
    selectedIndex_ = index;
    draw();
}

QString LayoutsChart::caption() const
{
    return provenance();
}

void LayoutsChart::draw()
{
    if (!run_)
        return;
    const search::SearchResult& result = run_->search;
    const Scenario& s = run_->scenario;
    if (result.candidates.empty()) {
        showMessage(result.feasible == 0
                        ? tr("None of the %1 layouts on %2 GPU types fits this model.")
                              .arg(format::count(result.screened))
                              .arg(run_->space.gpus.size())
                        : tr("None of the %1 layouts that fit meets the p%2 SLO (TTFT %3, TPOT %4) at any size.")
                              .arg(format::count(result.feasible))
                              .arg(s.slo.percentile)
                              .arg(format::latency_ms(s.slo.ttft_ms), format::latency_ms(s.slo.tpot_ms)));
        return;
    }
    showPlot();

    for (QCPGraph* graph : std::as_const(gpus_))
        plot_->removeGraph(graph);
    gpus_.clear();
    QVector<QVector<double>> xs(int(run_->space.gpus.size()));
    QVector<QVector<double>> ys(xs.size());
    QVector<QPointF> points;
    double topX = 1000.0 / s.slo.tpot_ms;
    double topY = 1;
    for (const search::Candidate& c : result.candidates) {
        const QPointF p = pointOf(c);
        points.append(p);
        xs[int(c.screened.layout.gpu)].append(p.x());
        ys[int(c.screened.layout.gpu)].append(p.y());
        topX = std::max(topX, p.x());
        topY = std::max(topY, p.y());
    }
    for (int g = 0; g < xs.size(); ++g) {
        QCPGraph* graph = plot_->addGraph();
        graph->setLineStyle(QCPGraph::lsNone);
        QColor fill = seriesColor(kGpuColors[g % int(std::size(kGpuColors))]);
        const QColor edge = fill.darker(140);
        fill.setAlpha(190);
        graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(edge, 1), fill, 7));
        graph->setName(QString::fromStdString(shortGpuName(run_->space.gpus[std::size_t(g)])));
        graph->setData(xs[g], ys[g]);
        if (xs[g].isEmpty())
            graph->removeFromLegend();   // nothing of this card passed: no key for it
        graph->setLayer(QStringLiteral("main"));
        gpus_.append(graph);
    }
    // The front first in the legend after the cards, then the marks.
    for (QCPGraph* mark : {front_, best_, selected_}) {
        mark->removeFromLegend();
        mark->addToLegend();
    }

    QVector<double> frontX;
    QVector<double> frontY;
    for (int i : paretoFront(points)) {
        frontX.append(points[i].x());
        frontY.append(points[i].y());
    }
    front_->setData(frontX, frontY, true);
    const QPointF best = points.front();
    best_->setData({best.x()}, {best.y()});
    bestAnchor_->position->setCoords(best);
    const bool selected = selectedIndex_ >= 0 && selectedIndex_ < points.size();
    selected_->setData(selected ? QVector<double>{points[selectedIndex_].x()} : QVector<double>{},
                       selected ? QVector<double>{points[selectedIndex_].y()} : QVector<double>{});
    if (!selected)
        selected_->removeFromLegend();

    const double slo = 1000.0 / s.slo.tpot_ms;
    sloLine_->point1->setCoords(slo, 0);
    sloLine_->point2->setCoords(slo, 1);
    sloLabel_->position->setCoords(slo, 0.02);
    sloLabel_->setText(tr(" TPOT SLO %1: %2 tok/s per user").arg(format::latency_ms(s.slo.tpot_ms), format::significant(slo)));

    const search::Candidate& first = result.candidates.front();
    const QString basis = result.rank == search::RankBasis::Own ? tr("owned") : tr("rented");
    bestLabel_->setText(tr("Best: %1\n%2\n%3 GPUs, %4 a month %5")
                            .arg(QString::fromStdString(shortGpuName(run_->space.gpus.at(first.screened.layout.gpu))),
                                 layoutShape(first.screened.layout))
                            .arg(format::count(first.gpus()))
                            .arg(format::money(first.usd_month(result.rank)), basis));
    plot_->xAxis->setRange(0, topX * 1.06);
    plot_->yAxis->setRange(0, topY * 1.12);
    plot_->replot();

    const int confirmed = int(std::count_if(result.candidates.begin(), result.candidates.end(),
                                            [](const search::Candidate& c) { return c.confirmed(); }));
    QString note = tr("Source: %1 layouts on %2 GPU types screened by the analytic and tail models; %3 fit, %4 meet the p%5 SLO")
                       .arg(format::count(result.screened))
                       .arg(run_->space.gpus.size())
                       .arg(format::count(result.feasible), format::count(double(result.candidates.size())))
                       .arg(s.slo.percentile);
    note += run_->confirmed ? tr("; the cheapest %1 confirmed by simulation.").arg(confirmed) : tr("; confirming…");
    setProvenance(note);
}

void LayoutsChart::placeBestLabel()
{
    if (best_->data()->isEmpty())
        return;
    const QPointF point = firstPoint(best_);
    const QPointF pixel(plot_->xAxis->coordToPixel(point.x()), plot_->yAxis->coordToPixel(point.y()));
    const QRect rect = plot_->axisRect()->rect();
    const QSize words = QFontMetrics(bestLabel_->font()).size(0, bestLabel_->text());
    // Below the ring, away from the front (which runs above and right of every point): to the
    // left where the words fit, else to the right; above only when the bottom has no room.
    const bool left = pixel.x() - kLabelOffsetPx - words.width() >= rect.left();
    const bool below = pixel.y() + kLabelOffsetPx + words.height() <= rect.bottom();
    bestLabel_->setPositionAlignment((left ? Qt::AlignRight : Qt::AlignLeft) | (below ? Qt::AlignTop : Qt::AlignBottom));
    bestLabel_->position->setCoords(left ? -kLabelOffsetPx : kLabelOffsetPx, below ? kLabelOffsetPx : -kLabelOffsetPx);
}

int LayoutsChart::dotCount() const
{
    int n = 0;
    for (const QCPGraph* graph : gpus_)
        n += graph->data()->size();
    return n;
}

QVector<QPointF> LayoutsChart::frontPoints() const
{
    QVector<QPointF> points;
    for (auto it = front_->data()->constBegin(); it != front_->data()->constEnd(); ++it)
        points.append({it->key, it->value});
    return points;
}

QPointF LayoutsChart::bestPoint() const
{
    return firstPoint(best_);
}

QPointF LayoutsChart::selectedPoint() const
{
    return firstPoint(selected_);
}

double LayoutsChart::sloPerUserTokS() const
{
    return sloLine_->point1->coords().x();
}

QString LayoutsChart::bestLabel() const
{
    return bestLabel_->text();
}

QString LayoutsChart::state() const
{
    return state_->text();
}

} // namespace capstan::ui
