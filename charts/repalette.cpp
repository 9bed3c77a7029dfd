#include "charts/repalette.h"

#include "charts/chart_style.h"

#include <QPalette>

#include <qcustomplot.h>

namespace capstan::ui {
namespace {

bool sameColor(const QColor& a, const QColor& b)
{
    return a.rgb() == b.rgb();
}

QPen swapped(QPen pen, const QColor& from, const QColor& to)
{
    if (sameColor(pen.color(), from))
        pen.setColor(to);
    return pen;
}

void repaletteAxis(QCPAxis* axis, const QPalette& to)
{
    const QColor text = to.color(QPalette::WindowText);
    axis->setBasePen(QPen(text));
    axis->setTickPen(QPen(text));
    axis->setSubTickPen(QPen(text));
    axis->setTickLabelColor(text);
    axis->setLabelColor(text);
    QPen grid = axis->grid()->pen();
    grid.setColor(to.color(QPalette::Mid));
    axis->grid()->setPen(grid);
}

void repaletteLegend(QCPLegend* legend, const QPalette& to)
{
    legend->setBrush(to.brush(QPalette::Base));
    legend->setTextColor(to.color(QPalette::WindowText));
    legend->setBorderPen(QPen(to.color(QPalette::Mid)));
}

} // namespace

void repalette(QCustomPlot* plot, const QPalette& from, const QPalette& to)
{
    const QColor oldText = from.color(QPalette::WindowText);
    const QColor newText = to.color(QPalette::WindowText);
    const QColor oldBase = from.color(QPalette::Base);
    const QColor newBase = to.color(QPalette::Base);
    plot->setBackground(to.brush(QPalette::Base));
    for (QCPAxisRect* rect : plot->axisRects())
        for (QCPAxis* axis : rect->axes())
            repaletteAxis(axis, to);
    for (QCPLayoutElement* element : plot->plotLayout()->elements(true)) {
        if (auto* legend = qobject_cast<QCPLegend*>(element))
            repaletteLegend(legend, to);
        else if (auto* text = qobject_cast<QCPTextElement*>(element); text && sameColor(text->textColor(), oldText))
            text->setTextColor(newText);
    }
    for (int i = 0; i < plot->plottableCount(); ++i) {
        QCPAbstractPlottable* plottable = plot->plottable(i);
        plottable->setPen(swapped(plottable->pen(), oldText, newText));
    }
    for (int i = 0; i < plot->itemCount(); ++i) {
        QCPAbstractItem* item = plot->item(i);
        if (auto* label = qobject_cast<QCPItemText*>(item)) {
            // A label in a box of its own colour (a figure on its bar segment) reads against
            // the box, which the palette does not change.
            QColor box = label->brush().color();
            const bool onBackground = label->brush().style() == Qt::NoBrush || sameColor(box, oldBase);
            if (!onBackground)
                continue;
            label->setColor(sameColor(label->color(), oldText) ? newText : readableOn(label->color(), newBase));
            if (label->brush().style() != Qt::NoBrush) {
                const int alpha = box.alpha();
                box = newBase;
                box.setAlpha(alpha);
                label->setBrush(box);
            }
            label->setPen(swapped(label->pen(), oldText, newText));
        } else if (auto* line = qobject_cast<QCPItemStraightLine*>(item)) {
            line->setPen(swapped(line->pen(), oldText, newText));
        } else if (auto* segment = qobject_cast<QCPItemLine*>(item)) {
            segment->setPen(swapped(segment->pen(), oldText, newText));
        }
    }
}

} // namespace capstan::ui
