#include "background_job.h"

#include <QCoreApplication>
#include <QtConcurrent/QtConcurrentRun>

namespace capstan::ui {

BackgroundJob::BackgroundJob(QObject* parent) : QObject(parent)
{
    progressTimer_.setInterval(100);
    connect(&progressTimer_, &QTimer::timeout, this, [this] {
        if (control_)
            Q_EMIT progressed(control_->progress.load());
    });
}

BackgroundJob::~BackgroundJob()
{
    if (control_)
        control_->cancelled = true;
    if (current_)
        current_->waitForFinished();
}

void BackgroundJob::start(Work work)
{
    if (control_)
        control_->cancelled = true;   // the superseded run may stop early; its result is dropped
    control_ = std::make_shared<JobControl>();
    const quint64 generation = ++generation_;
    auto* watcher = new QFutureWatcher<QVariant>(this);
    connect(watcher, &QFutureWatcher<QVariant>::finished, this,
            [this, generation, watcher] { onFinished(generation, watcher); });
    std::shared_ptr<JobControl> control = control_;
    watcher->setFuture(QtConcurrent::run([work = std::move(work), control] { return work(*control); }));
    current_ = watcher;
    running_ = true;
    progressTimer_.start();
    Q_EMIT started();
}

void BackgroundJob::waitForFinished()
{
    while (running_ && current_) {
        current_->waitForFinished();
        QCoreApplication::sendPostedEvents(current_);
        QCoreApplication::processEvents();
    }
}

void BackgroundJob::onFinished(quint64 generation, QFutureWatcher<QVariant>* watcher)
{
    watcher->deleteLater();
    if (generation != generation_)
        return;   // stale: a newer run was started
    current_ = nullptr;
    running_ = false;
    progressTimer_.stop();
    Q_EMIT finished(watcher->result());
}

} // namespace capstan::ui
