#include "charts/chart_style.h"

#include <QApplication>
#include <QChart>
#include <QPalette>

#include <qcustomplot.h>

namespace capstan::ui {

QColor seriesColor(int index)
{
    static const QColor colors[] = {
        QColor(0x00, 0x72, 0xB2), QColor(0xE6, 0x9F, 0x00), QColor(0x00, 0x9E, 0x73), QColor(0xD5, 0x5E, 0x00),
        QColor(0xCC, 0x79, 0xA7), QColor(0x56, 0xB4, 0xE9), QColor(0xF0, 0xE4, 0x42), QColor(0x99, 0x99, 0x99),
    };
    return colors[index % int(std::size(colors))];
}

QColor sloColor()
{
    return QColor(0xC0, 0x39, 0x2B);
}

QColor passColor()
{
    return QColor(0x1E, 0x84, 0x49);
}

QColor failColor()
{
    return QColor(0xC0, 0x39, 0x2B);
}

void styleAxes(QCustomPlot* plot)
{
    const QPalette palette = QApplication::palette();
    const QColor text = palette.color(QPalette::WindowText);
    const QColor grid = palette.color(QPalette::Mid);
    plot->setBackground(palette.brush(QPalette::Base));
    for (QCPAxis* axis : {plot->xAxis, plot->yAxis}) {
        axis->setBasePen(QPen(text));
        axis->setTickPen(QPen(text));
        axis->setSubTickPen(QPen(text));
        axis->setTickLabelColor(text);
        axis->setLabelColor(text);
        axis->grid()->setPen(QPen(grid, 0.5, Qt::DotLine));
        axis->setNumberFormat(QStringLiteral("gb"));
    }
    plot->legend->setBrush(palette.brush(QPalette::Base));
    plot->legend->setTextColor(text);
    plot->legend->setBorderPen(QPen(grid));
}

void styleAxisRect(QCPAxisRect* rect)
{
    const QPalette palette = QApplication::palette();
    const QColor text = palette.color(QPalette::WindowText);
    for (QCPAxis* axis : rect->axes()) {
        axis->setBasePen(QPen(text));
        axis->setTickPen(QPen(text));
        axis->setSubTickPen(QPen(text));
        axis->setTickLabelColor(text);
        axis->setLabelColor(text);
        axis->grid()->setPen(QPen(palette.color(QPalette::Mid), 0.5, Qt::DotLine));
        axis->setNumberFormat(QStringLiteral("gb"));
    }
}

QCPItemText* makeLabel(QCustomPlot* plot, const QColor& color)
{
    auto* label = new QCPItemText(plot);
    label->setColor(color);
    label->setClipToAxisRect(false);
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    QColor background = QApplication::palette().color(QPalette::Base);
    background.setAlpha(210);
    label->setBrush(background);
    label->setPadding(QMargins(3, 2, 3, 2));
    return label;
}

void applyChartTheme(QChart* chart, const QPalette& palette)
{
    const QChart::ChartTheme theme =
        palette.color(QPalette::Window).lightness() < 128 ? QChart::ChartThemeDark : QChart::ChartThemeLight;
    if (chart->theme() != theme)
        chart->setTheme(theme);
}

QString limitText(BatchLimit limit)
{
    switch (limit) {
    case BatchLimit::Memory: return QApplication::translate("capstan::ui", "KV memory caps the batch");
    case BatchLimit::MaxBatch: return QApplication::translate("capstan::ui", "engine batch cap");
    case BatchLimit::Slo: return QApplication::translate("capstan::ui", "the SLO caps the batch");
    case BatchLimit::FixedBatch: return QApplication::translate("capstan::ui", "fixed batch");
    }
    return {};
}

} // namespace capstan::ui
