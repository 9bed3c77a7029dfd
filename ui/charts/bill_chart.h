#pragma once

#include "chart_frame.h"

class QBarCategoryAxis;
class QChart;
class QChartView;
class QStackedBarSeries;
class QValueAxis;

namespace capstan::ui {

class CheckBadges;

// The monthly bill: owned, rented and API lines, each split into the dollars that carry
// tokens and the dollars that idle; $/1M tokens under each bar; the three procurement checks
// as badges.
class BillChart final : public ChartFrame {
    Q_OBJECT
public:
    explicit BillChart(QWidget* parent = nullptr);

    void showEvaluation(const EvaluationPtr& evaluation) override;
    void retranslate() override;
    [[nodiscard]] QWidget* plotWidget() const override;

    // $/month per line (own, rent, API): carrying tokens and idle.
    [[nodiscard]] QVector<double> carryingUsd() const;
    [[nodiscard]] QVector<double> idleUsd() const;
    [[nodiscard]] QStringList badgeTexts() const;

private:
    void draw();

    QChart* chart_;
    QChartView* view_;
    QStackedBarSeries* series_;
    QBarCategoryAxis* category_;
    QValueAxis* value_;
    CheckBadges* badges_;
    EvaluationPtr evaluation_;
};

} // namespace capstan::ui
