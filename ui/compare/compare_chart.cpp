#include "compare_chart.h"

#include "charts/chart_style.h"

#include <QHBoxLayout>
#include <QLabel>

#include <algorithm>

namespace capstan::ui {

QColor scenarioColor(int index)
{
    return seriesColor(index);
}

namespace {

constexpr double kGroupWidth = 0.8;
constexpr double kBarGap = 0.02;

} // namespace

CompareChart::CompareChart(QWidget* parent) : ChartFrame(parent), note_(new QLabel(this))
{
    note_->setObjectName(QStringLiteral("compareNote"));
    note_->setWordWrap(true);
    note_->setTextFormat(Qt::PlainText);
    note_->hide();
    footer()->addWidget(note_, 1);
}

void CompareChart::showComparison(const ComparisonPtr& comparison)
{
    comparison_ = comparison;
    comparisonChanged();
    draw();
}

QString CompareChart::note() const
{
    return note_->text();
}

void CompareChart::beginDraw()
{
    leftOut_.clear();
    details_.clear();
    drawn_.clear();
}

void CompareChart::leaveOut(int scenario, const QString& reason, const QString& detail)
{
    const QString& name = comparison_->scenarios[std::size_t(scenario)].name;
    leftOut_.append(tr("%1 (%2)").arg(name, reason));
    details_.append(tr("%1: %2").arg(name, detail.isEmpty() ? reason : detail));
}

void CompareChart::leaveOutInfeasible(int scenario)
{
    const ComparedScenario& compared = comparison_->scenarios[std::size_t(scenario)];
    leaveOut(scenario, tr("does not fit; the table says why"), QString::fromStdString(compared.result.error().message()));
}

void CompareChart::markDrawn(int scenario)
{
    drawn_.append(scenario);
}

void CompareChart::endDraw()
{
    note_->setText(leftOut_.isEmpty() ? QString() : tr("Not drawn: %1").arg(leftOut_.join(QStringLiteral("; "))));
    note_->setToolTip(details_.join(QLatin1Char('\n')));
    note_->setVisible(!leftOut_.isEmpty());
    if (drawn_.isEmpty())
        showMessage(tr("No scenario of this comparison can be drawn.\n%1").arg(details_.join(QLatin1Char('\n'))));
    else
        showPlot();
}

QVector<CompareChart::SloLine> CompareChart::sloLines(double (*value)(const Scenario&)) const
{
    QVector<SloLine> lines;
    for (int i : drawn_) {
        const ComparedScenario& compared = comparison_->scenarios[std::size_t(i)];
        const double v = value(compared.scenario);
        if (std::none_of(lines.begin(), lines.end(), [v](const SloLine& line) { return line.value == v; }))
            lines.append({v, scenarioColor(i)});
    }
    if (lines.size() == 1)
        lines.front().color = sloColor();
    return lines;
}

double CompareChart::barWidth(qsizetype count)
{
    const double n = double(std::max<qsizetype>(1, count));
    return (kGroupWidth - kBarGap * (n - 1)) / n;
}

double CompareChart::barOffset(qsizetype slot, qsizetype count)
{
    return (double(slot) - double(count - 1) / 2) * (barWidth(count) + kBarGap);
}

} // namespace capstan::ui
