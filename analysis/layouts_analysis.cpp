#include "analysis/layouts_analysis.h"

#include "analysis/background_job.h"
#include "analysis/layout_space.h"

namespace capstan::ui {

LayoutsAnalysis::LayoutsAnalysis(QObject* parent)
    : QObject(parent), screen_(new BackgroundJob(this)), confirm_(new BackgroundJob(this))
{
    screen_->setDelay(kCoalesceMs);
    const auto take = [this](const QVariant& value) { landed(value.value<LayoutsRunPtr>()); };
    connect(screen_, &BackgroundJob::finished, this, take);
    connect(confirm_, &BackgroundJob::finished, this, take);
}

void LayoutsAnalysis::showEvaluation(const EvaluationPtr& evaluation)
{
    if (!evaluation)
        return;
    // The refinement or a chart control of the same scenario: the search stands.
    const bool same = evaluation_ && evaluation->generation == scenarioGeneration_;
    const bool cardMoved = evaluation_ && evaluation->scenario.gpu.preset != evaluation_->scenario.gpu.preset;
    evaluation_ = evaluation;
    scenarioGeneration_ = evaluation->generation;
    if (same)
        return;
    if (!chosenGpus_ && (cardMoved || extra_.empty()))
        extra_ = companionGpus(evaluation->scenario.gpu.preset);
    restart();
}

void LayoutsAnalysis::setExtraGpus(const std::vector<std::string>& ids)
{
    chosenGpus_ = true;
    if (ids == extra_)
        return;
    extra_ = ids;
    restart();
}

std::vector<std::string> LayoutsAnalysis::extraGpus() const
{
    return extra_;
}

std::string LayoutsAnalysis::scenarioGpu() const
{
    return evaluation_ ? evaluation_->scenario.gpu.preset : std::string();
}

void LayoutsAnalysis::setRankBasis(search::RankBasis basis)
{
    if (basis == rank_)
        return;
    rank_ = basis;
    restart();
}

void LayoutsAnalysis::setActive(bool active)
{
    active_ = active;
    if (active_ && pending_)
        startScreening();
}

bool LayoutsAnalysis::isScreening() const
{
    return screen_->isRunning() || pending_;
}

bool LayoutsAnalysis::isConfirming() const
{
    return confirm_->isRunning();
}

void LayoutsAnalysis::restart()
{
    if (!evaluation_)
        return;
    ++generation_;
    current_.reset();
    screen_->cancel();
    confirm_->cancel();
    pending_ = true;
    Q_EMIT started(generation_);
    if (active_)
        startScreening();
}

void LayoutsAnalysis::startScreening()
{
    pending_ = false;
    auto run = std::make_shared<LayoutsRun>();
    run->generation = generation_;
    run->scenario = evaluation_->scenario;
    run->space = layoutSpace(run->scenario, extra_);
    const search::RankBasis rank = rank_;
    screen_->start([run, rank](JobControl&) {
        run->search = search::screen_and_rank(run->scenario, run->space, rank);
        return QVariant::fromValue(LayoutsRunPtr(run));
    });
}

void LayoutsAnalysis::landed(const LayoutsRunPtr& run)
{
    if (!run || run->generation != generation_)
        return;   // a superseded search: its scenario or GPU set is gone
    current_ = run;
    if (run->confirmed) {
        Q_EMIT confirmed(run);
        return;
    }
    Q_EMIT screened(run);
    confirm_->start([screenedRun = run](JobControl& control) {
        auto next = std::make_shared<LayoutsRun>(*screenedRun);
        search::SearchOptions options;
        options.rank = next->search.rank;
        options.confirm = kConfirmed;
        options.confirmation.cancelled = &control.cancelled;
        if (!search::confirm_front(next->scenario, next->space, next->search, options))
            return QVariant();   // cancelled: a newer search took over
        next->confirmed = true;
        return QVariant::fromValue(LayoutsRunPtr(next));
    });
}

void LayoutsAnalysis::waitForScreened()
{
    if (pending_)
        startScreening();
    screen_->waitForFinished();
}

void LayoutsAnalysis::waitForConfirmed()
{
    waitForScreened();
    confirm_->waitForFinished();
}

} // namespace capstan::ui
