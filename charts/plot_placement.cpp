#include "charts/plot_placement.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include <qcustomplot.h>

namespace capstan::ui {

namespace {

void addVertices(std::vector<QPointF>& points, const std::vector<QPointF>& vertices, bool joined)
{
    for (size_t i = 0; i < vertices.size(); ++i) {
        points.push_back(vertices[i]);
        if (joined && i + 1 < vertices.size())
            for (int k = 1; k < 8; ++k)
                points.push_back(vertices[i] + (vertices[i + 1] - vertices[i]) * (k / 8.0));
    }
}

template <class Plottable>
std::vector<QPointF> vertices(Plottable* plottable)
{
    std::vector<QPointF> out;
    for (auto it = plottable->data()->constBegin(); it != plottable->data()->constEnd(); ++it)
        if (std::isfinite(it->key) && std::isfinite(it->value))
            out.push_back(plottable->coordsToPixels(it->key, it->value));
    return out;
}

int covered(QCustomPlot* plot, QCPAxisRect* rect, const QRectF& box)
{
    const QRectF area = rect->rect();
    const QRectF inner = box.adjusted(1, 1, -1, -1);
    int count = 0;
    for (int i = 0; i < plot->plottableCount(); ++i) {
        QCPAbstractPlottable* plottable = plot->plottable(i);
        if (!plottable->visible() || plottable->keyAxis()->axisRect() != rect)
            continue;
        for (const QPointF& p : drawnPixels(plottable))
            if (area.contains(p) && inner.contains(p))
                ++count;
    }
    return count;
}

} // namespace

std::vector<QPointF> drawnPixels(QCPAbstractPlottable* plottable)
{
    std::vector<QPointF> points;
    if (auto* graph = qobject_cast<QCPGraph*>(plottable)) {
        addVertices(points, vertices(graph), graph->lineStyle() != QCPGraph::lsNone);
    } else if (auto* curve = qobject_cast<QCPCurve*>(plottable)) {
        addVertices(points, vertices(curve), curve->lineStyle() != QCPCurve::lsNone);
    } else if (auto* bars = qobject_cast<QCPBars*>(plottable)) {
        const double base = bars->baseValue();
        for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
            for (int k = 0; k <= 8; ++k)
                points.push_back(bars->coordsToPixels(it->key, base + (it->value - base) * (k / 8.0)));
    }
    return points;
}

int keepLegendClear(QCustomPlot* plot)
{
    int still = 0;
    for (QCPAxisRect* rect : plot->axisRects()) {
        QCPLayoutInset* inset = rect->insetLayout();
        for (int index = 0; index < inset->elementCount(); ++index) {
            auto* legend = qobject_cast<QCPLegend*>(inset->elementAt(index));
            if (!legend || !legend->visible() || legend->itemCount() == 0 ||
                inset->insetPlacement(index) != QCPLayoutInset::ipBorderAligned)
                continue;
            const QRectF area = rect->rect();
            const QSizeF size = legend->outerRect().size();
            const Qt::Alignment current = inset->insetAlignment(index);
            Qt::Alignment best = current;
            int fewest = std::numeric_limits<int>::max();
            // The current corner first, so a tie keeps the legend where it is.
            const Qt::Alignment corners[] = {current, Qt::AlignTop | Qt::AlignRight, Qt::AlignTop | Qt::AlignLeft,
                                             Qt::AlignBottom | Qt::AlignLeft, Qt::AlignBottom | Qt::AlignRight};
            for (const Qt::Alignment corner : corners) {
                const double x = (corner & Qt::AlignRight) ? area.right() - size.width() : area.left();
                const double y = (corner & Qt::AlignBottom) ? area.bottom() - size.height() : area.top();
                const int n = covered(plot, rect, QRectF(QPointF(x, y), size));
                if (n < fewest) {
                    fewest = n;
                    best = corner;
                }
            }
            if (best != current) {
                inset->setInsetAlignment(index, best);
                inset->update(QCPLayoutElement::upLayout);
            }
            still += fewest;
        }
    }
    return still;
}

void placeLegendBelow(QCustomPlot* plot, int columns)
{
    QCPLegend* legend = plot->legend;
    if (!legend || legend->layout() == plot->plotLayout())
        return;
    if (auto* inset = qobject_cast<QCPLayoutInset*>(legend->layout()))
        inset->take(legend);
    placeLegendBelow(plot, legend, plot->plotLayout()->rowCount(), columns);
}

namespace {

// One legend in a row of the plot's layout: as many columns as fit (see fitLegendColumns).
bool fit_columns(QCustomPlot* plot, QCPLegend* legend)
{
    if (!legend->visible() || legend->itemCount() == 0)
        return false;
    // Nothing to do when neither the width nor any entry's size changed since the last fit (the
    // usual replot: a slider moved the data, not the names).
    QString key = QString::number(plot->viewport().width());
    for (int i = 0; i < legend->itemCount(); ++i)
        if (const QCPAbstractLegendItem* item = legend->item(i))   // a wrapped grid has empty cells
            key += QLatin1Char(',') + QString::number(item->minimumOuterSizeHint().width());
    if (legend->property("capstanFitKey").toString() == key)
        return false;
    legend->setProperty("capstanFitKey", key);
    const int most = std::max(1, legend->property("capstanMaxColumns").toInt());
    const int before = legend->wrap();
    int columns = most;
    for (; columns > 1; --columns) {
        legend->setWrap(columns);
        legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
        if (legend->minimumOuterSizeHint().width() <= plot->viewport().width())
            break;
    }
    legend->setWrap(columns);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
    return columns != before;
}

} // namespace

void placeLegendBelow(QCustomPlot* plot, QCPLegend* legend, int row, int columns)
{
    QCPLayoutGrid* grid = plot->plotLayout();
    grid->insertRow(row);
    grid->addElement(row, 0, legend);
    grid->setRowStretchFactor(row, 0.001);   // as tall as its entries, the plot keeps the rest
    legend->setWrap(columns);   // before the fill order, which rearranges the entries by it
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    legend->setProperty("capstanMaxColumns", columns);
    legend->setMargins(QMargins(4, 2, 4, 2));
    legend->setRowSpacing(0);
}

bool fitLegendColumns(QCustomPlot* plot)
{
    bool changed = false;
    QCPLayoutGrid* grid = plot->plotLayout();
    for (int e = 0; e < grid->elementCount(); ++e)
        if (auto* legend = qobject_cast<QCPLegend*>(grid->elementAt(e)))
            changed = fit_columns(plot, legend) || changed;
    return changed;
}

namespace {

// Whether two neighbouring tick labels of a horizontal axis come closer than a few pixels.
bool ticks_touch(QCPAxis* axis)
{
    const QVector<double> ticks = axis->tickVector();
    const QVector<QString> labels = axis->tickVectorLabels();
    const QFontMetrics metrics(axis->tickLabelFont());
    double previous_right = -1e9;
    for (qsizetype i = 0; i < ticks.size() && i < labels.size(); ++i) {
        const double x = axis->coordToPixel(ticks[i]);
        const double half = metrics.horizontalAdvance(labels[i]) / 2.0;
        if (x - half < previous_right + 6)
            return true;
        previous_right = x + half;
    }
    return false;
}

} // namespace

bool keepTicksApart(QCustomPlot* plot)
{
    bool changed = false;
    for (QCPAxisRect* rect : plot->axisRects())
        for (QCPAxis* axis : rect->axes(QCPAxis::atBottom | QCPAxis::atTop)) {
            if (!axis->visible() || !axis->tickLabels() || axis->ticker().isNull())
                continue;
            QCPAxisTicker& ticker = *axis->ticker();
            // The count the chart asked for, tried again whenever the axis changes length.
            const QVariant wanted = axis->property("capstanWantedTicks");
            if (!wanted.isValid())
                axis->setProperty("capstanWantedTicks", ticker.tickCount());
            const int length = rect->width();
            if (axis->property("capstanTickLength").toInt() != length) {
                axis->setProperty("capstanTickLength", length);
                const int asked = axis->property("capstanWantedTicks").toInt();
                if (ticker.tickCount() != asked) {
                    ticker.setTickCount(asked);
                    changed = true;
                    continue;   // laid out again, then measured
                }
            }
            if (ticker.tickCount() > 2 && ticks_touch(axis)) {
                ticker.setTickCount(ticker.tickCount() - 1);
                changed = true;
            }
        }
    return changed;
}

void keepLabelsInside(QCustomPlot* plot)
{
    for (int i = 0; i < plot->itemCount(); ++i) {
        auto* label = qobject_cast<QCPItemText*>(plot->item(i));
        if (!label || !label->visible() || label->text().isEmpty() || label->clipToAxisRect())
            continue;
        QCPAxisRect* rect = label->clipAxisRect() ? label->clipAxisRect() : plot->axisRect();
        const QRectF area = QRectF(rect->rect()).adjusted(1, 1, -1, -1);
        const QRectF box = QRectF(label->topLeft->pixelPosition(), label->bottomRight->pixelPosition()).normalized();
        if (area.contains(box) || box.width() > area.width() || box.height() > area.height())
            continue;   // inside, or too large to fit whatever its place
        const double dx = box.left() < area.left() ? area.left() - box.left() : std::min(0.0, area.right() - box.right());
        const double dy = box.top() < area.top() ? area.top() - box.top() : std::min(0.0, area.bottom() - box.bottom());
        label->position->setPixelPosition(label->position->pixelPosition() + QPointF(dx, dy));
    }
}

} // namespace capstan::ui
