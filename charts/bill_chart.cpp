#include "charts/bill_chart.h"

#include "analysis/number_format.h"
#include "charts/chart_style.h"
#include "charts/check_badges.h"
#include "charts/run_follower.h"
#include "analysis/flex_analysis.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QHBoxLayout>
#include <QLocale>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>

namespace capstan::ui {

namespace {

// Flex cards started over the month: every hour's rise in on-demand + spot cards.
int flexStarts(const flex::FlexResult& result)
{
    int starts = 0;
    int previous = 0;
    for (const flex::FlexHour& hour : result.hours) {
        const int cards = hour.on_demand_cards + hour.spot_cards;
        starts += std::max(0, cards - previous);
        previous = cards;
    }
    return starts;
}

} // namespace

BillChart::BillChart(QWidget* parent)
    : ChartFrame(parent), chart_(new QChart), view_(new QChartView(chart_, this)), series_(new QStackedBarSeries),
      category_(new QBarCategoryAxis), value_(new QValueAxis), flex_(new RunFollower(this, [this] { draw(); }))
{
    view_->setObjectName(QStringLiteral("billPlot"));
    view_->setRenderHint(QPainter::Antialiasing);
    chart_->addSeries(series_);
    chart_->addAxis(category_, Qt::AlignBottom);
    chart_->addAxis(value_, Qt::AlignLeft);
    chart_->legend()->setAlignment(Qt::AlignBottom);
    chart_->setMargins(QMargins(4, 4, 4, 4));
    for (int i = 0; i < 4; ++i)
        series_->append(new QBarSet(QString()));
    series_->attachAxis(category_);
    series_->attachAxis(value_);
    useMoneyTicks(chart_, value_);
    badges_ = new CheckBadges(3, this);
    footer()->addWidget(badges_);
    setPlot(view_);
    retranslate();
}

void BillChart::setFlexAnalysis(FlexAnalysis* analysis)
{
    flex_->attach(analysis);
}

const flex::FlexReport* BillChart::flexReport() const
{
    return flex_->result().value<std::shared_ptr<const flex::FlexReport>>().get();
}

void BillChart::waitForRefinement()
{
    flex_->wait();
}

QWidget* BillChart::plotWidget() const
{
    return view_;
}

void BillChart::retranslate()
{
    setTitle(tr("Monthly bill"));
    series_->barSets()[0]->setLabel(tr("Carrying"));
    series_->barSets()[1]->setLabel(tr("Idle"));
    series_->barSets()[2]->setLabel(tr("Rentals"));
    series_->barSets()[3]->setLabel(tr("Overflow"));
    value_->setTitleText(tr("$ per month"));
    draw();
}

void BillChart::showEvaluation(const EvaluationPtr& evaluation)
{
    const bool sameScenario = evaluation_ && evaluation->generation == evaluation_->generation;
    evaluation_ = evaluation;
    if (!sameScenario)
        flex_->follow(evaluation->generation);
    draw();
}

QVector<double> BillChart::partUsd(Part part) const
{
    const QBarSet* set = series_->barSets()[int(part)];
    QVector<double> values;
    for (int i = 0; i < set->count(); ++i)
        values.append(set->at(i));
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
    setProvenance(ProvenanceText::chartNote(*evaluation_, "cost.monthly_usd.own"));
    const Money& m = evaluation_->result->money;
    const double used = m.utilization;
    // Core and flex: the baseline's dollars split by the tokens it moved, then flex and API.
    double flexCarrying = 0;
    double flexIdle = 0;
    double flexRent = 0;
    double flexApi = 0;
    double flexBill = 0;
    const flex::FlexReport* flex = flexReport();
    if (flex) {
        const flex::FlexResult& r = flex->result;
        const double months = std::max(r.months, 1e-9);
        flexCarrying = r.totals.baseline_usd / months * (1 - r.idle_share);
        flexIdle = r.totals.baseline_usd / months * r.idle_share;
        flexRent = (r.totals.on_demand_usd + r.totals.spot_usd) / months;
        flexApi = r.totals.api_usd / months;
        flexBill = r.bill_usd_month;
    }
    QBarSet* sets[4];
    for (int i = 0; i < 4; ++i) {
        sets[i] = series_->barSets()[i];
        sets[i]->remove(0, sets[i]->count());
    }
    sets[0]->append({m.monthly_own_usd * used, m.monthly_rent_usd * used, m.monthly_api_usd, flexCarrying});
    sets[1]->append({m.monthly_own_usd * (1 - used), m.monthly_rent_usd * (1 - used), 0.0, flexIdle});
    sets[2]->append({0.0, 0.0, 0.0, flexRent});
    sets[3]->append({0.0, 0.0, 0.0, flexApi});
    category_->clear();
    category_->append({tr("Own"), tr("Rent"), tr("API"), flex ? tr("Flex") : tr("Flex…")});
    value_->setRange(0, std::max({m.monthly_own_usd, m.monthly_rent_usd, m.monthly_api_usd, flexBill, 1.0}) * 1.1);
    value_->applyNiceNumbers();
    const QString flexLine =
        flex ? tr("core+flex %1 (%2/1M)<br>%3 core cards, %4 starts")
                   .arg(format::money(flexBill), format::money(flex->result.blended_usd_per_mtok))
                   .arg(flex->baseline_cards)
                   .arg(flexStarts(flex->result))
              : tr("core+flex: planning…");
    chart_->setTitle(tr("Own %1 · rent %3 · API %5<br>%2 · %4 · %6 per 1M tokens<br>%7")
                         .arg(format::money(m.monthly_own_usd), format::money(m.usd_per_mtok_own), format::money(m.monthly_rent_usd),
                              format::money(m.usd_per_mtok_rent), format::money(m.monthly_api_usd), format::money(m.usd_per_mtok_api),
                              flexLine));
    applyChartTheme(chart_, palette());
    sets[0]->setColor(seriesColor(0));
    sets[1]->setColor(QColor(0xE0, 0x8E, 0x8E));
    sets[2]->setColor(seriesColor(5));
    sets[3]->setColor(seriesColor(3));

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
