#pragma once

#include "charts/chart_frame.h"

#include <memory>

class QCustomPlot;
class QCPItemText;

namespace capstan::ui {

class StackedBars;

// The memory map of one GPU of a replica: weights, the KV the operating batch holds, the KV
// room left, workspace, and what the engine leaves unused; the seats over the bar.
class MemoryChart final : public ChartFrame {
    Q_OBJECT
public:
    explicit MemoryChart(QWidget* parent = nullptr);
    ~MemoryChart() override;

    void showEvaluation(const EvaluationPtr& evaluation) override;
    void retranslate() override;
    [[nodiscard]] QWidget* plotWidget() const override;

    // GB per segment in drawing order (weights, KV in use, KV free, workspace, reserved).
    [[nodiscard]] QVector<double> segmentsGb() const;

private:
    void draw();
    // Each segment's figure inside it, or none where the segment is too narrow for it.
    void fitFigures();

    QCustomPlot* plot_;
    std::unique_ptr<StackedBars> bars_;
    QCPItemText* figures_[5] = {};
    EvaluationPtr evaluation_;
};

} // namespace capstan::ui
