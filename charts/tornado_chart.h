#pragma once

#include "charts/chart_frame.h"

#include "core/sensitivity.h"

#include <memory>

class QCustomPlot;
class QCPBars;
class QLabel;

namespace capstan::ui {

class BackgroundJob;

// The sensitivity tornado: each input moved by ±20% and the change in the owned monthly bill,
// widest swing on top, GPU counts at each end. Computed off the GUI thread.
class TornadoChart final : public ChartFrame {
    Q_OBJECT
public:
    explicit TornadoChart(QWidget* parent = nullptr);

    void showEvaluation(const EvaluationPtr& evaluation) override;
    void retranslate() override;
    [[nodiscard]] QWidget* plotWidget() const override;
    void waitForRefinement() override;

    [[nodiscard]] BackgroundJob* job() const { return job_; }
    [[nodiscard]] const Sensitivity* sensitivity() const { return sensitivity_.get(); }

private:
    void draw();

    QCustomPlot* plot_;
    QCPBars* low_;
    QCPBars* high_;
    QLabel* state_;
    BackgroundJob* job_;
    std::shared_ptr<const Sensitivity> sensitivity_;
    EvaluationPtr evaluation_;
};

} // namespace capstan::ui

Q_DECLARE_METATYPE(std::shared_ptr<const capstan::Sensitivity>)
