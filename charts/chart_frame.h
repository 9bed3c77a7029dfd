#pragma once

#include "analysis/evaluator.h"
#include "analysis/provenance_text.h"

#include <QPalette>
#include <QWidget>

class QLabel;
class QStackedWidget;
class QBoxLayout;
class QHBoxLayout;

namespace capstan::ui {

// A chart with its title, an optional row of controls, a message page that replaces the
// chart when the scenario cannot be drawn (the model does not fit, say): never a blank or NaN;
// and a note under it saying where the drawn figures come from.
class ChartFrame : public QWidget {
    Q_OBJECT
public:
    explicit ChartFrame(QWidget* parent = nullptr);

    // Draw this evaluation (the analytic result; some charts also start background work).
    virtual void showEvaluation(const EvaluationPtr& evaluation) = 0;
    virtual void retranslate() = 0;
    // Blocks until background refinement of the last evaluation has landed (tests, export).
    virtual void waitForRefinement() {}
    // False for a chart that tells its own story (the fleet month) rather than the scenario's.
    [[nodiscard]] virtual bool followsScenario() const { return true; }
    // The chart alone, for export and screenshots.
    [[nodiscard]] virtual QWidget* plotWidget() const = 0;

    [[nodiscard]] QString title() const;
    [[nodiscard]] QString message() const;
    [[nodiscard]] bool showingMessage() const;
    // The provenance note under the chart; empty while a message is shown.
    [[nodiscard]] QString provenance() const;
    // What an exported file says under the chart: the provenance note, and the figures a chart
    // shows beside its plot.
    [[nodiscard]] virtual QString caption() const { return provenance(); }

Q_SIGNALS:
    // The user moved one of the chart's controls: an input of the scenario (view.*, plan.*,
    // pool.*) and its new value as text. The owner sets it on the document (one undo step); the
    // chart shows the controls of the evaluation it is given, never a state of its own.
    void controlEdited(const QString& path, const QString& value);

protected:
    void setTitle(const QString& title);
    void setPlot(QWidget* plot);
    void showMessage(const QString& message);
    void showPlot();
    // "Source: …" (ProvenanceText); cleared by showMessage().
    void setProvenance(const QString& note);
    [[nodiscard]] QHBoxLayout* controls() const { return controls_; }
    [[nodiscard]] QHBoxLayout* footer() const { return footer_; }
    // The controls go under the title when the two do not fit side by side.
    void resizeEvent(QResizeEvent* event) override;
    // A live palette switch re-colours a QCustomPlot chart (repalette); the owner then redraws
    // the evaluation so colours chosen while drawing follow.
    void changeEvent(QEvent* event) override;

private:
    void arrangeHeader();

    QLabel* title_;
    QBoxLayout* header_;
    QHBoxLayout* controls_;
    QHBoxLayout* footer_;
    QStackedWidget* stack_;
    QLabel* message_;
    QLabel* provenance_;
    QPalette drawnUnder_;
};

} // namespace capstan::ui
