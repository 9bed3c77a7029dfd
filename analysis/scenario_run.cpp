#include "analysis/scenario_run.h"

#include "analysis/background_job.h"

namespace capstan::ui {

ScenarioRun::ScenarioRun(Work work, QObject* parent, Rerun rerun)
    : QObject(parent), work_(std::move(work)), rerun_(std::move(rerun)), job_(new BackgroundJob(this))
{
    connect(job_, &BackgroundJob::finished, this, [this](const QVariant& value) {
        result_ = value;
        Q_EMIT ready(generation_, result_);
    });
}

void ScenarioRun::showEvaluation(const EvaluationPtr& evaluation)
{
    if (!evaluation)
        return;
    const bool same = started_ && evaluation->generation == generation_;
    const bool rerun = same && rerun_ && evaluation_ && rerun_(*evaluation_, *evaluation);
    if (same && !rerun) {
        evaluation_ = evaluation;   // the refinement or a chart control of the same answer
        return;                     // the run stands
    }
    evaluation_ = evaluation;
    generation_ = evaluation->generation;
    started_ = true;
    result_ = QVariant();
    if (!evaluation->result) {
        Q_EMIT ready(generation_, result_);
        return;
    }
    // A rerun of the same generation: the followers drop the result they hold and wait.
    if (same)
        Q_EMIT restarted(generation_);
    else
        Q_EMIT started(generation_);
    start();
}

void ScenarioRun::setOptions(const QVariant& options)
{
    options_ = options;
    if (!evaluation_ || !evaluation_->result)
        return;
    result_ = QVariant();
    Q_EMIT restarted(generation_);
    start();
}

void ScenarioRun::start()
{
    ++runs_;
    job_->start([work = work_, evaluation = evaluation_, options = options_](JobControl& control) {
        return work(*evaluation, options, control);
    });
}

void ScenarioRun::waitForFinished()
{
    job_->waitForFinished();
}

} // namespace capstan::ui
