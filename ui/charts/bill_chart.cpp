#include "bill_chart.h"

#include "chart_style.h"
#include "check_badges.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QHBoxLayout>
#include <QLocale>
#include <QStackedBarSeries>
#include <QValueAxis>

namespace capstan::ui {

namespace {

QString dollars(double usd)
{
    return QLocale().toCurrencyString(usd, QStringLiteral("$"), usd < 100 ? 2 : 0);
}

} // namespace

BillChart::BillChart(QWidget* parent)
    : ChartFrame(parent), chart_(new QChart), view_(new QChartView(chart_, this)), series_(new QStackedBarSeries),
      category_(new QBarCategoryAxis), value_(new QValueAxis)
{
    view_->setObjectName(QStringLiteral("billPlot"));
    view_->setRenderHint(QPainter::Antialiasing);
    chart_->addSeries(series_);
    chart_->addAxis(category_, Qt::AlignBottom);
    chart_->addAxis(value_, Qt::AlignLeft);
    chart_->legend()->setAlignment(Qt::AlignBottom);
    chart_->setMargins(QMargins(4, 4, 4, 4));
    series_->append(new QBarSet(QString()));
    series_->append(new QBarSet(QString()));
    series_->attachAxis(category_);
    series_->attachAxis(value_);
    value_->setLabelFormat(QStringLiteral("%.0f"));
    badges_ = new CheckBadges(3, this);
    footer()->addWidget(badges_);
    setPlot(view_);
    retranslate();
}

QWidget* BillChart::plotWidget() const
{
    return view_;
}

void BillChart::retranslate()
{
    setTitle(tr("Monthly bill"));
    series_->barSets()[0]->setLabel(tr("Carrying tokens"));
    series_->barSets()[1]->setLabel(tr("Idle capacity"));
    value_->setTitleText(tr("$ per month"));
    draw();
}

void BillChart::showEvaluation(const EvaluationPtr& evaluation)
{
    evaluation_ = evaluation;
    draw();
}

QVector<double> BillChart::carryingUsd() const
{
    QVector<double> values;
    for (int i = 0; i < series_->barSets()[0]->count(); ++i)
        values.append(series_->barSets()[0]->at(i));
    return values;
}

QVector<double> BillChart::idleUsd() const
{
    QVector<double> values;
    for (int i = 0; i < series_->barSets()[1]->count(); ++i)
        values.append(series_->barSets()[1]->at(i));
    return values;
}

QStringList BillChart::badgeTexts() const
{
    return badges_->texts();
}

void BillChart::draw()
{
    if (!evaluation_)
        return;
    if (!evaluation_->result) {
        badges_->clear();
        showMessage(tr("No bill: %1").arg(QString::fromStdString(evaluation_->result.error().message())));
        return;
    }
    showPlot();
    const Money& m = evaluation_->result->money;
    const double used = m.utilization;
    QBarSet* carrying = series_->barSets()[0];
    QBarSet* idle = series_->barSets()[1];
    carrying->remove(0, carrying->count());
    idle->remove(0, idle->count());
    carrying->append({m.monthly_own_usd * used, m.monthly_rent_usd * used, m.monthly_api_usd});
    idle->append({m.monthly_own_usd * (1 - used), m.monthly_rent_usd * (1 - used), 0.0});
    category_->clear();
    category_->append({tr("Own"), tr("Rent"), tr("API")});
    value_->setRange(0, std::max({m.monthly_own_usd, m.monthly_rent_usd, m.monthly_api_usd, 1.0}) * 1.1);
    value_->applyNiceNumbers();
    chart_->setTitle(tr("Own %1 (%2/1M) · rent %3 (%4/1M)<br>API %5 (%6/1M)")
                         .arg(dollars(m.monthly_own_usd), dollars(m.usd_per_mtok_own), dollars(m.monthly_rent_usd),
                              dollars(m.usd_per_mtok_rent), dollars(m.monthly_api_usd), dollars(m.usd_per_mtok_api)));
    applyChartTheme(chart_, palette());
    carrying->setColor(seriesColor(0));
    idle->setColor(QColor(0xE0, 0x8E, 0x8E));

    const QLocale locale;
    const struct {
        const Check& check;
        QString text;
    } badges[] = {
        {m.idle, tr("Idle %1%").arg(locale.toString(m.idle.value * 100, 'f', 0))},
        {m.margin, tr("Margin %1× API").arg(locale.toString(m.margin.value, 'f', 2))},
        {m.overflow, tr("Overflow %1%").arg(locale.toString(m.overflow.value * 100, 'f', 0))},
    };
    const QString tooltips[] = {tr("Owned capacity idle at average load must stay at or below 15%."),
                                tr("Owned cost per token must be at most 75% of the API's price."),
                                tr("The API may carry at most 10% of the tokens.")};
    for (int i = 0; i < 3; ++i)
        badges_->set(i, badges[i].check.pass, badges[i].text, tooltips[i]);
}

} // namespace capstan::ui
