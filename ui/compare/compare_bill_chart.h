#pragma once

#include "compare_chart.h"

#include <QVector>

class QCustomPlot;
class QCPBars;

namespace capstan::ui {

// The monthly bill of the compared scenarios side by side: for each way of paying (own the
// fleet, rent it, pay an API per token) one bar per scenario, labelled with its $/month and
// $/1M tokens; the legend says which way each scenario would pick (the cheapest month).
// Core-and-flex is not here: the analytic Result prices no mixed fleet.
class CompareBillChart final : public CompareChart {
    Q_OBJECT
public:
    enum Option { Own, Rent, Api, Flex, OptionCount };

    explicit CompareBillChart(QWidget* parent = nullptr);

    void retranslate() override;
    [[nodiscard]] QWidget* plotWidget() const override;
    [[nodiscard]] QColor colorOf(int scenario) const override;

    // What the plot holds, for tests: $/month per option (own, rent, API) of a drawn scenario.
    [[nodiscard]] QVector<double> monthlyUsd(int scenario) const;
    [[nodiscard]] Option pick(int scenario) const;
    [[nodiscard]] QString legendText(int scenario) const;

protected:
    void draw() override;

private:
    void clearPlot();
    [[nodiscard]] QString optionText(Option option) const;

    QCustomPlot* plot_;
    QVector<QCPBars*> bars_;   // per scenario; null when not drawn
    QVector<Option> picks_;
};

// "$1.23M", "$245k", "$980", "$0.91": short enough to sit above a bar.
QString compactUsd(double usd);

} // namespace capstan::ui
