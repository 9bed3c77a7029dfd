#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <QVariant>

#include <atomic>
#include <functional>
#include <memory>

namespace capstan::ui {

// Cancellation and progress shared between the GUI thread and one background run.
struct JobControl final {
    std::atomic<bool> cancelled{false};
    std::atomic<double> progress{0.0};   // 0 .. 1
};

// Runs one kind of long work (simulation, sensitivity, fleet Monte Carlo) off the GUI thread.
// Starting again supersedes the previous run: it is told to cancel and its result, should it
// still arrive, is dropped (each run carries a generation id). Results cross threads as values.
class BackgroundJob final : public QObject {
    Q_OBJECT
public:
    using Work = std::function<QVariant(JobControl& control)>;

    explicit BackgroundJob(QObject* parent = nullptr);
    ~BackgroundJob() override;

    // Runs `work` after the configured delay; a start within the delay replaces the pending
    // work (a slider drag runs the last position once, not every position).
    void start(Work work);
    void setDelay(int milliseconds) { delay_.setInterval(milliseconds); }
    // Tells the current run to stop and drops whatever it, or a pending start, would deliver.
    void cancel();
    [[nodiscard]] bool isRunning() const { return running_; }
    // Blocks until the current run has delivered (tests and benchmarks).
    void waitForFinished();

Q_SIGNALS:
    void started();
    void progressed(double share);
    void finished(const QVariant& result);

private:
    void onFinished(quint64 generation, QFutureWatcher<QVariant>* watcher);
    void launch();

    quint64 generation_ = 0;
    bool running_ = false;
    std::shared_ptr<JobControl> control_;
    QFutureWatcher<QVariant>* current_ = nullptr;
    QTimer progressTimer_;
    QTimer delay_;
    Work pending_;
};

} // namespace capstan::ui
