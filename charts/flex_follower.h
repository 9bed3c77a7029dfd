#pragma once

#include "analysis/flex_metatype.h"

#include <QObject>

#include <functional>
#include <memory>

namespace capstan::ui {

class FlexAnalysis;

// What a chart holds of the shared core-and-flex run (FlexAnalysis): the run of the
// generation the chart shows, and a redraw when it lands. A chart with no analysis attached
// shows no flex.
class FlexFollower final : public QObject {
    Q_OBJECT
public:
    FlexFollower(QObject* parent, std::function<void()> redraw);

    void attach(FlexAnalysis* analysis);
    // The chart now shows `generation`: the analysis's run if it is of that generation.
    void follow(quint64 generation);
    // Blocks until the analysis's run has landed and takes it.
    void wait();
    [[nodiscard]] const std::shared_ptr<const flex::FlexReport>& report() const { return report_; }

private:
    void take(quint64 generation, std::shared_ptr<const flex::FlexReport> report);

    std::function<void()> redraw_;
    FlexAnalysis* analysis_ = nullptr;
    quint64 generation_ = 0;
    std::shared_ptr<const flex::FlexReport> report_;
};

} // namespace capstan::ui
