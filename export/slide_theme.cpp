#include "export/slide_theme.h"

#include "charts/chart_style.h"

#include <qcustomplot.h>

#include <algorithm>

namespace capstan::ui {

namespace {

const QColor kText(0x20, 0x20, 0x20);
const QColor kGrid(0xC8, 0xC8, 0xC8);

QFont sized(QFont font, double points, bool bold = false)
{
    font.setPointSizeF(points);
    if (bold)
        font.setBold(true);
    return font;
}

QPen thicker(QPen pen)
{
    if (pen.style() != Qt::NoPen)
        pen.setWidthF(std::max(2.0, pen.widthF() * SlideTheme::kLineScale));
    return pen;
}

} // namespace

SlideTheme::SlideTheme(QCustomPlot* plot) : plot_(plot)
{
    if (plot)
        apply(plot);
}

SlideTheme::~SlideTheme()
{
    for (auto undo = undo_.rbegin(); undo != undo_.rend(); ++undo)
        (*undo)();
    if (plot_)
        plot_->replot(QCustomPlot::rpQueuedReplot);
}

void SlideTheme::apply(QCustomPlot* plot)
{
    const QBrush background = plotBackground(plot);
    undo_.push_back([plot, background] { setPlotBackground(plot, background); });
    plot->setBackground(QBrush(Qt::white));

    for (QCPAxisRect* rect : plot->axisRects()) {
        for (QCPAxis* axis : rect->axes()) {
            const QFont tick = axis->tickLabelFont();
            const QFont label = axis->labelFont();
            const QColor tickColor = axis->tickLabelColor();
            const QColor labelColor = axis->labelColor();
            const QPen base = axis->basePen();
            const QPen tickPen = axis->tickPen();
            const QPen subTickPen = axis->subTickPen();
            const QPen grid = axis->grid()->pen();
            undo_.push_back([=] {
                axis->setTickLabelFont(tick);
                axis->setLabelFont(label);
                axis->setTickLabelColor(tickColor);
                axis->setLabelColor(labelColor);
                axis->setBasePen(base);
                axis->setTickPen(tickPen);
                axis->setSubTickPen(subTickPen);
                axis->grid()->setPen(grid);
            });
            axis->setTickLabelFont(sized(tick, kTickPt));
            axis->setLabelFont(sized(label, kAxisLabelPt));
            axis->setTickLabelColor(kText);
            axis->setLabelColor(kText);
            axis->setBasePen(QPen(kText, 1.5));
            axis->setTickPen(QPen(kText, 1.5));
            axis->setSubTickPen(QPen(kText, 1));
            axis->grid()->setPen(QPen(kGrid, 1, Qt::DotLine));
        }
    }

    // Legends and titles wherever a chart put them: the main layout, or inset in an axis rect
    // (a chart may clear the default legend away).
    for (QCPLayoutElement* element : plot->plotLayout()->elements(true)) {
        if (auto* legend = qobject_cast<QCPLegend*>(element))
            apply(legend);
        else if (auto* title = qobject_cast<QCPTextElement*>(element))
            apply(title);
        else if (auto* rect = qobject_cast<QCPAxisRect*>(element))
            for (QCPLayoutElement* inset : rect->insetLayout()->elements(false))
                if (auto* inset_legend = qobject_cast<QCPLegend*>(inset))
                    apply(inset_legend);
    }

    for (int i = 0; i < plot->plottableCount(); ++i) {
        QCPAbstractPlottable* plottable = plot->plottable(i);
        const QPen pen = plottable->pen();
        undo_.push_back([plottable, pen] { plottable->setPen(pen); });
        plottable->setPen(thicker(pen));
        auto scale_scatter = [this](auto* owner) {
            const QCPScatterStyle scatter = owner->scatterStyle();
            undo_.push_back([owner, scatter] { owner->setScatterStyle(scatter); });
            QCPScatterStyle bigger = scatter;
            bigger.setSize(scatter.size() * 1.5);
            owner->setScatterStyle(bigger);
        };
        if (auto* graph = qobject_cast<QCPGraph*>(plottable))
            scale_scatter(graph);
        else if (auto* curve = qobject_cast<QCPCurve*>(plottable))
            scale_scatter(curve);
    }

    for (int i = 0; i < plot->itemCount(); ++i) {
        QCPAbstractItem* item = plot->item(i);
        if (auto* text = qobject_cast<QCPItemText*>(item)) {
            const QFont font = text->font();
            const QBrush brush = text->brush();
            undo_.push_back([text, font, brush] {
                text->setFont(font);
                text->setBrush(brush);
            });
            text->setFont(sized(font, kTextLabelPt, font.bold()));
            // A label on a translucent box of the palette's background gets a white one; a
            // figure written on its bar keeps the bar's colour under it.
            if (!brush.isOpaque())
                text->setBrush(QColor(255, 255, 255, 215));
        } else if (auto* line = qobject_cast<QCPItemStraightLine*>(item)) {
            const QPen pen = line->pen();
            undo_.push_back([line, pen] { line->setPen(pen); });
            line->setPen(thicker(pen));
        }
    }
}

void SlideTheme::apply(QCPLegend* legend)
{
    const QFont legendFont = legend->font();
    const QColor legendText = legend->textColor();
    const QBrush legendBrush = legend->brush();
    const QPen legendBorder = legend->borderPen();
    const QSize icon = legend->iconSize();
    undo_.push_back([=] {
        legend->setFont(legendFont);
        legend->setTextColor(legendText);
        legend->setBrush(legendBrush);
        legend->setBorderPen(legendBorder);
        legend->setIconSize(icon);
    });
    legend->setFont(sized(legendFont, kLegendPt));
    legend->setTextColor(kText);
    legend->setBrush(QColor(255, 255, 255, 230));
    legend->setBorderPen(QPen(kGrid));
    legend->setIconSize(icon * 1.6);
}

void SlideTheme::apply(QCPTextElement* title)
{
    const QFont font = title->font();
    const QColor color = title->textColor();
    undo_.push_back([title, font, color] {
        title->setFont(font);
        title->setTextColor(color);
    });
    title->setFont(sized(font, kTitlePt, font.bold()));
    title->setTextColor(kText);
}

} // namespace capstan::ui
