#include "analysis/flex_analysis.h"

#include "analysis/background_job.h"

namespace capstan::ui {

FlexAnalysis::FlexAnalysis(QObject* parent) : QObject(parent), job_(new BackgroundJob(this))
{
    connect(job_, &BackgroundJob::finished, this, [this](const QVariant& value) {
        report_ = value.value<std::shared_ptr<const flex::FlexReport>>();
        Q_EMIT ready(generation_, report_);
    });
}

void FlexAnalysis::showEvaluation(const EvaluationPtr& evaluation)
{
    if (!evaluation || (started_ && evaluation->generation == generation_))
        return;   // the refinement of the same scenario: the flex plan stands
    generation_ = evaluation->generation;
    started_ = true;
    report_.reset();
    if (!evaluation->result) {
        Q_EMIT ready(generation_, nullptr);
        return;
    }
    ++runs_;
    const Scenario scenario = evaluation->scenario;
    job_->start([scenario](JobControl&) {
        Expected<flex::FlexReport> report = flex::run_flex(scenario, flex::this_month_options());
        return report ? QVariant::fromValue(std::make_shared<const flex::FlexReport>(std::move(*report))) : QVariant();
    });
}

void FlexAnalysis::waitForFinished()
{
    job_->waitForFinished();
}

} // namespace capstan::ui
