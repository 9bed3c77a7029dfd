#include "charts/bill_chart.h"

#include "analysis/number_format.h"
#include "charts/chart_style.h"
#include "charts/check_badges.h"
#include "charts/run_follower.h"
#include "charts/stacked_bars.h"
#include "analysis/flex_analysis.h"

#include <QHBoxLayout>
#include <QLocale>

#include <qcustomplot.h>

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
    : ChartFrame(parent), plot_(new QCustomPlot(this)), bars_(std::make_unique<StackedBars>(plot_, Qt::Vertical, 4)),
      flex_(new RunFollower(this, [this] { draw(); }))
{
    plot_->setObjectName(QStringLiteral("billPlot"));
    bars_->setColor(int(Part::Carrying), seriesColor(0));
    bars_->setColor(int(Part::Idle), QColor(0xE0, 0x8E, 0x8E));
    bars_->setColor(int(Part::FlexRent), seriesColor(5));
    bars_->setColor(int(Part::ApiOverflow), seriesColor(3));
    badges_ = new CheckBadges(kBadges, this);
    footer()->addWidget(badges_);
    setPlot(plot_);
    retranslate();
}

BillChart::~BillChart() = default;

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
    return plot_;
}

void BillChart::retranslate()
{
    setTitle(tr("Monthly bill"));
    bars_->setName(int(Part::Carrying), tr("Carrying"));
    bars_->setName(int(Part::Idle), tr("Idle"));
    bars_->setName(int(Part::FlexRent), tr("Rentals"));
    bars_->setName(int(Part::ApiOverflow), tr("Overflow"));
    bars_->valueAxis()->setLabel(tr("$ per month"));
    useMoneyTicks(bars_->valueAxis());
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
    return bars_->values(int(part));
}

QString BillChart::figures() const
{
    return bars_->figures();
}

QStringList BillChart::badgeTexts() const
{
    return badges_->texts();
}

bool BillChart::powerShown() const
{
    return badges_->isShown(kPowerBadge);
}

bool BillChart::powerPasses() const
{
    return badges_->passes(kPowerBadge);
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
    const double own = m.monthly_own_usd;
    const double rent = m.monthly_rent_usd;
    bars_->setValues(int(Part::Carrying), {own * used, rent * used, m.monthly_api_usd, flexCarrying});
    bars_->setValues(int(Part::Idle), {own * (1 - used), rent * (1 - used), 0.0, flexIdle});
    bars_->setValues(int(Part::FlexRent), {0.0, 0.0, 0.0, flexRent});
    bars_->setValues(int(Part::ApiOverflow), {0.0, 0.0, 0.0, flexApi});
    bars_->setCategories({tr("Own"), tr("Rent"), tr("API"), flex ? tr("Flex") : tr("Flex…")});
    bars_->valueAxis()->setRange(0, std::max({own, rent, m.monthly_api_usd, flexBill, 1.0}) * 1.1);
    const QString flexLine =
        flex ? tr("core+flex %1 (%2/1M)\n%3 core cards, %4 starts")
                   .arg(format::money(flexBill), format::money(flex->result.blended_usd_per_mtok))
                   .arg(flex->baseline_cards)
                   .arg(flexStarts(flex->result))
              : tr("core+flex: planning…");
    // With a provider's price sheet, the API bar's dollars by the tokens they pay for.
    const QString apiSplit =
        m.api_price_sheet ? QStringLiteral("\n") + tr("API: prompt %1 · cached prompt %2 · answer %3")
                                                       .arg(format::money(m.monthly_api_input_usd),
                                                            format::money(m.monthly_api_cached_input_usd),
                                                            format::money(m.monthly_api_output_usd))
                          : QString();
    const FleetPower& power = evaluation_->power;
    // The owned card-month holds the fleet's electricity (core/energy.h); this is its share.
    const QString energyLine = QStringLiteral("\n") + tr("Energy in own: %1 a month, %2 kW at the wall")
                                                        .arg(format::money(power.monthly_energy_usd),
                                                             format::count(power.wall_kw));
    bars_->setFigures(tr("Own %1 · rent %3 · API %5\n%2 · %4 · %6 per 1M tokens\n%7")
                          .arg(format::money(m.monthly_own_usd), format::money(m.usd_per_mtok_own), format::money(m.monthly_rent_usd),
                               format::money(m.usd_per_mtok_rent), format::money(m.monthly_api_usd), format::money(m.usd_per_mtok_api),
                               flexLine) +
                      apiSplit + energyLine);
    plot_->replot();

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
    const int gpus = evaluation_->result->sizing.gpus;
    if (power.envelope_mw > 0)
        badges_->set(kPowerBadge, !power.over_envelope,
                     tr("Power: %1 of %2 GPUs the site powers").arg(format::count(gpus), format::count(power.gpus_in_envelope)),
                     tr("%1 MW at the wall powers %2 GPUs at %3 W each ((board + host) × PUE); the fleet needs %4.")
                         .arg(format::plain(power.envelope_mw), format::count(power.gpus_in_envelope),
                              format::count(power.wall_w_per_gpu), format::count(gpus)));
    else
        badges_->hideBadge(kPowerBadge);
}

} // namespace capstan::ui
