#include "charts/job_progress.h"

#include "analysis/background_job.h"

#include <QTimer>

#include <algorithm>
#include <cmath>

namespace capstan::ui {

namespace {

constexpr int kGraceMs = 300;

} // namespace

JobProgress::JobProgress(BackgroundJob* job, QWidget* parent) : QProgressBar(parent), job_(job)
{
    setObjectName(QStringLiteral("jobProgress"));
    setRange(0, 100);
    setMaximumWidth(260);
    setTextVisible(true);
    hide();
    auto* grace = new QTimer(this);
    grace->setSingleShot(true);
    grace->setInterval(kGraceMs);
    connect(grace, &QTimer::timeout, this, [this] {
        if (job_->isRunning())
            show();
    });
    connect(job_, &BackgroundJob::started, this, [this, grace] {
        setValue(0);
        grace->start();
    });
    connect(job_, &BackgroundJob::progressed, this, [this](double share) {
        if (std::isfinite(share))
            setValue(int(std::lround(std::clamp(share, 0.0, 1.0) * 100)));
    });
    connect(job_, &BackgroundJob::finished, this, [this, grace] {
        grace->stop();
        setValue(100);
        hide();
    });
}

void JobProgress::setLabel(const QString& label)
{
    setFormat(label);
}

} // namespace capstan::ui
