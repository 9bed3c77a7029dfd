#include "charts/tornado_chart.h"

#include "analysis/provenance_text.h"

#include "charts/chart_style.h"
#include "charts/plot_placement.h"
#include "charts/run_follower.h"
#include "analysis/input_texts.h"


#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>

#include <qcustomplot.h>

namespace capstan::ui {

TornadoChart::TornadoChart(QWidget* parent)
    : ChartFrame(parent), plot_(new QCustomPlot(this)), state_(new QLabel(this)),
      run_(new RunFollower(this, [this] { draw(); }))
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
    placeLegendBelow(plot_, 2);   // no corner of the plot is free of data
    plot_->yAxis->setRangeReversed(true);
    controls()->addWidget(state_);
    setPlot(plot_);
    retranslate();
}

void TornadoChart::setSensitivityAnalysis(SensitivityAnalysis* analysis)
{
    run_->attach(analysis);
}

const Sensitivity* TornadoChart::sensitivity() const
{
    return run_->result().value<std::shared_ptr<const Sensitivity>>().get();
}

void TornadoChart::waitForRefinement()
{
    run_->wait();
}

QString TornadoChart::caption() const
{
    // Under an exported chart only: on screen the row has no height to spare for it.
    return evaluation_ && !showingMessage() ? ProvenanceText::chartNote(*evaluation_, "cost.monthly_usd.own") : QString();
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
    plot_->xAxis->setLabel(tr("Δ owned bill, $/month"));
    useMoneyTicks(plot_->xAxis);
    draw();
}

void TornadoChart::showEvaluation(const EvaluationPtr& evaluation)
{
    if (evaluation_ && evaluation->generation == evaluation_->generation)
        return;   // the refinement of the same scenario: the analytic tornado stands
    evaluation_ = evaluation;
    run_->follow(evaluation->generation);
    if (!evaluation->result) {
        showMessage(tr("No sensitivity: %1").arg(QString::fromStdString(evaluation->result.error().message())));
        return;
    }
    if (run_->landed()) {
        draw();
        return;
    }
    state_->setText(tr("refining…"));
    if (showingMessage())
        showMessage(tr("Computing the sensitivity…"));
}

void TornadoChart::draw()
{
    const Sensitivity* sensitivity = this->sensitivity();
    if (!sensitivity || !evaluation_ || !evaluation_->result)
        return;
    state_->clear();
    showPlot();
    const Sensitivity& s = *sensitivity;
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
        ticker->addTick(double(i), tr("%1  (%2→%3 GPUs)")
                                       .arg(inputLabelOf(bar.path))
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
