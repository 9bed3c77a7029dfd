#include "compare_bill_chart.h"

#include "analysis/number_format.h"
#include "charts/chart_style.h"

#include <QApplication>
#include <QLocale>

#include <qcustomplot.h>

#include <algorithm>
#include <array>
#include <cmath>

namespace capstan::ui {

namespace {

// Dollars on the value axis, as the bar labels write them.
class UsdTicker final : public QCPAxisTicker {
protected:
    QString getTickLabel(double tick, const QLocale&, QChar, int) override { return compactUsd(tick); }
};

// Core and flex is NaN when it has no answer: no bar, and never the pick.
std::array<double, CompareBillChart::OptionCount> monthly_of(const ComparedScenario& c)
{
    const Money& m = c.result->money;
    return {m.monthly_own_usd, m.monthly_rent_usd, m.monthly_api_usd, c.flexMonthlyUsd};
}

} // namespace

QString compactUsd(double usd)
{
    const QLocale locale;
    const double magnitude = std::abs(usd);
    if (magnitude == 0)
        return QStringLiteral("$0");
    const QString sign = usd < 0 ? QStringLiteral("-") : QString();
    if (magnitude >= 1e6)
        return sign + QStringLiteral("$") + locale.toString(magnitude / 1e6, 'f', magnitude < 1e7 ? 2 : 1) +
               QStringLiteral("M");
    if (magnitude >= 1e4)
        return sign + QStringLiteral("$") + locale.toString(magnitude / 1e3, 'f', 0) + QStringLiteral("k");
    return sign + QStringLiteral("$") + locale.toString(magnitude, 'f', magnitude < 100 ? 2 : 0);
}

CompareBillChart::CompareBillChart(QWidget* parent) : CompareChart(parent), plot_(new QCustomPlot(this))
{
    plot_->setObjectName(QStringLiteral("compareBillPlot"));
    styleAxes(plot_);
    plot_->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new UsdTicker));
    plot_->xAxis->grid()->setVisible(false);
    plot_->legend->setVisible(true);
    // Below the bars: four groups of up to four bars leave no corner free for it.
    plot_->plotLayout()->addElement(1, 0, plot_->legend);
    plot_->plotLayout()->setRowStretchFactor(1, 0.001);
    plot_->legend->setFillOrder(QCPLayoutGrid::foRowsFirst);
    setPlot(plot_);
    retranslate();
}

QWidget* CompareBillChart::plotWidget() const
{
    return plot_;
}

QString CompareBillChart::optionText(Option option) const
{
    switch (option) {
    case Own: return tr("own");
    case Rent: return tr("rent");
    case Api: return tr("API");
    case Flex: return tr("core and flex");
    case OptionCount: break;
    }
    return {};
}

void CompareBillChart::retranslate()
{
    setTitle(tr("Monthly bill by way of paying"));
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    ticker->addTick(Own, tr("Own the fleet"));
    ticker->addTick(Rent, tr("Rent the fleet"));
    ticker->addTick(Api, tr("API per token"));
    ticker->addTick(Flex, tr("Core and flex"));
    plot_->xAxis->setTicker(ticker);
    plot_->yAxis->setLabel(tr("$ per month"));
    useMoneyTicks(plot_->yAxis);
    draw();
}

void CompareBillChart::clearPlot()
{
    for (QCPBars* bars : std::as_const(bars_))
        if (bars)
            plot_->removePlottable(bars);
    plot_->clearItems();
    bars_.clear();
    picks_.clear();
}

void CompareBillChart::draw()
{
    const Comparison* c = comparison();
    if (!c)
        return;
    clearPlot();
    beginDraw();
    const int count = int(c->scenarios.size());
    bars_.fill(nullptr, count);
    picks_.fill(Own, count);
    for (int i = 0; i < count; ++i) {
        const ComparedScenario& compared = c->scenarios[std::size_t(i)];
        if (compared.result)
            markDrawn(i);
        else
            leaveOutInfeasible(i);
    }
    const QVector<int> drawn = drawnScenarios();
    const QColor text = QApplication::palette().color(QPalette::WindowText);
    double top = 1;
    for (qsizetype slot = 0; slot < drawn.size(); ++slot) {
        const int i = drawn[slot];
        const ComparedScenario& compared = c->scenarios[std::size_t(i)];
        const auto monthly = monthly_of(compared);
        auto pick = Own;
        for (int option = Own; option < OptionCount; ++option)
            if (std::isfinite(monthly[std::size_t(option)]) && monthly[std::size_t(option)] < monthly[pick])
                pick = Option(option);
        picks_[i] = pick;
        // Bars of one option sit side by side, centred on the option's tick.
        const double offset = barOffset(slot, drawn.size());
        auto* bars = new QCPBars(plot_->xAxis, plot_->yAxis);
        bars->setWidthType(QCPBars::wtPlotCoords);
        bars->setWidth(barWidth(drawn.size()));
        bars->setPen(Qt::NoPen);
        bars->setBrush(scenarioColor(i));
        bars->setName(tr("%1 — picks %2 at %3/month").arg(compared.name, optionText(pick), compactUsd(monthly[pick])));
        for (int option = Own; option < OptionCount; ++option) {
            if (!std::isfinite(monthly[std::size_t(option)]))
                continue;
            bars->addData(option + offset, monthly[std::size_t(option)]);
            top = std::max(top, monthly[std::size_t(option)]);
            QCPItemText* label = makeLabel(plot_, text);
            QFont font = label->font();
            font.setBold(option == pick);
            font.setPointSizeF(font.pointSizeF() * 0.75);   // four groups of bars: narrow columns
            label->setFont(font);
            label->setPositionAlignment(Qt::AlignBottom | Qt::AlignHCenter);
            label->position->setCoords(option + offset, monthly[std::size_t(option)]);
            // The month only: three bars a group leave each label a bar's width; the cost per
            // million tokens is in the table.
            label->setText(format::money_compact(monthly[std::size_t(option)], QLocale()));   // "$7.6k", "$95k"
            label->setPadding(QMargins(1, 1, 1, 1));
        }
        bars_[i] = bars;
    }
    plot_->xAxis->setRange(-0.6, double(Flex) + 0.6);
    // Room above the tallest bar for its two-line label.
    plot_->yAxis->setRange(0, top * 1.25);
    endDraw();
    plot_->replot();
}

QVector<double> CompareBillChart::monthlyUsd(int scenario) const
{
    QVector<double> values;
    if (QCPBars* bars = bars_.value(scenario))
        for (const QCPBarsData& bar : *bars->data())
            values.append(bar.value);
    return values;
}

QColor CompareBillChart::colorOf(int scenario) const
{
    QCPBars* bars = bars_.value(scenario);
    return bars ? bars->brush().color() : QColor();
}

CompareBillChart::Option CompareBillChart::pick(int scenario) const
{
    return picks_.value(scenario, Own);
}

QString CompareBillChart::legendText(int scenario) const
{
    QCPBars* bars = bars_.value(scenario);
    return bars ? bars->name() : QString();
}

} // namespace capstan::ui
