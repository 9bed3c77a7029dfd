#include "charts/run_follower.h"

#include "analysis/scenario_run.h"

namespace capstan::ui {

RunFollower::RunFollower(QObject* parent, std::function<void()> redraw) : QObject(parent), redraw_(std::move(redraw))
{
}

void RunFollower::attach(ScenarioRun* run)
{
    run_ = run;
    connect(run, &ScenarioRun::ready, this, [this](quint64 generation, const QVariant& result) { take(generation, result); });
    // New options: the followed generation's result is to come again.
    connect(run, &ScenarioRun::restarted, this, [this](quint64 generation) {
        if (generation == generation_) {
            landed_ = false;
            result_ = QVariant();
        }
    });
}

void RunFollower::follow(quint64 generation)
{
    generation_ = generation;
    landed_ = run_ && run_->generation() == generation && run_->result().isValid();
    result_ = landed_ ? run_->result() : QVariant();
}

void RunFollower::wait()
{
    if (!run_)
        return;
    run_->waitForFinished();
    take(run_->generation(), run_->result());
}

void RunFollower::take(quint64 generation, const QVariant& result)
{
    if (generation != generation_ || landed_)
        return;   // a generation has one result
    result_ = result;
    landed_ = true;
    redraw_();
}

} // namespace capstan::ui
