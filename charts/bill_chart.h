#pragma once

#include "charts/chart_frame.h"

#include "analysis/flex_metatype.h"

#include <memory>

class QCustomPlot;

namespace capstan::ui {

class CheckBadges;
class FlexAnalysis;
class RunFollower;
class StackedBars;

// The monthly bill: owned, rented, API and core-and-flex lines, each split into the dollars
// that carry tokens and the dollars that idle (core and flex adds its flex rentals and API
// overflow, and counts the flex cards it starts: the churn of the month); $/1M tokens in the
// figures over the bars with the owned bill's energy; the three procurement checks as badges, and
// a fourth against the site's power envelope when one is set. Core and flex is the shared run of the
// attached FlexAnalysis (the demand chart shows the same run).
class BillChart final : public ChartFrame {
    Q_OBJECT
public:
    explicit BillChart(QWidget* parent = nullptr);
    ~BillChart() override;

    void showEvaluation(const EvaluationPtr& evaluation) override;
    void retranslate() override;
    [[nodiscard]] QWidget* plotWidget() const override;

    void waitForRefinement() override;
    void setFlexAnalysis(FlexAnalysis* analysis);

    // $/month per bar (own, rent, API, core + flex) and part of the bar.
    enum class Part { Carrying, Idle, FlexRent, ApiOverflow };
    [[nodiscard]] QVector<double> partUsd(Part part) const;
    [[nodiscard]] QVector<double> carryingUsd() const { return partUsd(Part::Carrying); }
    [[nodiscard]] QVector<double> idleUsd() const { return partUsd(Part::Idle); }
    // The figures over the bars (with a price sheet, the API bill by prompt, cached prompt, answer).
    [[nodiscard]] QString figures() const;
    // This month's core-and-flex run (null until the background run lands).
    [[nodiscard]] const flex::FlexReport* flexReport() const;
    [[nodiscard]] QStringList badgeTexts() const;
    // The power badge: shown with levers.power_envelope_mw > 0, failing when the sized fleet
    // needs more GPUs than the envelope powers (Evaluation::power).
    [[nodiscard]] bool powerShown() const;
    [[nodiscard]] bool powerPasses() const;

private:
    static constexpr int kPowerBadge = 3;   // after idle, margin and overflow
    static constexpr int kBadges = 4;
    void draw();

    QCustomPlot* plot_;
    std::unique_ptr<StackedBars> bars_;
    CheckBadges* badges_;
    RunFollower* flex_;
    EvaluationPtr evaluation_;
};

} // namespace capstan::ui
