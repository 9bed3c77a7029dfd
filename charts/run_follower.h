#pragma once

#include <QObject>
#include <QVariant>

#include <functional>

namespace capstan::ui {

class ScenarioRun;

// What a chart holds of a shared run (ScenarioRun): the result of the generation the chart
// shows, and a redraw when it lands. A chart with no run attached shows none.
class RunFollower final : public QObject {
    Q_OBJECT
public:
    RunFollower(QObject* parent, std::function<void()> redraw);

    void attach(ScenarioRun* run);
    // The chart now shows `generation`: the run's result if it is of that generation.
    void follow(quint64 generation);
    // Blocks until the run has landed and takes it.
    void wait();
    [[nodiscard]] const QVariant& result() const { return result_; }
    // Whether the result of the followed generation has landed.
    [[nodiscard]] bool landed() const { return landed_; }

private:
    void take(quint64 generation, const QVariant& result);

    std::function<void()> redraw_;
    ScenarioRun* run_ = nullptr;
    quint64 generation_ = 0;
    QVariant result_;
    bool landed_ = false;
};

} // namespace capstan::ui
