#pragma once

#include "core/fleet/pool_types.h"

#include <QMetaType>
#include <QObject>
#include <QStringList>

#include <memory>

namespace capstan::ui {

class BackgroundJob;

// A month of a rented pool (fleet::simulate_pool, Monte Carlo) for one of the pool stories and
// the scoring window and eviction share the fleet chart's levers choose. Its own story, not the
// scenario's: it runs in the background when the levers move, never on a scenario change.
class PoolMonthAnalysis final : public QObject {
    Q_OBJECT
public:
    explicit PoolMonthAnalysis(QObject* parent = nullptr);

    // The stories (pool presets) by id, and the window and share each starts with.
    [[nodiscard]] static QStringList stories();
    struct Levers final {
        QString window;             // "hour", "day" or "week"
        double eviction_share = 0;
    };
    [[nodiscard]] static Levers storyLevers(const QString& story);

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
