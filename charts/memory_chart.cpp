#include "charts/memory_chart.h"

#include "analysis/number_format.h"

#include "charts/chart_style.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QFontMetrics>
#include <QHorizontalStackedBarSeries>
#include <QLocale>
#include <QValueAxis>

#include <algorithm>

namespace capstan::ui {

MemoryChart::MemoryChart(QWidget* parent)
    : ChartFrame(parent), chart_(new QChart), view_(new QChartView(chart_, this)),
      series_(new QHorizontalStackedBarSeries), category_(new QBarCategoryAxis), value_(new QValueAxis)
{
    view_->setObjectName(QStringLiteral("memoryPlot"));
    view_->setRenderHint(QPainter::Antialiasing);
    chart_->addSeries(series_);
    chart_->addAxis(category_, Qt::AlignLeft);
    chart_->addAxis(value_, Qt::AlignBottom);
    chart_->legend()->setAlignment(Qt::AlignRight);
    chart_->setMargins(QMargins(4, 4, 4, 4));
    for (int i = 0; i < 5; ++i) {
        auto* set = new QBarSet(QString());
        set->setColor(i == 4 ? QColor(0xBB, 0xBB, 0xBB) : seriesColor(i));
        set->setLabelColor(Qt::white);
        series_->append(set);
    }
    series_->attachAxis(category_);
    series_->attachAxis(value_);
    series_->setLabelsVisible(true);
    series_->setLabelsFormat(QStringLiteral("@value"));
    series_->setBarWidth(0.6);
    value_->setLabelFormat(QStringLiteral("%.0f"));
    setPlot(view_);
    retranslate();
}

QWidget* MemoryChart::plotWidget() const
{
    return view_;
}

void MemoryChart::retranslate()
{
    setTitle(tr("Memory map of one GPU"));
    const QString names[] = {tr("Weights"), tr("KV in use"), tr("KV free"), tr("Workspace"), tr("Reserved")};
    for (int i = 0; i < 5; ++i)
        series_->barSets()[i]->setLabel(names[i]);
    value_->setTitleText(tr("GB (10⁹ bytes)"));
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
    for (QBarSet* set : series_->barSets())
        segments.append(set->count() > 0 ? set->at(0) : 0.0);
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
    const double values[] = {
        m.weights_bytes_per_gpu / 1e9,
        kv_in_use / 1e9,
        std::max(0.0, m.kv_free_bytes_per_gpu - kv_in_use) / 1e9,
        m.workspace_bytes_per_gpu / 1e9,
        (s.gpu.spec.mem_bytes - m.usable_bytes_per_gpu) / 1e9,
    };
    for (int i = 0; i < 5; ++i) {
        QBarSet* set = series_->barSets()[i];
        set->remove(0, set->count());
        set->append(std::round(values[i] * 10) / 10);
    }
    category_->clear();
    category_->append(tr("GPU (TP %1)").arg(s.deploy.tp));
    // The bar spans the whole device; ticks fall on round gigabytes (0, 20, 40, ... for 85.5 GB).
    const double device_gb = s.gpu.spec.mem_bytes / 1e9;
    value_->setRange(0, device_gb);
    value_->setTickType(QValueAxis::TicksDynamic);
    value_->setTickAnchor(0);
    value_->setTickInterval(format::nearest_125(device_gb / 4));
    const QLocale locale;
    const QString weights = m.gpus_for_weights == 1 ? tr("weights alone fill one GPU")
                                                    : tr("weights alone fill %1 GPUs").arg(m.gpus_for_weights);
    chart_->setTitle(tr("%1 seats (full context), %2 sustained<br>batch %3 runs; %4")
                         .arg(locale.toString(m.guaranteed_seats))
                         .arg(locale.toString(m.sustained_seats))
                         .arg(r.operating.point.batch)
                         .arg(weights));
    applyChartTheme(chart_, palette());
    // A segment too narrow for its figure shows none (the legend and the tooltip name it) rather
    // than a figure spilling over its neighbour.
    const double plot_px = chart_->plotArea().width() > 0 ? chart_->plotArea().width() : 300.0;
    for (int i = 0; i < 5; ++i) {
        QBarSet* set = series_->barSets()[i];
        set->setColor(i == 4 ? QColor(0xBB, 0xBB, 0xBB) : seriesColor(i));
        const QString text = locale.toString(set->at(0), 'g', 3);
        const bool fits = values[i] / device_gb * plot_px >= QFontMetrics(set->labelFont()).horizontalAdvance(text) + 6;
        set->setLabelColor(fits ? QColor(Qt::white) : QColor(Qt::transparent));
    }
}

} // namespace capstan::ui
