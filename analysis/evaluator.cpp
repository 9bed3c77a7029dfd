#include "analysis/evaluator.h"

#include "analysis/background_job.h"
#include "analysis/scenario_document.h"

#include "core/sim/tail_evaluation.h"

namespace capstan::ui {

namespace {

using SizingPtr = std::shared_ptr<const sim::PercentileSizing>;

// The fleet's power follows its size: computed wherever the sizing is set or refined.
Evaluation evaluationOf(const Scenario& scenario, quint64 generation)
{
    Evaluation e{scenario, evaluate(scenario), generation, false, {}};
    if (e.result)
        e.power = fleet_power(scenario, e.result->sizing.gpus);
    return e;
}

} // namespace

Evaluator::Evaluator(ScenarioDocument* document, QObject* parent)
    : QObject(parent), document_(document), refine_(new BackgroundJob(this))
{
    coalesce_.setSingleShot(true);
    coalesce_.setInterval(0);
    refine_->setDelay(250);   // a scenario at rest, not every position of a drag
    connect(&coalesce_, &QTimer::timeout, this, &Evaluator::run);
    connect(document_, &ScenarioDocument::changed, &coalesce_, qOverload<>(&QTimer::start));
    connect(refine_, &BackgroundJob::finished, this, [this](const QVariant& value) {
        const auto sizing = value.value<SizingPtr>();
        if (!sizing || !current_ || !current_->result) {
            setMode(Mode::Unavailable);
            return;
        }
        Evaluation refined = *current_;
        sim::adopt(refined.scenario, *refined.result, *sizing);
        refined.refined = true;
        refined.power = fleet_power(refined.scenario, refined.result->sizing.gpus);
        current_ = std::make_shared<const Evaluation>(std::move(refined));
        setMode(sizing->met ? Mode::Sized : Mode::NotMet, sizing->percentile);
        Q_EMIT evaluated(current_);
    });
    run();
}

void Evaluator::flush()
{
    if (coalesce_.isActive()) {
        coalesce_.stop();
        run();
    }
}

void Evaluator::waitForRefinement()
{
    flush();
    refine_->waitForFinished();
}

void Evaluator::setMode(Mode mode, double percentile)
{
    mode_ = mode;
    modePercentile_ = percentile;
    Q_EMIT modeChanged(modeText());
}

QString Evaluator::modeText() const
{
    switch (mode_) {
    case Mode::Analytic: return tr("Analytic model");
    case Mode::Refining: return tr("Analytic model; refining with the simulator…");
    case Mode::Sized: return tr("Sized by simulated p%1").arg(modePercentile_);
    case Mode::NotMet: return tr("Simulated p%1: the SLO is not met").arg(modePercentile_);
    case Mode::Unavailable: return tr("Analytic model (percentile sizing unavailable)");
    }
    return {};
}

EvaluationPtr evaluateNow(const Scenario& scenario, quint64 generation)
{
    return std::make_shared<const Evaluation>(evaluationOf(scenario, generation));
}

void Evaluator::run()
{
    const Scenario& scenario = document_->scenario();
    if (current_ && same_model_inputs(evaluated_, scenario)) {
        // A chart control moved: the answer (and its refinement, if any) stands.
        Evaluation next = *current_;
        next.scenario.view = scenario.view;
        next.scenario.plan = scenario.plan;
        next.scenario.pool = scenario.pool;
        evaluated_ = scenario;
        current_ = std::make_shared<const Evaluation>(std::move(next));
        Q_EMIT evaluated(current_);
        return;
    }
    evaluated_ = scenario;
    current_ = std::make_shared<const Evaluation>(evaluationOf(scenario, ++generation_));
    Q_EMIT evaluated(current_);
    if (!current_->result) {
        setMode(Mode::Analytic);
        return;
    }
    setMode(Mode::Refining);
    refine_->start([scenario](JobControl& control) {
        sim::PercentileSizingOptions options;
        options.cancelled = &control.cancelled;
        options.progress = &control.progress;
        Expected<sim::PercentileSizing> sizing = sim::size_by_percentile(scenario, options);
        return sizing ? QVariant::fromValue(SizingPtr(std::make_shared<const sim::PercentileSizing>(*sizing)))
                      : QVariant();
    });
}

} // namespace capstan::ui
