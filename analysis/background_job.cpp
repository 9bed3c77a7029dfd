#include "analysis/background_job.h"

#include <QCoreApplication>
#include <QThread>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#endif

namespace capstan::ui {
namespace {

// The analyses run on a pool of their own. Qt's raster paint engine hands parts of large fills
// to the global thread pool and waits for them: with seconds-long simulations holding every
// global thread, each repaint on the GUI thread waited until one finished (30-55 ms stalls
// after a change on two cores, bench_workbench).
// One core is left to the GUI thread, so a drag stays smooth while the analyses run.
QThreadPool* analysisPool()
{
    static QThreadPool* const pool = [] {
        auto* created = new QThreadPool(QCoreApplication::instance());
        created->setMaxThreadCount(std::max(1, QThread::idealThreadCount() - 1));
        return created;
    }();
    return pool;
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
__attribute__((target("avx"))) void zeroUpperVectorHalves()
{
    _mm256_zeroupper();
}
#endif

// Qt's own AVX code can leave the upper halves of the vector registers dirty on the thread that
// runs it; the model's SSE code and libm's exp and log then pay for every instruction (Skylake
// and later: a false dependency on the upper halves). Measured in one process on one thread:
// 3,360 layouts screened in 240 ms of CPU before QApplication and 1,400 ms after it; 240 ms again
// after a vzeroupper. Each run starts clean.
void cleanVectorState()
{
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    if (__builtin_cpu_supports("avx"))
        zeroUpperVectorHalves();
#endif
}

} // namespace

BackgroundJob::BackgroundJob(QObject* parent) : QObject(parent)
{
    delay_.setSingleShot(true);
    delay_.setInterval(0);
    connect(&delay_, &QTimer::timeout, this, &BackgroundJob::launch);
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
    ++generation_;                    // and whatever it delivers is stale from now on
    pending_ = std::move(work);
    running_ = true;
    Q_EMIT started();
    delay_.start();
}

void BackgroundJob::cancel()
{
    if (control_)
        control_->cancelled = true;
    ++generation_;
    pending_ = nullptr;
    delay_.stop();
    running_ = false;
    progressTimer_.stop();
}

void BackgroundJob::launch()
{
    if (!pending_)
        return;
    Work work = std::move(pending_);
    pending_ = nullptr;
    control_ = std::make_shared<JobControl>();
    const quint64 generation = generation_;
    auto* watcher = new QFutureWatcher<QVariant>(this);
    connect(watcher, &QFutureWatcher<QVariant>::finished, this,
            [this, generation, watcher] { onFinished(generation, watcher); });
    std::shared_ptr<JobControl> control = control_;
    watcher->setFuture(QtConcurrent::run(analysisPool(), [work = std::move(work), control] {
        cleanVectorState();
        return work(*control);
    }));
    current_ = watcher;
    progressTimer_.start();
}

void BackgroundJob::waitForFinished()
{
    if (delay_.isActive()) {
        delay_.stop();
        launch();
    }
    while (running_ && current_) {
        current_->waitForFinished();
        QCoreApplication::sendPostedEvents(current_);
        QCoreApplication::processEvents();
    }
    // A run superseded while its successor waited out the delay: launch that one now.
    if (running_ && !current_ && pending_) {
        launch();
        waitForFinished();
    }
}

void BackgroundJob::onFinished(quint64 generation, QFutureWatcher<QVariant>* watcher)
{
    watcher->deleteLater();
    if (watcher == current_)
        current_ = nullptr;
    if (generation != generation_)
        return;   // stale: a newer run was started
    running_ = false;
    progressTimer_.stop();
    Q_EMIT finished(watcher->result());
}

} // namespace capstan::ui
