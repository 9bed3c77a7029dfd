#include "analysis/pool_month_analysis.h"

#include "analysis/background_job.h"

#include "core/fleet/pool_month.h"
#include "core/fleet/pool_presets.h"

namespace capstan::ui {

PoolMonthAnalysis::PoolMonthAnalysis(QObject* parent) : QObject(parent), job_(new BackgroundJob(this))
{
    connect(job_, &BackgroundJob::started, this, &PoolMonthAnalysis::started);
    connect(job_, &BackgroundJob::finished, this, [this](const QVariant& value) {
        result_ = value.value<std::shared_ptr<const fleet::PoolResult>>();
        Q_EMIT ready();
    });
}

QStringList PoolMonthAnalysis::stories()
{
    QStringList names;
    for (std::string_view name : fleet::pool_preset_names())
        names.append(QString::fromUtf8(name.data(), qsizetype(name.size())));
    return names;
}

void PoolMonthAnalysis::run(const QString& story, const Levers& levers)
{
    Expected<fleet::PoolInput> input = fleet::pool_preset(story.toStdString());
    if (!input)
        return;
    input->window = levers.window.toStdString();
    input->eviction_share = levers.eviction_share;
    result_.reset();
    ++runs_;
    job_->start([month = *input](JobControl&) {
        Expected<fleet::PoolResult> result = fleet::simulate_pool(month);
        return result ? QVariant::fromValue(std::make_shared<const fleet::PoolResult>(std::move(*result))) : QVariant();
    });
}

void PoolMonthAnalysis::waitForFinished()
{
    job_->waitForFinished();
}

} // namespace capstan::ui
