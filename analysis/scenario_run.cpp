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
    if (started_ && evaluation->generation == generation_ && !(rerun_ && evaluation_ && rerun_(*evaluation_, *evaluation)))
        return;   // the refinement of the same scenario: the run stands
    evaluation_ = evaluation;
    generation_ = evaluation->generation;
    started_ = true;
    result_ = QVariant();
    if (!evaluation->result) {
        Q_EMIT ready(generation_, result_);
        return;
    }
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
