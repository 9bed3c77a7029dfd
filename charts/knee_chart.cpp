#include "charts/knee_chart.h"

#include "charts/chart_style.h"
#include "charts/plot_placement.h"
#include "charts/knee_curve.h"

#include "analysis/core_texts.h"
#include "analysis/knee_baseline.h"
#include "analysis/knee_overlays.h"

#include <QComboBox>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QLocale>

#include <qcustomplot.h>

#include <algorithm>
#include <cstring>

namespace capstan::ui {

KneeChart::KneeChart(QWidget* parent) : ChartFrame(parent), plot_(new QCustomPlot(this)), overlay_(new QComboBox(this))
{
    plot_->setObjectName(QStringLiteral("kneePlot"));
    overlay_->setObjectName(QStringLiteral("kneeOverlay"));
    overlay_->addItem(QString(), QStringLiteral("none"));
    overlay_->addItem(QString(), QStringLiteral("precisions"));
    overlay_->addItem(QString(), QStringLiteral("gpus"));
    controls()->addWidget(overlay_);
    // The overlay is the scenario's view.knee_overlay: a choice edits it, the evaluation draws it.
    connect(overlay_, &QComboBox::currentIndexChanged, this, [this](int index) {
        Q_EMIT controlEdited(QStringLiteral("view.knee_overlay"), overlay_->itemData(index).toString());
    });

    styleAxes(plot_);
    curve_ = new QCPCurve(plot_->xAxis, plot_->yAxis);
    curve_->setPen(QPen(seriesColor(0), 2.5));
    curve_->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 3.5));
    withoutSpeculation_ = new QCPCurve(plot_->xAxis, plot_->yAxis);
    withoutSpeculation_->setPen(QPen(seriesColor(0), 1.5, Qt::DashLine));
    markers_ = plot_->addGraph();
    markers_->setLineStyle(QCPGraph::lsNone);
    markers_->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, seriesColor(2), 9));
    operating_ = plot_->addGraph();
    operating_->setLineStyle(QCPGraph::lsNone);
    operating_->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, seriesColor(3), 12));
    sloZone_ = new QCPItemRect(plot_);
    sloZone_->setPen(Qt::NoPen);
    QColor zone = sloColor();
    zone.setAlpha(28);
    sloZone_->setBrush(zone);
    sloZone_->setLayer(QStringLiteral("background"));
    sloLine_ = new QCPItemStraightLine(plot_);
    sloLine_->setPen(QPen(sloColor(), 1.5, Qt::DashLine));
    sloLabel_ = makeLabel(plot_, sloColor());
    sloKey_ = plot_->addGraph();
    sloKey_->setPen(QPen(sloColor(), 1.5, Qt::DashLine));
    zone.setAlpha(90);
    sloKey_->setBrush(zone);
    sloKey_->removeFromLegend();
    operatingLabel_ = makeLabel(plot_, seriesColor(3));
    plot_->legend->setVisible(true);
    placeLegendBelow(plot_, 2);   // no corner of the plot is free of data
    connect(plot_, &QCustomPlot::afterLayout, this, [this] {
        if (evaluation_ && evaluation_->result && placeSloWords())
            plot_->replot(QCustomPlot::rpQueuedReplot);
    });
    setPlot(plot_);
    retranslate();
}

QWidget* KneeChart::plotWidget() const
{
    return plot_;
}

void KneeChart::retranslate()
{
    setTitle(tr("Throughput–latency knee"));
    overlay_->setItemText(0, tr("No overlay"));
    overlay_->setItemText(1, tr("Overlay precisions"));
    overlay_->setItemText(2, tr("Overlay GPUs"));
    plot_->xAxis->setLabel(tr("Per-user speed (tokens/s) — faster to the right"));
    plot_->yAxis->setLabel(tr("Tokens/s per replica (output)"));
    useCountTicks(plot_->yAxis);
    operating_->setName(tr("Operating point"));
    draw();
}

void KneeChart::showEvaluation(const EvaluationPtr& evaluation)
{
    evaluation_ = evaluation;
    const QSignalBlocker block(overlay_);
    overlay_->setCurrentIndex(int(evaluation->scenario.view.knee_overlay));
    draw();
}

void KneeChart::draw()
{
    if (!evaluation_)
        return;
    if (!evaluation_->result) {
        showMessage(tr("No knee to draw: %1").arg(QString::fromStdString(evaluation_->result.error().message())));
        return;
    }
    showPlot();
    setProvenance(ProvenanceText::withModelError(ProvenanceText::chartNote(*evaluation_, "decode.curve[].step_ms"),
                                                 evaluation_->scenario, "throughput"));
    const Result& r = *evaluation_->result;
    const Scenario& s = evaluation_->scenario;
    const QLocale locale;
    // Short legend entries, two a row even on a laptop: the card and the precision name the curve
    // (the overlays differ in one of them), the model is the scenario's.
    QString gpu = QString::fromStdString(s.gpu.spec.name);
    for (const char* vendor : {"NVIDIA ", "AMD ", "Intel "})
        if (gpu.startsWith(QLatin1String(vendor)))
            gpu = gpu.mid(int(std::strlen(vendor)));
    curve_->setName(tr("%1, %2-bit").arg(gpu).arg(s.model.weight_bits));
    setCurvePoints(curve_, kneePoints(r.curve));
    // With speculative decoding, the knee without it, dashed: where the two cross the gain turns.
    withoutSpeculationPoints_ = kneePoints(kneeWithoutSpeculation(s, r));
    setCurvePoints(withoutSpeculation_, withoutSpeculationPoints_);
    withoutSpeculation_->setName(tr("without speculative decoding"));
    if (withoutSpeculationPoints_.isEmpty())
        withoutSpeculation_->removeFromLegend();
    else
        withoutSpeculation_->addToLegend();

    // Ridge and cap markers.
    const auto ridge = std::min_element(r.curve.begin(), r.curve.end(), [&](const KneePoint& a, const KneePoint& b) {
        return std::abs(a.batch - r.ridge_batch) < std::abs(b.batch - r.ridge_batch);
    });
    const KneePoint& cap = r.curve.back();
    markers_->setData({cap.per_user_tok_s}, {cap.aggregate_tok_s});
    const QString cap_text = r.memory.sustained_seats <= s.deploy.max_batch
                                 ? tr("KV cap %1").arg(cap.batch)
                                 : tr("cap %1").arg(cap.batch);
    const bool ridge_inside = r.ridge_batch >= 1 && r.ridge_batch <= cap.batch;
    if (ridge_inside) {
        markers_->addData(ridge->per_user_tok_s, ridge->aggregate_tok_s);
        markers_->setName(tr("Ridge %1 · %2").arg(ridge->batch).arg(cap_text));
    } else {
        markers_->setName(tr("No ridge · %1").arg(cap_text));
    }

    // The SLO: a user must see at least 1000 / TPOT tokens per second.
    const double slo_x = sloPerUserTokS();
    sloLine_->point1->setCoords(slo_x, 0);
    sloLine_->point2->setCoords(slo_x, 1);
    sloLabel_->position->setType(QCPItemPosition::ptPlotCoords);
    // On the shaded side, from its left edge, two thirds up: the curve starts top left (large
    // batches) and ends bottom right (batch 1), the legend sits bottom left, and the axis's tick
    // labels are not under it.
    sloLabel_->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    sloLabel_->setText(tr("TPOT SLO %1 ms:\nslower than promised ").arg(locale.toString(s.slo.tpot_ms, 'g', 4)));

    const KneePoint& op = r.operating.point;
    operating_->setData({op.per_user_tok_s}, {op.aggregate_tok_s});
    operatingLabel_->position->setCoords(op.per_user_tok_s, op.aggregate_tok_s);
    // The curve runs from the top left (large batch) to the bottom right (batch 1): put the
    // label on the side with room.
    const bool right_side = op.per_user_tok_s < 0.5 * std::max(r.curve.front().per_user_tok_s, slo_x);
    operatingLabel_->setPositionAlignment((right_side ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignTop);
    operatingLabel_->setText(tr("  operating point: batch %1  \n  %2 tok/s, %3 tok/s per user  \n  %4  ")
                                 .arg(op.batch)
                                 .arg(locale.toString(op.aggregate_tok_s, 'f', 0))
                                 .arg(locale.toString(op.per_user_tok_s, 'f', 1))
                                 .arg(limitText(r.operating.limit)));

    drawOverlays(s);
    plot_->rescaleAxes();
    plot_->xAxis->setRangeLower(0);
    plot_->yAxis->setRangeLower(0);
    const double x_max = std::max(plot_->xAxis->range().upper, slo_x) * 1.08;
    plot_->xAxis->setRangeUpper(x_max);
    plot_->yAxis->setRangeUpper(plot_->yAxis->range().upper * 1.12);
    // Left of the SLO line a user reads slower than the promise: shade it.
    sloZone_->topLeft->setCoords(0, plot_->yAxis->range().upper);
    sloZone_->bottomRight->setCoords(slo_x, 0);
    sloLabel_->position->setCoords(plot_->xAxis->range().lower,
                                   plot_->yAxis->range().lower + 0.68 * plot_->yAxis->range().size());
    sloKey_->setName(tr("Slower than TPOT %1 ms").arg(locale.toString(s.slo.tpot_ms, 'g', 4)));
    placeSloWords();
    plot_->replot();
}

// The SLO's words go on the shaded zone when they fit it at the plot's laid-out size, else
// into the legend, so they never cross the SLO line or the curve. Run after every layout; a
// change of place redraws once more.
bool KneeChart::placeSloWords()
{
    const double zone_px = plot_->xAxis->coordToPixel(sloZone_->bottomRight->coords().x()) -
                           plot_->xAxis->coordToPixel(plot_->xAxis->range().lower);
    const QFontMetrics metrics(sloLabel_->font());
    int text_px = 0;
    for (const QString& line : sloLabel_->text().split(QLatin1Char('\n')))
        text_px = std::max(text_px, metrics.horizontalAdvance(line));
    const bool fits = text_px + 12 <= zone_px;
    if (sloLabel_->visible() == fits && plot_->legend->hasItemWithPlottable(sloKey_) == !fits)
        return false;
    sloLabel_->setVisible(fits);
    if (fits)
        sloKey_->removeFromLegend();
    else
        sloKey_->addToLegend();
    return true;
}

bool KneeChart::sloExplainedInLegend() const
{
    return !sloLabel_->visible();
}

void KneeChart::drawOverlays(const Scenario& scenario)
{
    for (QCPCurve* overlay : overlays_)
        plot_->removePlottable(overlay);
    overlays_.clear();
    int index = 4;
    for (const KneeOverlay& variant : kneeOverlays(scenario, scenario.view.knee_overlay)) {
        auto* overlay = new QCPCurve(plot_->xAxis, plot_->yAxis);
        overlay->setPen(QPen(seriesColor(index++), 1.8, Qt::DashLine));
        overlay->setName(variant.weight_bits > 0 ? tr("%1-bit weights").arg(variant.weight_bits)
                                                 : QString::fromStdString(variant.gpu_name));
        setCurvePoints(overlay, kneePoints(variant.curve));
        overlays_.append(overlay);
    }
}

QVector<QPointF> KneeChart::curvePoints() const
{
    return evaluation_ && evaluation_->result ? kneePoints(evaluation_->result->curve) : QVector<QPointF>();
}

QPointF KneeChart::operatingPoint() const
{
    if (!evaluation_ || !evaluation_->result)
        return {};
    const KneePoint& op = evaluation_->result->operating.point;
    return {op.per_user_tok_s, op.aggregate_tok_s};
}

double KneeChart::sloPerUserTokS() const
{
    return evaluation_ ? 1000.0 / evaluation_->scenario.slo.tpot_ms : 0.0;
}

QVector<QPointF> KneeChart::withoutSpeculationPoints() const
{
    return withoutSpeculationPoints_;
}

int KneeChart::overlayCount() const
{
    return int(overlays_.size());
}

} // namespace capstan::ui
