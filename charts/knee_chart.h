#pragma once

#include "charts/chart_frame.h"

#include <QPointF>
#include <QVector>

class QComboBox;
class QCustomPlot;
class QCPCurve;
class QCPGraph;
class QCPItemRect;
class QCPItemStraightLine;
class QCPItemText;

namespace capstan::ui {

// The throughput-latency knee: aggregate tokens/s of a replica against the per-user speed as
// the batch grows, with the ridge, the seat cap, the TPOT SLO line and the operating point;
// optionally the same curve for the other precisions or GPUs.
class KneeChart final : public ChartFrame {
    Q_OBJECT
public:
    explicit KneeChart(QWidget* parent = nullptr);

    void showEvaluation(const EvaluationPtr& evaluation) override;
    void retranslate() override;
    [[nodiscard]] QWidget* plotWidget() const override;

    // What the chart holds, for tests: (per-user tok/s, aggregate tok/s) per batch.
    [[nodiscard]] QVector<QPointF> curvePoints() const;
    [[nodiscard]] QPointF operatingPoint() const;
    [[nodiscard]] double sloPerUserTokS() const;
    [[nodiscard]] int overlayCount() const;
    // The dashed knee without speculative decoding (empty when the scenario does not speculate).
    [[nodiscard]] QVector<QPointF> withoutSpeculationPoints() const;
    // Where the SLO zone is explained: on the zone itself when the words fit, else the legend.
    [[nodiscard]] bool sloExplainedInLegend() const;

private:
    void draw();
    void drawOverlays(const Scenario& scenario);
    // Whether it moved the SLO's words (zone or legend).
    bool placeSloWords();

    QCustomPlot* plot_;
    QComboBox* overlay_;
    QCPCurve* curve_ = nullptr;
    QCPGraph* markers_ = nullptr;
    QCPGraph* operating_ = nullptr;
    QCPItemRect* sloZone_ = nullptr;
    QCPItemStraightLine* sloLine_ = nullptr;
    QCPItemText* sloLabel_ = nullptr;
    QCPGraph* sloKey_ = nullptr;   // the zone's legend entry when its words do not fit the zone
    QCPItemText* operatingLabel_ = nullptr;
    QVector<QCPCurve*> overlays_;
    QCPCurve* withoutSpeculation_ = nullptr;
    QVector<QPointF> withoutSpeculationPoints_;
    EvaluationPtr evaluation_;
};

} // namespace capstan::ui
