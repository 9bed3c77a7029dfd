#pragma once

#include "charts/chart_frame.h"

#include "analysis/sensitivity_analysis.h"

#include <memory>

class QCustomPlot;
class QCPBars;
class QLabel;

namespace capstan::ui {

class RunFollower;

// The sensitivity tornado: each input moved by ±20% and the change in the owned monthly bill,
// widest swing on top, GPU counts at each end. A view of the attached SensitivityAnalysis.
class TornadoChart final : public ChartFrame {
    Q_OBJECT
public:
    explicit TornadoChart(QWidget* parent = nullptr);

    void showEvaluation(const EvaluationPtr& evaluation) override;
    void retranslate() override;
    [[nodiscard]] QWidget* plotWidget() const override;
    [[nodiscard]] QString caption() const override;
    void waitForRefinement() override;

    void setSensitivityAnalysis(SensitivityAnalysis* analysis);
    [[nodiscard]] const Sensitivity* sensitivity() const;

private:
    void draw();

    QCustomPlot* plot_;
    QCPBars* low_;
    QCPBars* high_;
    QLabel* state_;
    RunFollower* run_;
    EvaluationPtr evaluation_;
};

} // namespace capstan::ui

