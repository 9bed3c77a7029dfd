#pragma once

#include "charts/chart_frame.h"

#include "analysis/procurement_analysis.h"

#include <QStringList>
#include <QVector>

#include <memory>

class QCustomPlot;
class QCPItemText;
class QGridLayout;
class QLabel;

namespace capstan::ui {

class CheckBadges;
class ProcurementAnalysis;
class RunFollower;
class StackedBars;

// Ways to buy the scenario's month side by side (SPEC 2.7-2.8): one bar per option (the
// sized fleet owned, owned to the demand, core owned + rented flex, all rented, the API alone),
// its monthly bill split into owned dollars that carry tokens, owned dollars that idle, rent
// and the API; the capital outlay written at the end of each bar; the three checks as a row of
// badges per option; the cheapest option passing all three marked. The options are the attached
// ProcurementAnalysis's; the chart computes none.
class ProcurementChart final : public ChartFrame {
    Q_OBJECT
public:
    explicit ProcurementChart(QWidget* parent = nullptr);
    ~ProcurementChart() override;

    void setProcurementAnalysis(ProcurementAnalysis* analysis);

    void showEvaluation(const EvaluationPtr& evaluation) override;
    void retranslate() override;
    [[nodiscard]] QWidget* plotWidget() const override;
    void waitForRefinement() override;

    enum class Part { OwnedCarrying, OwnedIdle, Rented, Api };
    // $/month of each option's bar in that part, in the options' order.
    [[nodiscard]] QVector<double> partUsd(Part part) const;
    [[nodiscard]] QStringList optionNames() const;
    // The text at the end of each bar: the bill, the outlay and the verdict ("cheapest passing",
    // "passes" or the checks it fails).
    [[nodiscard]] QStringList barLabels() const;
    // The badges of one option's row.
    [[nodiscard]] QStringList badgeTexts(int option) const;
    // The option marked cheapest passing; -1 when none is (or none is drawn).
    [[nodiscard]] int markedOption() const { return marked_; }
    [[nodiscard]] QString figures() const;
    [[nodiscard]] const fleet::ProcurementOptions* options() const;

private:
    void draw();
    [[nodiscard]] QString optionName(fleet::OptionKind kind) const;
    void showBadges(int row, const fleet::ProcurementOption& option);
    [[nodiscard]] QString barLabel(bool marked, const fleet::ProcurementResult& month) const;

    QCustomPlot* plot_;
    std::unique_ptr<StackedBars> bars_;
    QVector<QCPItemText*> labels_;
    QWidget* badgeRows_;
    QGridLayout* badgeGrid_;
    QVector<QLabel*> rowNames_;
    QVector<CheckBadges*> badges_;
    RunFollower* run_;
    ProcurementAnalysis* analysis_ = nullptr;
    EvaluationPtr evaluation_;
    int marked_ = -1;
    QStringList names_;             // the options drawn, in order (without the mark)
};

} // namespace capstan::ui
