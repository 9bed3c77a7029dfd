#pragma once

#include "charts/chart_frame.h"

#include "analysis/flex_metatype.h"

#include <memory>

class QCustomPlot;
class QLabel;
class QCPGraph;

namespace capstan::ui {

class CheckBadges;
class FlexAnalysis;
class RunFollower;

// Demand against capacity over a day (core-and-flex, SPEC 2.7): the hourly demand of the
// horizon's first weekday, served by the bill-minimizing owned/reserved baseline, then
// on-demand and spot flex, then API overflow; the baseline's capacity as a line, the three
// procurement checks of the whole horizon as badges. The run is the attached FlexAnalysis's:
// this month's, the one the bill chart's core-and-flex bar shows.
class DemandChart final : public ChartFrame {
    Q_OBJECT
public:
    explicit DemandChart(QWidget* parent = nullptr);

    void showEvaluation(const EvaluationPtr& evaluation) override;
    void retranslate() override;
    [[nodiscard]] QWidget* plotWidget() const override;
    [[nodiscard]] QString caption() const override;
    void waitForRefinement() override;
    void setFlexAnalysis(FlexAnalysis* analysis);

    [[nodiscard]] const flex::FlexReport* report() const;

private:
    void draw();

    QCustomPlot* plot_;
    QCPGraph* layers_[4] = {};   // baseline, on-demand, spot, API: cumulative, filled
    QCPGraph* demand_ = nullptr;
    QCPGraph* capacity_ = nullptr;
    CheckBadges* badges_;
    QLabel* figures_;
    QString sourceNote_;   // where the capacity line's figure comes from (the export's caption)
    RunFollower* flex_;
    EvaluationPtr evaluation_;
};

} // namespace capstan::ui

