#pragma once

#include "core/fleet/pool_types.h"

#include <QMetaType>
#include <QObject>
#include <QStringList>

#include <memory>

namespace capstan::ui {

class BackgroundJob;

// A month of a rented pool (fleet::simulate_pool, Monte Carlo) for one of the pool stories and
// its scoring window and eviction share (the scenario's pool.* inputs). Its own story, not the
// scenario's: it runs in the background when those move, never on another input's change.
class PoolMonthAnalysis final : public QObject {
    Q_OBJECT
public:
    explicit PoolMonthAnalysis(QObject* parent = nullptr);

    // The stories (pool presets) by id.
    [[nodiscard]] static QStringList stories();
    struct Levers final {
        QString window;             // "hour", "day" or "week"
        double eviction_share = 0;
    };

    // Simulates the story's month with these levers (superseding a run in flight).
    void run(const QString& story, const Levers& levers);
    // Null while it simulates or when the story has none.
    [[nodiscard]] std::shared_ptr<const fleet::PoolResult> result() const { return result_; }
    [[nodiscard]] bool hasRun() const { return runs_ > 0; }
    [[nodiscard]] int runs() const { return runs_; }
    // The job behind the runs, for a progress bar.
    [[nodiscard]] BackgroundJob* job() const { return job_; }
    // Blocks until the run in flight has landed (tests, export).
    void waitForFinished();

Q_SIGNALS:
    void started();
    void ready();

private:
    BackgroundJob* job_;
    std::shared_ptr<const fleet::PoolResult> result_;
    int runs_ = 0;
};

} // namespace capstan::ui

Q_DECLARE_METATYPE(std::shared_ptr<const capstan::fleet::PoolResult>)
