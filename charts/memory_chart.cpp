#include "charts/memory_chart.h"

#include "charts/chart_style.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
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
    value_->setRange(0, s.gpu.spec.mem_bytes / 1e9);
    const QLocale locale;
    chart_->setTitle(tr("%1 seats (full context), %2 sustained<br>batch %3 runs; weights alone fill %4 GPU(s)")
                         .arg(locale.toString(m.guaranteed_seats))
                         .arg(locale.toString(m.sustained_seats))
                         .arg(r.operating.point.batch)
                         .arg(m.gpus_for_weights));
    applyChartTheme(chart_, palette());
    for (int i = 0; i < 5; ++i)
        series_->barSets()[i]->setColor(i == 4 ? QColor(0xBB, 0xBB, 0xBB) : seriesColor(i));
}

} // namespace capstan::ui
