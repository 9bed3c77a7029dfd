#include "charts/chart_style.h"

#include "analysis/number_format.h"

#include <QApplication>
#include <QPalette>

#include <algorithm>
#include <cmath>

#include <qcustomplot.h>

namespace capstan::ui {

namespace {

// QCustomPlot asks its ticker for each label; these word them through the formatting module,
// in the application's locale (the plot's own is C, without separators).
class MoneyTicker final : public QCPAxisTicker {
protected:
    QString getTickLabel(double tick, const QLocale&, QChar, int) override
    {
        return format::money_compact(tick, QLocale());
    }
};

class CountTicker final : public QCPAxisTicker {
protected:
    QString getTickLabel(double tick, const QLocale& locale, QChar format_char, int precision) override
    {
        // Whole numbers with separators; fractional ticks (a zoomed axis) keep their decimals.
        if (std::abs(tick - std::round(tick)) > 1e-9 * std::max(1.0, std::abs(tick)))
            return QCPAxisTicker::getTickLabel(tick, locale, format_char, precision);
        return format::count(tick, QLocale());
    }
};

// A share as a percentage: 0.075 -> "7.5%", whole percents without decimals.
class ShareTicker final : public QCPAxisTicker {
protected:
    QString getTickLabel(double tick, const QLocale&, QChar, int) override
    {
        const double percent = tick * 100;
        const bool whole = std::abs(percent - std::round(percent)) < 1e-6;
        return format::percent(tick, whole ? 0 : 1, QLocale());
    }
};

} // namespace

void useShareTicks(QCPAxis* axis)
{
    axis->setTicker(QSharedPointer<QCPAxisTicker>(new ShareTicker));
}

void useMoneyTicks(QCPAxis* axis)
{
    axis->setTicker(QSharedPointer<QCPAxisTicker>(new MoneyTicker));
}

void useCountTicks(QCPAxis* axis)
{
    axis->setTicker(QSharedPointer<QCPAxisTicker>(new CountTicker));
}

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
    setPlotBackground(plot, palette.brush(QPalette::Base));
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

void setPlotBackground(QCustomPlot* plot, const QBrush& brush)
{
    plot->setBackground(brush);
    plot->setProperty("capstanBackground", brush);
}

QBrush plotBackground(const QCustomPlot* plot)
{
    const QVariant brush = plot->property("capstanBackground");
    return brush.isValid() ? brush.value<QBrush>() : QBrush(Qt::white);   // QCustomPlot's own default
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

namespace {

double luminance(const QColor& c)
{
    auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

} // namespace

double contrastRatio(const QColor& a, const QColor& b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor readableOn(const QColor& color, const QColor& background)
{
    constexpr double kMinimum = 4.6;   // AA's 4.5 with room for rounding in the renderer
    const bool darken = luminance(background) > 0.18;
    QColor c = color.toHsl();
    for (int step = 0; step < 64 && contrastRatio(c, background) < kMinimum; ++step)
        c.setHsl(c.hslHue(), c.hslSaturation(), std::clamp(c.lightness() + (darken ? -4 : 4), 0, 255));
    return c.toRgb();
}

QColor textOn(const QColor& fill)
{
    const QColor black(0x10, 0x10, 0x10);
    const QColor white(Qt::white);
    return contrastRatio(black, fill) >= contrastRatio(white, fill) ? black : white;
}

QCPItemText* makeLabel(QCustomPlot* plot, const QColor& color)
{
    auto* label = new QCPItemText(plot);
    label->setColor(readableOn(color, QApplication::palette().color(QPalette::Base)));
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

} // namespace capstan::ui
