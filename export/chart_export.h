#pragma once

#include "core/expected.h"

#include <QByteArray>
#include <QImage>
#include <QSize>
#include <QString>

#include <optional>
#include <vector>

class QWidget;

namespace capstan::ui {

class ChartFrame;

enum class ExportFormat { Png, Svg, Pdf };

// How a chart leaves the workbench. The chart is laid out at `pixels` x 96 / `dpi` logical
// pixels (the size it would have on a 96-dpi screen) and scaled up to `pixels`, so a higher
// DPI gives the same picture with sharper, relatively larger text; the PNG records the DPI.
// With `titled`, the chart's title is set above the plot and its caption (the source note the
// workbench shows under it) below, so a file stands on its own; a deck's slide carries both
// itself and takes the plot alone.
struct ExportOptions final {
    QSize pixels{1920, 1080};
    int dpi = 144;
    bool slideTheme = false;
    bool titled = false;
};

// A named size for the export dialog and the deck.
struct SizePreset final {
    const char* id;
    QSize pixels;
    int dpi;
};
// 16:9 at 1920x1080 and 3840x2160, 4:3 at 1600x1200 (each laid out at ~1280 logical px wide).
const std::vector<SizePreset>& sizePresets();

inline constexpr int kMinDpi = 48;
inline constexpr int kMaxDpi = 1200;
inline constexpr int kMaxPixels = 16384;
inline constexpr QSize kMinLogical{240, 160};

// Range checks with messages that name the field, the value and the allowed range.
Status checkOptions(const ExportOptions& options);
QSize logicalSize(const ExportOptions& options);
// The DPI that lays a chart of this size out 1280 px wide, as the slide presets do
// (1920 px: 144 dpi; 3840 px: 288 dpi), within the allowed range.
int defaultDpi(QSize pixels);

// The format a file name asks for (.png, .svg, .pdf), if any.
std::optional<ExportFormat> formatForPath(const QString& path);

// Waits for the chart's background refinement, then renders its plot. A chart showing a
// message instead of a plot (an infeasible scenario) is an error carrying that message.
Expected<QImage> renderChartImage(ChartFrame& chart, const ExportOptions& options);
Expected<QByteArray> exportChart(ChartFrame& chart, ExportFormat format, const ExportOptions& options);
Status exportChartToFile(ChartFrame& chart, const QString& path, ExportFormat format, const ExportOptions& options);
Status copyChartToClipboard(ChartFrame& chart, const ExportOptions& options);

// An SVG whose every font-family attribute names the face the text was set in, then a CSS
// generic family ("'DejaVu Sans', sans-serif"): Qt writes its own alias ("Sans Serif"), which
// no other program knows, and a viewer without the face still picks a like one.
QByteArray withGenericFonts(const QByteArray& svg);

// The stable short name of a chart (knee, memory, bill, tornado, fleet): its plot's object
// name without the "Plot" suffix.
QString chartName(const ChartFrame& chart);

} // namespace capstan::ui
