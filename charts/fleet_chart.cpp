#include "charts/fleet_chart.h"

#include "analysis/input_texts.h"
#include "analysis/number_format.h"
#include "charts/chart_style.h"
#include "charts/check_badges.h"
#include "charts/stacked_bars.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHash>
#include <QLabel>
#include <QLocale>

#include <qcustomplot.h>

#include <algorithm>

namespace capstan::ui {

FleetChart::FleetChart(QWidget* parent)
    : ChartFrame(parent), plot_(new QCustomPlot(this)), bars_(std::make_unique<StackedBars>(plot_, Qt::Vertical, 3)),
      preset_(new QComboBox(this)), window_(new QComboBox(this)), share_(new QDoubleSpinBox(this)), state_(new QLabel(this))
{
    plot_->setObjectName(QStringLiteral("fleetPlot"));
    preset_->setObjectName(QStringLiteral("fleetPreset"));
    window_->setObjectName(QStringLiteral("fleetWindow"));
    share_->setObjectName(QStringLiteral("fleetEvictionShare"));
    for (const QString& story : PoolMonthAnalysis::stories())
        preset_->addItem(QString(), story);
    for (const char* window : {"hour", "day", "week"})
        window_->addItem(QString(), QString::fromLatin1(window));
    const InputRange share = inputRangeOf("pool.eviction_share");   // the core's range
    share_->setRange(share.min, share.max);
    share_->setSingleStep(0.05);
    share_->setDecimals(3);
    share_->setKeyboardTracking(false);
    // Never narrower than their words: the frame stacks the controls when they do not fit a row.
    preset_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    window_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    controls()->addWidget(preset_);
    controls()->addWidget(window_);
    controls()->addWidget(share_);
    const QColor colors[] = {seriesColor(0), QColor(0xE0, 0x8E, 0x8E), seriesColor(1)};
    for (int i = 0; i < 3; ++i)
        bars_->setColor(i, colors[i]);
    badges_ = new CheckBadges(3, this);
    footer()->addWidget(badges_, 1);
    footer()->addWidget(state_);   // "simulating…" beside the badges: the controls keep their rows
    setPlot(plot_);

    // The levers are the scenario's pool.* inputs: choosing a story sets its window and share
    // too (the core's preset); the month reruns when the evaluation brings them back.
    connect(preset_, &QComboBox::currentIndexChanged, this, [this](int index) {
        Q_EMIT controlEdited(QStringLiteral("pool.story"), preset_->itemData(index).toString());
    });
    connect(window_, &QComboBox::currentIndexChanged, this, [this](int index) {
        Q_EMIT controlEdited(QStringLiteral("pool.window"), window_->itemData(index).toString());
    });
    connect(share_, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        if (!showingControls_)
            Q_EMIT controlEdited(QStringLiteral("pool.eviction_share"), QString::number(value, 'g', 15));
    });
    retranslate();
}

FleetChart::~FleetChart() = default;

void FleetChart::setPoolMonthAnalysis(PoolMonthAnalysis* analysis)
{
    analysis_ = analysis;
    connect(analysis, &PoolMonthAnalysis::started, this, [this] { state_->setText(tr("simulating…")); });
    connect(analysis, &PoolMonthAnalysis::ready, this, [this] {
        state_->clear();
        draw();
    });
}

const fleet::PoolResult* FleetChart::result() const
{
    return analysis_ ? analysis_->result().get() : nullptr;
}

void FleetChart::waitForRefinement()
{
    if (analysis_)
        analysis_->waitForFinished();
}

QWidget* FleetChart::plotWidget() const
{
    return plot_;
}

void FleetChart::retranslate()
{
    setTitle(tr("A month of a rented pool"));
    const QHash<QString, QString> stories = {
        {QStringLiteral("golden-idler"), tr("Golden idler")},
        {QStringLiteral("golden-idler-fixed"), tr("Golden idler, fixed (steady mode)")},
        {QStringLiteral("noise-evictor"), tr("Noise evictor")},
        {QStringLiteral("noise-evictor-fixed"), tr("Noise evictor, fixed (day window, 10%)")},
        {QStringLiteral("bargain-shortfall"), tr("Bargain shortfall")},
        {QStringLiteral("bargain-shortfall-fixed"), tr("Bargain shortfall, fixed (flagships)")},
    };
    for (int i = 0; i < preset_->count(); ++i)
        preset_->setItemText(i, stories.value(preset_->itemData(i).toString(), preset_->itemData(i).toString()));
    bars_->setName(0, tr("Rent that moved tokens"));
    bars_->setName(1, tr("Idle rent"));
    bars_->setName(2, tr("Churn"));
    window_->setItemText(0, tr("hour window (±25%)"));
    window_->setItemText(1, tr("day window (±5%)"));
    window_->setItemText(2, tr("week window (±2%)"));
    share_->setPrefix(tr("evict "));
    bars_->valueAxis()->setLabel(tr("$ per month"));
    useMoneyTicks(bars_->valueAxis());
    draw();
}

void FleetChart::showEvaluation(const EvaluationPtr& evaluation)
{
    const Scenario::Pool& pool = evaluation->scenario.pool;
    showingControls_ = true;
    {
        const QSignalBlocker blockPreset(preset_);
        const QSignalBlocker blockWindow(window_);
        preset_->setCurrentIndex(preset_->findData(QString::fromStdString(pool.story)));
        window_->setCurrentIndex(window_->findData(QString::fromStdString(pool.window)));
        share_->setValue(pool.eviction_share);
    }
    showingControls_ = false;
    if (!analysis_) {
        showMessage(tr("No pool analysis attached."));
        return;
    }
    // The pool month is its own story: the scenario's other inputs never move it.
    if (analysis_->hasRun() && ran_ == pool)
        return;
    ran_ = pool;
    analysis_->run(QString::fromStdString(pool.story), {QString::fromStdString(pool.window), pool.eviction_share});
}

QStringList FleetChart::badgeTexts() const
{
    return badges_->texts();
}

void FleetChart::draw()
{
    const fleet::PoolResult* month = result();
    if (!month)
        return;
    showPlot();
    const fleet::PoolFigures& m = month->mean;
    const double moved = m.run_usd - m.idle_usd;
    bars_->setValues(0, {moved, m.ideal_usd});
    bars_->setValues(1, {m.idle_usd, 0});
    bars_->setValues(2, {m.churn_usd, 0});
    bars_->setCategories({tr("This month"), tr("Ideal")});   // the figures above name both bills
    bars_->valueAxis()->setRange(0, std::max({m.bill_usd, m.ideal_usd, 1.0}) * 1.1);
    const QLocale locale;
    bars_->setFigures(tr("This month %1 · ideal %2\n%3 of %4 cards run; %5 of %6 tok/s\n%7 evicted, %8 wrongly")
                          .arg(format::money(m.bill_usd), format::money(m.ideal_usd))
                          .arg(locale.toString(m.run_cards, 'f', 1))
                          .arg(month->input.cards)
                          .arg(locale.toString(m.delivered_tok_s, 'f', 0))
                          .arg(locale.toString(month->input.demand_tok_s, 'f', 0))
                          .arg(locale.toString(m.evicted_cards, 'f', 1))
                          .arg(locale.toString(m.wrong_evictions, 'f', 1)));
    plot_->replot();
    const fleet::Check* checks[] = {&month->capacity, &month->convergence, &month->wrong_evictions};
    const QString names[] = {tr("Capacity %1%"), tr("Convergence %1%"), tr("Wrong evictions %1%")};
    const QString tips[] = {
        tr("Delivered tokens against demand: sees a rate shortage no eviction repairs; blind to cost."),
        tr("The ideal operator's bill over this bill: sees idle warm cards and churn; blind to a shortage."),
        tr("Evicted cards at or above the fleet's median true rate: a wrong eviction refunds nothing; blind to "
           "cost and capacity."),
    };
    for (int i = 0; i < 3; ++i)
        badges_->set(i, checks[i]->pass, names[i].arg(locale.toString(checks[i]->value * 100, 'f', 1)), tips[i]);
}

} // namespace capstan::ui
