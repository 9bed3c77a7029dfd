#pragma once

#include <QtGlobal>

#include <functional>
#include <vector>

class QCPLegend;
class QCPTextElement;
class QCustomPlot;

namespace capstan::ui {

// The look of a chart on a slide: large tick, axis, legend and label fonts, thicker lines,
// dark text on white whatever the palette. It holds while this object lives and is undone when
// it ends, so the chart on screen never changes. Sizes are points at the 96-dpi layout the
// export renders at: a 1280-px-wide layout fills a 13.3-inch slide, so 14 pt reads as ~13 pt.
class SlideTheme final {
public:
    // plot: what ChartFrame::plotWidget() draws in; null leaves everything as it is.
    explicit SlideTheme(QCustomPlot* plot);
    ~SlideTheme();
    Q_DISABLE_COPY_MOVE(SlideTheme)

    static constexpr double kTickPt = 14;
    static constexpr double kAxisLabelPt = 16;
    static constexpr double kLegendPt = 14;
    static constexpr double kTextLabelPt = 14;
    static constexpr double kTitlePt = 17;
    static constexpr double kLineScale = 1.7;

private:
    void apply(QCustomPlot* plot);
    void apply(QCPLegend* legend);
    void apply(QCPTextElement* title);

    QCustomPlot* plot_;
    std::vector<std::function<void()>> undo_;
};

} // namespace capstan::ui
