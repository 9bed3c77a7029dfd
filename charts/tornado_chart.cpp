#include "charts/tornado_chart.h"

#include "charts/chart_style.h"
#include "analysis/background_job.h"
#include "analysis/input_texts.h"

#include "core/inputs.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>

#include <qcustomplot.h>

namespace capstan::ui {

TornadoChart::TornadoChart(QWidget* parent)
    : ChartFrame(parent), plot_(new QCustomPlot(this)), state_(new QLabel(this)), job_(new BackgroundJob(this))
{
    plot_->setObjectName(QStringLiteral("tornadoPlot"));
    styleAxes(plot_);
    low_ = new QCPBars(plot_->yAxis, plot_->xAxis);
    high_ = new QCPBars(plot_->yAxis, plot_->xAxis);
    low_->setBrush(seriesColor(5));
    low_->setPen(Qt::NoPen);
    high_->setBrush(seriesColor(3));
    high_->setPen(Qt::NoPen);
    low_->setWidth(0.7);
    high_->setWidth(0.7);
    plot_->legend->setVisible(true);
    plot_->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignBottom | Qt::AlignRight);
    plot_->yAxis->setRangeReversed(true);
    controls()->addWidget(state_);
    setPlot(plot_);
    connect(job_, &BackgroundJob::started, this, [this] { state_->setText(tr("refining…")); });
    connect(job_, &BackgroundJob::finished, this, [this](const QVariant& result) {
        sensitivity_ = result.value<std::shared_ptr<const Sensitivity>>();
        state_->clear();
        draw();
    });
    retranslate();
}

void TornadoChart::waitForRefinement()
{
    job_->waitForFinished();
}

QWidget* TornadoChart::plotWidget() const
{
    return plot_;
}

void TornadoChart::retranslate()
{
    setTitle(tr("Sensitivity: each input ±20%"));
    low_->setName(tr("input −20%"));
    high_->setName(tr("input +20%"));
    plot_->xAxis->setLabel(tr("Change in the owned bill ($/month)"));
    useMoneyTicks(plot_->xAxis);
    draw();
}

void TornadoChart::showEvaluation(const EvaluationPtr& evaluation)
{
    if (evaluation_ && evaluation->generation == evaluation_->generation)
        return;   // the refinement of the same scenario: the analytic tornado stands
    evaluation_ = evaluation;
    if (!evaluation->result) {
        sensitivity_.reset();
        showMessage(tr("No sensitivity: %1").arg(QString::fromStdString(evaluation->result.error().message())));
        return;
    }
    if (showingMessage())
        showMessage(tr("Computing the sensitivity…"));
    const Scenario scenario = evaluation->scenario;
    job_->start([scenario](JobControl&) {
        return QVariant::fromValue(std::make_shared<const Sensitivity>(capstan::sensitivity(scenario)));
    });
}

void TornadoChart::draw()
{
    if (!sensitivity_ || !evaluation_ || !evaluation_->result)
        return;
    showPlot();
    const Sensitivity& s = *sensitivity_;
    const std::size_t shown = std::min<std::size_t>(s.bars.size(), 10);
    QVector<double> keys;
    QVector<double> low;
    QVector<double> high;
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    const QLocale locale;
    for (std::size_t i = 0; i < shown; ++i) {
        const SensitivityBar& bar = s.bars[i];
        keys.append(double(i));
        low.append(bar.usd_low - s.base_usd);
        high.append(bar.usd_high - s.base_usd);
        const InputSpec* spec = find_input(bar.path);
        ticker->addTick(double(i), tr("%1  (%2→%3 GPUs)")
                                       .arg(spec ? inputLabel(*spec) : QString::fromStdString(bar.path))
                                       .arg(bar.gpus_low)
                                       .arg(bar.gpus_high));
    }
    low_->setData(keys, low);
    high_->setData(keys, high);
    plot_->yAxis->setTicker(ticker);
    plot_->yAxis->setRange(-0.6, double(shown) - 0.4);
    double extent = 1;
    for (std::size_t i = 0; i < shown; ++i)
        extent = std::max({extent, std::abs(low[qsizetype(i)]), std::abs(high[qsizetype(i)])});
    plot_->xAxis->setRange(-extent * 1.1, extent * 1.1);
    plot_->replot();
}

} // namespace capstan::ui
