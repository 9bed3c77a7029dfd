#include "charts/latency_chart.h"

#include "charts/chart_style.h"
#include "charts/job_progress.h"
#include "charts/run_follower.h"

#include <QFontMetrics>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace capstan::ui {

namespace {

constexpr int kBins = 60;

} // namespace

LatencyChart::LatencyChart(QWidget* parent)
    : ChartFrame(parent), plot_(new QCustomPlot(this)), state_(new QLabel(this)), run_(new RunFollower(this, [this] { draw(); }))
{
    plot_->setObjectName(QStringLiteral("latencyPlot"));
    plot_->plotLayout()->clear();
    auto* ttft_rect = new QCPAxisRect(plot_);
    auto* tpot_rect = new QCPAxisRect(plot_);
    plot_->plotLayout()->addElement(0, 0, ttft_rect);
    plot_->plotLayout()->addElement(0, 1, tpot_rect);
    ttft_ = makePanel(ttft_rect);
    tpot_ = makePanel(tpot_rect);
    state_->setObjectName(QStringLiteral("latencyState"));
    state_->setWordWrap(true);   // the simulation's line wraps on a narrow chart instead of being cut
    footer()->addWidget(state_, 1);
    setPlot(plot_);
    connect(plot_, &QCustomPlot::afterLayout, this, [this] {
        placeLabels(ttft_);
        placeLabels(tpot_);
    });
    retranslate();
}

void LatencyChart::setLatencyAnalysis(LatencyAnalysis* analysis)
{
    analysis_ = analysis;
    run_->attach(analysis);
    progress_ = new JobProgress(analysis->job(), this);
    progress_->setMaximumWidth(160);
    progress_->setLabel(tr("Simulating: %p%"));
    footer()->addWidget(progress_);
}

const LatencySample* LatencyChart::sample() const
{
    return run_->result().value<std::shared_ptr<const LatencySample>>().get();
}

LatencyChart::Panel LatencyChart::makePanel(QCPAxisRect* rect)
{
    Panel panel;
    panel.rect = rect;
    const QPalette palette = QApplication::palette();
    styleAxisRect(rect);
    useShareTicks(rect->axis(QCPAxis::atLeft));
    setPlotBackground(plot_, palette.brush(QPalette::Base));
    panel.bars = new QCPBars(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    panel.bars->setPen(Qt::NoPen);
    panel.bars->setBrush(seriesColor(5));
    panel.bars->setWidthType(QCPBars::wtPlotCoords);
    for (int i = 0; i < 3; ++i) {
        panel.lines[i] = new QCPItemStraightLine(plot_);
        panel.lines[i]->setClipAxisRect(rect);
        panel.lines[i]->point1->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
        panel.lines[i]->point2->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
        panel.labels[i] = makeLabel(plot_, seriesColor(i == 0 ? 2 : i == 1 ? 1 : 3));
        panel.labels[i]->setClipAxisRect(rect);
        panel.labels[i]->setClipToAxisRect(true);
        panel.labels[i]->position->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    }
    panel.slo = new QCPItemStraightLine(plot_);
    panel.slo->setClipAxisRect(rect);
    panel.slo->point1->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    panel.slo->point2->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    panel.slo->setPen(QPen(sloColor(), 2));
    panel.sloLabel = makeLabel(plot_, sloColor());
    panel.sloLabel->setClipAxisRect(rect);
    panel.sloLabel->setClipToAxisRect(true);
    panel.sloLabel->position->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    return panel;
}

QWidget* LatencyChart::plotWidget() const
{
    return plot_;
}

void LatencyChart::waitForRefinement()
{
    run_->wait();
}

QString LatencyChart::stateText() const
{
    return state_->text();
}

void LatencyChart::retranslate()
{
    setTitle(tr("Latency at peak: TTFT and TPOT"));
    if (progress_)
        progress_->setLabel(tr("Simulating: %p%"));
    ttft_.rect->axis(QCPAxis::atBottom)->setLabel(tr("Time to first token (ms)"));
    tpot_.rect->axis(QCPAxis::atBottom)->setLabel(tr("Time per output token (ms)"));
    ttft_.rect->axis(QCPAxis::atLeft)->setLabel(tr("Share of requests"));
    draw();
}

void LatencyChart::showEvaluation(const EvaluationPtr& evaluation)
{
    evaluation_ = evaluation;
    if (!analysis_) {
        analytic_ = {};
        showMessage(tr("No latency analysis attached."));
        return;
    }
    // The analysis has seen this evaluation first: its closed form at once, its simulation
    // when it lands (rerun by the analysis only when a refinement moved the replica count).
    analytic_ = analysis_->analytic();
    run_->follow(evaluation->generation);
    if (!evaluation->result) {
        showMessage(tr("No latency to draw: %1").arg(QString::fromStdString(evaluation->result.error().message())));
        return;
    }
    draw();
}

// Each percentile's label right of its line unless the text would run past the panel's right
// edge: then left of it, or on whichever side has more room, pushed inward where even that side
// is too narrow, so no label leaves its panel. From the panel's laid-out size: run after every
// layout.
void LatencyChart::placeLabels(Panel& panel)
{
    // The percentile labels stack down from the top of the panel, one line each, and the SLO's
    // below them, so no two overlap however close their lines are; each turns to the side of
    // its line with room.
    QCPAxis* x = panel.rect->axis(QCPAxis::atBottom);
    int row = 0;
    auto place = [&](QCPItemText* label, double at, Qt::Alignment preferred) {
        const QFontMetrics metrics(label->font());
        const double line_px = x->coordToPixel(at);
        const int box_px = metrics.horizontalAdvance(label->text()) + label->padding().left() + label->padding().right();
        const int text_px = metrics.horizontalAdvance(label->text()) + 8;
        const double room_right = panel.rect->right() - line_px;
        const double room_left = line_px - panel.rect->left();
        const bool right_fits = text_px <= room_right;
        const bool left_fits = text_px <= room_left;
        const bool left = preferred == Qt::AlignRight ? (left_fits || room_left >= room_right)
                                                      : (!right_fits && (left_fits || room_left >= room_right));
        label->setPositionAlignment((left ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop);
        const double inside_px = left ? std::max(line_px, panel.rect->left() + 1.0 + box_px)
                                      : std::min(line_px, panel.rect->right() - 1.0 - box_px);
        const int height = metrics.height() + label->padding().top() + label->padding().bottom() + 2;
        label->position->setTypeY(QCPItemPosition::ptAbsolute);
        label->position->setCoords(x->pixelToCoord(inside_px), panel.rect->top() + 2 + row++ * height);
    };
    for (int i = 0; i < 3; ++i)
        place(panel.labels[i], panel.lines[i]->point1->coords().x(), Qt::AlignLeft);
    place(panel.sloLabel, panel.sloLabelAt, Qt::AlignRight);
}

void LatencyChart::drawPanel(Panel& panel, const std::vector<float>* samples, const double quantiles[3], double slo_ms,
                             bool simulated)
{
    QCPAxis* x = panel.rect->axis(QCPAxis::atBottom);
    QCPAxis* y = panel.rect->axis(QCPAxis::atLeft);
    // Show the distribution; the SLO joins the range unless it lies far beyond the tail, where
    // its label sits at the right edge with an arrow.
    const double tail_max = std::max(quantiles[2] * 1.3, 1e-3);
    const bool slo_inside = slo_ms <= 3 * tail_max;
    const double x_max = slo_inside ? std::max(tail_max, slo_ms * 1.1) : tail_max;
    QVector<double> keys;
    QVector<double> shares;
    if (samples && !samples->empty()) {
        const double width = x_max / kBins;
        std::vector<double> counts(kBins, 0.0);
        for (float v : *samples)
            counts[std::size_t(std::clamp(int(v / width), 0, kBins - 1))] += 1.0;
        for (int i = 0; i < kBins; ++i) {
            keys.append((i + 0.5) * width);
            shares.append(counts[std::size_t(i)] / double(samples->size()));
        }
        panel.bars->setWidth(width * 0.9);
    }
    panel.bars->setData(keys, shares);
    const double y_max = shares.isEmpty() ? 1.0 : *std::max_element(shares.begin(), shares.end()) * 1.3;
    x->setRange(0, x_max);
    y->setRange(0, y_max);
    const QLocale locale;
    const char* names[] = {"p50", "p95", "p99"};
    for (int i = 0; i < 3; ++i) {
        panel.lines[i]->point1->setCoords(quantiles[i], 0);
        panel.lines[i]->point2->setCoords(quantiles[i], 1);
        panel.lines[i]->setPen(QPen(seriesColor(i == 0 ? 2 : i == 1 ? 1 : 3), 1.8, simulated ? Qt::SolidLine : Qt::DashLine));
        panel.labels[i]->position->setCoords(quantiles[i], 0);   // y: placeLabels stacks them after layout
        // Tenths below 100 ms, whole milliseconds above: "p95 229", "p50 27.7".
        panel.labels[i]->setText(QStringLiteral("%1 %2").arg(QLatin1String(names[i]),
                                                              locale.toString(quantiles[i], 'f', quantiles[i] >= 100 ? 0 : 1)));
    }
    panel.slo->point1->setCoords(slo_ms, 0);
    panel.slo->point2->setCoords(slo_ms, 1);
    panel.sloLabelAt = slo_inside ? slo_ms : x_max;
    panel.sloLabel->position->setCoords(panel.sloLabelAt, 0);
    panel.sloLabel->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
    panel.sloLabel->setText(slo_inside ? tr("SLO %1 ms").arg(locale.toString(slo_ms, 'g', 4))
                                       : tr("SLO %1 ms →").arg(locale.toString(slo_ms, 'g', 4)));
}

void LatencyChart::draw()
{
    if (!evaluation_ || !evaluation_->result)
        return;
    const Scenario& s = evaluation_->scenario;
    const QLocale locale;
    const LatencySample* simulated = sample();
    if (simulated && !simulated->result.stable) {
        state_->setText(tr("simulated"));
        showMessage(tr("Unstable at the peak rate: the queue grows without bound on %1 replicas (%2).")
                        .arg(simulated->result.replicas)
                        .arg(QString::fromStdString(simulated->result.unstable_reason)));
        return;
    }
    if (!simulated && !analytic_.stable) {
        state_->setText(tr("analytic estimate; simulating…"));
        showMessage(tr("The peak rate reaches the fleet's saturation (%1 req/s): no finite tail.")
                        .arg(locale.toString(analytic_.saturation_rps, 'f', 1)));
        return;
    }
    showPlot();
    setProvenance(ProvenanceText::withModelError(ProvenanceText::tailNote(s, simulated != nullptr), s, "latency"));
    if (simulated) {
        const sim::SimResult& r = simulated->result;
        const double ttft[3] = {r.ttft_ms.at(50), r.ttft_ms.at(95), r.ttft_ms.at(99)};
        const double tpot[3] = {r.tpot_ms.at(50), r.tpot_ms.at(95), r.tpot_ms.at(99)};
        drawPanel(ttft_, &simulated->ttft_ms, ttft, s.slo.ttft_ms, true);
        drawPanel(tpot_, &simulated->tpot_ms, tpot, s.slo.tpot_ms, true);
        state_->setText(tr("Simulated: %1 requests, %2 replicas, %3 req/s; p99 TTFT ±%4 ms (95% CI)")
                            .arg(locale.toString(qlonglong(r.requests)))
                            .arg(r.replicas)
                            .arg(locale.toString(r.arrival_rps, 'f', 1))
                            .arg(locale.toString(r.ttft_ms.ci95_at(99), 'f', 0)));
    } else {
        const double ttft[3] = {analytic_.ttft_ms.p50, analytic_.ttft_ms.p95, analytic_.ttft_ms.p99};
        const double tpot[3] = {analytic_.tpot_ms.p50, analytic_.tpot_ms.p95, analytic_.tpot_ms.p99};
        drawPanel(ttft_, nullptr, ttft, s.slo.ttft_ms, false);
        drawPanel(tpot_, nullptr, tpot, s.slo.tpot_ms, false);
        state_->setText(tr("Analytic estimate (dashed); simulating…"));
    }
    plot_->replot();
}

} // namespace capstan::ui
