#include "charts/procurement_chart.h"

#include "analysis/number_format.h"
#include "analysis/procurement_analysis.h"
#include "charts/chart_style.h"
#include "charts/check_badges.h"
#include "charts/run_follower.h"
#include "charts/stacked_bars.h"

#include <QGridLayout>
#include <QLabel>
#include <QLocale>

#include <qcustomplot.h>

#include <algorithm>

namespace capstan::ui {

namespace {

// The most options a basis yields: as planned, own to demand, core + flex, rent all, API only.
constexpr int kMaxOptions = 5;
// Half a bar's thickness in category units (StackedBars draws bars 0.6 wide).
constexpr double kBarHalfWidth = 0.3;

} // namespace

ProcurementChart::ProcurementChart(QWidget* parent)
    : ChartFrame(parent), plot_(new QCustomPlot(this)), bars_(std::make_unique<StackedBars>(plot_, Qt::Horizontal, 4)),
      badgeRows_(new QWidget(this)), badgeGrid_(new QGridLayout(badgeRows_)), run_(new RunFollower(this, [this] { draw(); }))
{
    plot_->setObjectName(QStringLiteral("procurementPlot"));
    bars_->setColor(int(Part::OwnedCarrying), seriesColor(0));
    bars_->setColor(int(Part::OwnedIdle), QColor(0xE0, 0x8E, 0x8E));   // the bill chart's idle
    bars_->setColor(int(Part::Rented), seriesColor(5));
    bars_->setColor(int(Part::Api), seriesColor(3));
    // The first option on top, read down like the badge rows under the plot.
    bars_->categoryAxis()->setRangeReversed(true);
    for (int i = 0; i < kMaxOptions; ++i) {
        QCPItemText* label = makeLabel(plot_, palette().color(QPalette::WindowText));
        // Over its bar's start, in the gap above the bar: it never runs into a bar or off the axis.
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
        label->setPadding(QMargins(0, 0, 0, 3));
        label->setVisible(false);
        labels_.append(label);
        auto* name = new QLabel(badgeRows_);
        auto* badges = new CheckBadges(3, badgeRows_);
        badgeGrid_->addWidget(name, i, 0);
        badgeGrid_->addWidget(badges, i, 1);
        rowNames_.append(name);
        badges_.append(badges);
    }
    badgeGrid_->setContentsMargins(0, 0, 0, 0);
    badgeGrid_->setVerticalSpacing(2);
    badgeGrid_->setColumnStretch(1, 1);
    footer()->addWidget(badgeRows_);
    setPlot(plot_);
    retranslate();
}

ProcurementChart::~ProcurementChart() = default;

void ProcurementChart::setProcurementAnalysis(ProcurementAnalysis* analysis)
{
    analysis_ = analysis;
    run_->attach(analysis);
}

QWidget* ProcurementChart::plotWidget() const
{
    return plot_;
}

void ProcurementChart::waitForRefinement()
{
    run_->wait();
}

const fleet::ProcurementOptions* ProcurementChart::options() const
{
    return run_->result().value<std::shared_ptr<const fleet::ProcurementOptions>>().get();
}

void ProcurementChart::retranslate()
{
    setTitle(tr("Ways to buy the month"));
    bars_->setName(int(Part::OwnedCarrying), tr("Owned, carrying"));
    bars_->setName(int(Part::OwnedIdle), tr("Owned, idle"));
    bars_->setName(int(Part::Rented), tr("Rented"));
    bars_->setName(int(Part::Api), tr("API"));
    bars_->valueAxis()->setLabel(tr("$ per month"));
    useMoneyTicks(bars_->valueAxis());
    draw();
}

void ProcurementChart::showEvaluation(const EvaluationPtr& evaluation)
{
    evaluation_ = evaluation;
    run_->follow(evaluation->generation);
    draw();
}

QString ProcurementChart::optionName(fleet::OptionKind kind) const
{
    switch (kind) {
    case fleet::OptionKind::AsPlanned:
        return tr("Own the sized fleet");
    case fleet::OptionKind::OwnDemand:
        return tr("Own to demand");
    case fleet::OptionKind::CoreFlex:
        return tr("Core owned + rented flex");
    case fleet::OptionKind::RentAll:
        return tr("Rent all");
    case fleet::OptionKind::ApiOnly:
        return tr("API only");
    }
    return {};
}

QVector<double> ProcurementChart::partUsd(Part part) const
{
    return bars_->values(int(part));
}

QStringList ProcurementChart::optionNames() const
{
    return names_;
}

QStringList ProcurementChart::barLabels() const
{
    QStringList texts;
    for (const QCPItemText* label : labels_)
        if (label->visible())
            texts.append(label->text());
    return texts;
}

QStringList ProcurementChart::badgeTexts(int option) const
{
    return option >= 0 && option < badges_.size() ? badges_[option]->texts() : QStringList();
}

QString ProcurementChart::figures() const
{
    return bars_->figures();
}

QString ProcurementChart::barLabel(bool marked, const fleet::ProcurementResult& month) const
{
    const QString outlay = month.capital_outlay_usd > 0
                               ? tr("%1 up front").arg(format::money_compact(month.capital_outlay_usd))
                               : tr("nothing up front");
    const QString head = tr("%1 a month · %2").arg(format::money_compact(month.bill_usd), outlay);
    // The verdict beside the figures too, so an exported chart (no badge rows) still says it.
    if (marked)
        return tr("%1 · cheapest passing").arg(head);
    QStringList failed;
    if (!month.idle.pass)
        failed.append(tr("idle"));
    if (!month.margin.pass)
        failed.append(tr("margin"));
    if (!month.overflow.pass)
        failed.append(tr("overflow"));
    return failed.isEmpty() ? tr("%1 · passes").arg(head)
                            : tr("%1 · fails %2").arg(head, failed.join(QStringLiteral(", ")));
}

void ProcurementChart::showBadges(int row, const fleet::ProcurementOption& option)
{
    const fleet::ProcurementResult& month = option.result;
    const QLocale locale;
    badges_[row]->set(0, month.idle.pass, tr("Idle %1").arg(format::percent(month.idle.value, 0, locale)),
                      tr("Owned card-month dollars that moved no tokens; at most %1.")
                          .arg(format::percent(month.idle.threshold, 0, locale)));
    badges_[row]->set(1, month.margin.pass,
                      tr("Margin %1× API").arg(locale.toString(month.margin.value, 'f', 2)),
                      tr("The bill over the API's bill for the same tokens; at most %1×.")
                          .arg(locale.toString(month.margin.threshold, 'f', 2)));
    badges_[row]->set(2, month.overflow.pass, tr("Overflow %1").arg(format::percent(month.overflow.value, 0, locale)),
                      tr("Tokens the API carries; at most %1.").arg(format::percent(month.overflow.threshold, 0, locale)));
}

void ProcurementChart::draw()
{
    marked_ = -1;
    names_.clear();
    if (!evaluation_)
        return;
    const fleet::ProcurementOptions* all = options();
    QString why;
    if (!evaluation_->result)
        why = QString::fromStdString(evaluation_->result.error().message());
    else if (!all && analysis_ && !analysis_->error().isEmpty() && run_->landed())
        why = analysis_->error();
    if (!why.isEmpty()) {
        for (CheckBadges* badges : std::as_const(badges_))
            badges->clear();
        showMessage(tr("No options: %1").arg(why));
        return;
    }
    // Pricing the options takes microseconds: the last drawing stands until they land.
    if (!all)
        return;
    showPlot();
    setProvenance(ProvenanceText::chartNote(*evaluation_, "cost.monthly_usd.own"));
    marked_ = all->cheapest_passing;
    QVector<double> carrying, idle, rented, api;
    QStringList names;
    double widest = 1.0;
    const int count = int(std::min<std::size_t>(all->options.size(), kMaxOptions));
    for (int i = 0; i < kMaxOptions; ++i) {
        const bool shown = i < count;
        rowNames_[i]->setVisible(shown);
        badges_[i]->setVisible(shown);
        labels_[i]->setVisible(shown);
        if (!shown)
            continue;
        const fleet::ProcurementOption& option = all->options[std::size_t(i)];
        const fleet::ProcurementResult& month = option.result;
        const QString name = optionName(option.kind);
        names.append(i == marked_ ? QStringLiteral("★ ") + name : name);
        rowNames_[i]->setText(name);
        names_.append(name);
        carrying.append(month.owned_usd - month.owned_idle_usd);
        idle.append(month.owned_idle_usd);
        rented.append(month.rented_usd);
        api.append(month.api_usd);
        widest = std::max(widest, month.bill_usd);
        labels_[i]->setText(barLabel(i == marked_, month));
        labels_[i]->position->setCoords(0, double(i) - kBarHalfWidth);
        showBadges(i, option);
    }
    bars_->setValues(int(Part::OwnedCarrying), carrying);
    bars_->setValues(int(Part::OwnedIdle), idle);
    bars_->setValues(int(Part::Rented), rented);
    bars_->setValues(int(Part::Api), api);
    bars_->setCategories(names);
    // The first bar's label needs the same gap above it as the others have between the bars.
    bars_->categoryAxis()->setRange(-0.5 - kBarHalfWidth, double(names.size()) - 0.5);
    bars_->valueAxis()->setRange(0, widest * 1.05);
    if (marked_ >= 0) {
        const fleet::ProcurementResult& best = all->options[std::size_t(marked_)].result;
        bars_->setFigures(tr("Cheapest passing all three checks: %1\n%2 a month, %3 up front (%4 owned, %5 rented cards)")
                              .arg(optionName(all->options[std::size_t(marked_)].kind), format::money(best.bill_usd),
                                   format::money(best.capital_outlay_usd), format::count(best.owned_cards),
                                   format::count(best.rented_cards)));
    } else {
        bars_->setFigures(tr("No option passes all three checks"));
    }
    plot_->replot();
}

} // namespace capstan::ui
