#include "analysis/scenario_run.h"

#include "analysis/background_job.h"

namespace capstan::ui {

ScenarioRun::ScenarioRun(Work work, QObject* parent) : QObject(parent), work_(std::move(work)), job_(new BackgroundJob(this))
{
    connect(job_, &BackgroundJob::finished, this, [this](const QVariant& value) {
        result_ = value;
        Q_EMIT ready(generation_, result_);
    });
}

void ScenarioRun::showEvaluation(const EvaluationPtr& evaluation)
{
    if (!evaluation || (started_ && evaluation->generation == generation_))
        return;   // the refinement of the same scenario: the run stands
    generation_ = evaluation->generation;
    started_ = true;
    result_ = QVariant();
    if (!evaluation->result) {
        Q_EMIT ready(generation_, result_);
        return;
    }
    ++runs_;
    Q_EMIT started(generation_);
    job_->start([work = work_, scenario = evaluation->scenario](JobControl&) { return work(scenario); });
}

void ScenarioRun::waitForFinished()
{
    job_->waitForFinished();
}

} // namespace capstan::ui
