#pragma once

#include "charts/chart_frame.h"

class QChart;
class QChartView;
class QHorizontalStackedBarSeries;
class QBarCategoryAxis;
class QValueAxis;

namespace capstan::ui {

// The memory map of one GPU of a replica: weights, the KV the operating batch holds, the KV
// room left, workspace, and what the engine leaves unused; the seats in the title.
class MemoryChart final : public ChartFrame {
    Q_OBJECT
public:
    explicit MemoryChart(QWidget* parent = nullptr);

    void showEvaluation(const EvaluationPtr& evaluation) override;
    void retranslate() override;
    [[nodiscard]] QWidget* plotWidget() const override;

    // GB per segment in drawing order (weights, KV in use, KV free, workspace, reserved).
    [[nodiscard]] QVector<double> segmentsGb() const;

private:
    void draw();

    QChart* chart_;
    QChartView* view_;
    QHorizontalStackedBarSeries* series_;
    QBarCategoryAxis* category_;
    QValueAxis* value_;
    EvaluationPtr evaluation_;
};

} // namespace capstan::ui
