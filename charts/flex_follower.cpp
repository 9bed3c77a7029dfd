#include "charts/flex_follower.h"

#include "analysis/flex_analysis.h"

namespace capstan::ui {

FlexFollower::FlexFollower(QObject* parent, std::function<void()> redraw) : QObject(parent), redraw_(std::move(redraw))
{
}

void FlexFollower::attach(FlexAnalysis* analysis)
{
    analysis_ = analysis;
    connect(analysis, &FlexAnalysis::ready, this,
            [this](quint64 generation, std::shared_ptr<const flex::FlexReport> report) { take(generation, std::move(report)); });
}

void FlexFollower::follow(quint64 generation)
{
    generation_ = generation;
    report_ = analysis_ && analysis_->generation() == generation ? analysis_->report() : nullptr;
}

void FlexFollower::wait()
{
    if (!analysis_)
        return;
    analysis_->waitForFinished();
    take(analysis_->generation(), analysis_->report());
}

void FlexFollower::take(quint64 generation, std::shared_ptr<const flex::FlexReport> report)
{
    if (generation != generation_ || report == report_)
        return;
    report_ = std::move(report);
    redraw_();
}

} // namespace capstan::ui
