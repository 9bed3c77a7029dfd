#include "charts/stacked_bars.h"

#include "charts/chart_style.h"
#include "charts/plot_placement.h"

#include <QApplication>

#include <qcustomplot.h>

namespace capstan::ui {

StackedBars::StackedBars(QCustomPlot* plot, Qt::Orientation orientation, int parts)
    : plot_(plot), orientation_(orientation), figures_(new QCPTextElement(plot))
{
    styleAxes(plot);
    for (int i = 0; i < parts; ++i) {
        auto* bars = new QCPBars(categoryAxis(), valueAxis());
        bars->setWidth(0.6);
        bars->setStackingGap(0);
        bars->setPen(Qt::NoPen);
        if (i > 0)
            bars->moveAbove(bars_.back());
        bars_.push_back(bars);
    }
    QCPAxis* categories = categoryAxis();
    categories->grid()->setVisible(false);
    categories->setSubTicks(false);
    categories->setTickLength(0, 4);
    // Over the plot, centred, as tall as its lines.
    figures_->setTextColor(QApplication::palette().color(QPalette::WindowText));
    figures_->setTextFlags(Qt::AlignCenter);
    figures_->setMargins(QMargins(4, 2, 4, 4));
    plot->plotLayout()->insertRow(0);
    plot->plotLayout()->addElement(0, 0, figures_);
    plot->plotLayout()->setRowStretchFactor(0, 0.001);
    plot->legend->setVisible(true);
    plot->legend->setIconSize(18, 12);   // a swatch of the bar's colour: the parts fit one row
    placeLegendBelow(plot, parts);
}

QCPAxis* StackedBars::categoryAxis() const
{
    return orientation_ == Qt::Horizontal ? plot_->yAxis : plot_->xAxis;
}

QCPAxis* StackedBars::valueAxis() const
{
    return orientation_ == Qt::Horizontal ? plot_->xAxis : plot_->yAxis;
}

void StackedBars::setName(int part, const QString& name)
{
    bars(part)->setName(name);
}

void StackedBars::setColor(int part, const QColor& color)
{
    bars(part)->setBrush(color);
}

void StackedBars::setCategories(const QStringList& categories)
{
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (qsizetype i = 0; i < categories.size(); ++i)
        ticker->addTick(double(i), categories[i]);
    categoryAxis()->setTicker(ticker);
    categoryAxis()->setRange(-0.5, double(categories.size()) - 0.5);
}

void StackedBars::setValues(int part, const QVector<double>& values)
{
    QVector<double> keys;
    for (qsizetype i = 0; i < values.size(); ++i)
        keys.append(double(i));
    bars(part)->setData(keys, values, true);
}

QVector<double> StackedBars::values(int part) const
{
    QVector<double> out;
    for (const QCPBarsData& bar : *bars(part)->data())
        out.append(bar.value);
    return out;
}

double StackedBars::start(int part, int category) const
{
    double below = 0;
    for (int i = 0; i < part; ++i)
        below += values(i).value(category);
    return below;
}

void StackedBars::setFigures(const QString& text)
{
    figures_->setText(text);
}

QString StackedBars::figures() const
{
    return figures_->text();
}

} // namespace capstan::ui
