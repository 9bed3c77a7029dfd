#pragma once

#include "core/energy.h"
#include "core/evaluate.h"
#include "core/sim/percentile_sizing.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>

namespace capstan::ui {

class BackgroundJob;
class ScenarioDocument;

// An evaluated scenario, shared read-only by every view of one refresh.
struct Evaluation final {
    Scenario scenario;
    Expected<Result> result;
    quint64 generation = 0;
    bool refined = false;   // sizing by simulated percentiles (else the analytic sizing)
    // The sized fleet at the wall and against levers.power_envelope_mw (zeros without a result).
    FleetPower power;
};
using EvaluationPtr = std::shared_ptr<const Evaluation>;

// The analytic evaluation of a scenario, now, on this thread: what a hidden chart set and the
// deck show for a scenario that is not on screen.
[[nodiscard]] EvaluationPtr evaluateNow(const Scenario& scenario, quint64 generation);

// Runs the analytic model when the document changes. A burst of changes within one pass of
// the event loop (a slider drag delivers many) is coalesced into one evaluation; the analytic
// path is microseconds, so it runs on the GUI thread and every chart redraws at once. Once the
// scenario rests, percentile sizing by simulation refines the fleet off the GUI thread and a
// second, refined evaluation of the same generation follows (stale refinements are dropped).
// A change of a chart control alone (same_model_inputs) keeps the answer and its generation: the
// views redraw with the new controls and only the runs that read them start again.
class Evaluator final : public QObject {
    Q_OBJECT
public:
    explicit Evaluator(ScenarioDocument* document, QObject* parent = nullptr);

    [[nodiscard]] EvaluationPtr current() const { return current_; }
    // Evaluates now if a change is pending (tests and benchmarks use it to skip the wait).
    void flush();
    // Blocks until the percentile refinement of the current evaluation has landed.
    void waitForRefinement();
    [[nodiscard]] BackgroundJob* refinement() const { return refine_; }
    // "Analytic model", "Refining: simulating percentiles…", "Sized by simulated p99".
    [[nodiscard]] QString modeText() const;

Q_SIGNALS:
    void evaluated(capstan::ui::EvaluationPtr evaluation);
    void modeChanged(const QString& text);

private:
    void run();
    enum class Mode { Analytic, Refining, Sized, NotMet, Unavailable };
    void setMode(Mode mode, double percentile = 0);

    ScenarioDocument* document_;
    Scenario evaluated_;   // the document's scenario the current answer is of
    QTimer coalesce_;
    EvaluationPtr current_;
    quint64 generation_ = 0;
    BackgroundJob* refine_;
    Mode mode_ = Mode::Analytic;
    double modePercentile_ = 0;
};

} // namespace capstan::ui

Q_DECLARE_METATYPE(capstan::ui::EvaluationPtr)
Q_DECLARE_METATYPE(std::shared_ptr<const capstan::sim::PercentileSizing>)
