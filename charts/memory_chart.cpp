#include "charts/memory_chart.h"

#include "analysis/number_format.h"

#include "charts/chart_style.h"
#include "charts/stacked_bars.h"

#include <QLocale>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace capstan::ui {

namespace {

constexpr int kSegments = 5;

QColor segmentColor(int segment)
{
    return segment == kSegments - 1 ? QColor(0xBB, 0xBB, 0xBB) : seriesColor(segment);
}

} // namespace

MemoryChart::MemoryChart(QWidget* parent)
    : ChartFrame(parent), plot_(new QCustomPlot(this)),
      bars_(std::make_unique<StackedBars>(plot_, Qt::Horizontal, kSegments))
{
    plot_->setObjectName(QStringLiteral("memoryPlot"));
    for (int i = 0; i < kSegments; ++i) {
        bars_->setColor(i, segmentColor(i));
        // On its segment, in black or white, whichever reads: the box is the segment's colour.
        auto* figure = new QCPItemText(plot_);
        figure->setColor(textOn(segmentColor(i)));
        figure->setBrush(segmentColor(i));
        figure->setPen(Qt::NoPen);
        figure->setPadding(QMargins(1, 0, 1, 0));
        figure->setPositionAlignment(Qt::AlignCenter);
        figures_[i] = figure;
    }
    // Ticks fall on round gigabytes (0, 20, 40, ... for 85.5 GB), set in draw().
    auto ticker = QSharedPointer<QCPAxisTickerFixed>::create();
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssNone);
    bars_->valueAxis()->setTicker(ticker);
    bars_->valueAxis()->setNumberFormat(QStringLiteral("f"));
    bars_->valueAxis()->setNumberPrecision(0);
    connect(plot_, &QCustomPlot::afterLayout, this, &MemoryChart::fitFigures);
    setPlot(plot_);
    retranslate();
}

MemoryChart::~MemoryChart() = default;

QWidget* MemoryChart::plotWidget() const
{
    return plot_;
}

void MemoryChart::retranslate()
{
    setTitle(tr("Memory map of one GPU"));
    const QString names[] = {tr("Weights"), tr("KV in use"), tr("KV free"), tr("Workspace"), tr("Reserved")};
    for (int i = 0; i < kSegments; ++i)
        bars_->setName(i, names[i]);
    bars_->valueAxis()->setLabel(tr("GB (10⁹ bytes)"));
    draw();
}

void MemoryChart::showEvaluation(const EvaluationPtr& evaluation)
{
    evaluation_ = evaluation;
    draw();
}

QVector<double> MemoryChart::segmentsGb() const
{
    QVector<double> segments;
    for (int i = 0; i < kSegments; ++i)
        segments.append(bars_->values(i).value(0));
    return segments;
}

void MemoryChart::draw()
{
    if (!evaluation_)
        return;
    if (!evaluation_->result) {
        showMessage(tr("No memory map: %1").arg(QString::fromStdString(evaluation_->result.error().message())));
        return;
    }
    showPlot();
    setProvenance(ProvenanceText::chartNote(*evaluation_, "memory.weights_bytes_per_gpu"));
    const Result& r = *evaluation_->result;
    const Scenario& s = evaluation_->scenario;
    const MemoryPlan& m = r.memory;
    const double kv_in_use = std::min(m.kv_free_bytes_per_gpu,
                                      r.operating.point.batch * m.mean_context_tokens * m.kv_bytes_per_token_per_gpu);
    const double values_gb[] = {
        m.weights_bytes_per_gpu / 1e9,
        kv_in_use / 1e9,
        std::max(0.0, m.kv_free_bytes_per_gpu - kv_in_use) / 1e9,
        m.workspace_bytes_per_gpu / 1e9,
        (s.gpu.spec.mem_bytes - m.usable_bytes_per_gpu) / 1e9,
    };
    const QLocale locale;
    for (int i = 0; i < kSegments; ++i) {
        const double gb = std::round(values_gb[i] * 10) / 10;
        bars_->setValues(i, {gb});
        figures_[i]->setText(locale.toString(gb, 'g', 3));
        figures_[i]->position->setCoords(bars_->start(i, 0) + gb / 2, 0);
    }
    bars_->setCategories({tr("GPU (TP %1)").arg(s.deploy.tp)});
    // The bar spans the whole device.
    const double device_gb = s.gpu.spec.mem_bytes / 1e9;
    bars_->valueAxis()->setRange(0, device_gb);
    qSharedPointerCast<QCPAxisTickerFixed>(bars_->valueAxis()->ticker())->setTickStep(format::nearest_125(device_gb / 4));
    const QString weights = m.gpus_for_weights == 1 ? tr("weights alone fill one GPU")
                                                    : tr("weights alone fill %1 GPUs").arg(m.gpus_for_weights);
    bars_->setFigures(tr("%1 seats (full context), %2 sustained\nbatch %3 runs; %4")
                          .arg(locale.toString(m.guaranteed_seats))
                          .arg(locale.toString(m.sustained_seats))
                          .arg(r.operating.point.batch)
                          .arg(weights));
    plot_->replot();
}

void MemoryChart::fitFigures()
{
    // A segment too narrow for its figure shows none (the legend names it) rather than a figure
    // spilling over its neighbour.
    QCPAxis* axis = bars_->valueAxis();
    for (int i = 0; i < kSegments; ++i) {
        QCPItemText* figure = figures_[i];
        const double gb = bars_->values(i).value(0);
        const double start = bars_->start(i, 0);
        const double width_px = std::abs(axis->coordToPixel(start + gb) - axis->coordToPixel(start));
        const double text_px = QFontMetricsF(figure->font()).horizontalAdvance(figure->text());
        figure->setVisible(gb > 0 && width_px >= text_px + 6);
    }
}

} // namespace capstan::ui
