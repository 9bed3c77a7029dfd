#pragma once

class QCustomPlot;
class QPalette;

namespace capstan::ui {

// Re-colours a plot drawn under the palette `from` for the palette `to` (a live switch between
// light and dark): background, axes, grids and every legend in the new palette's colours; pens
// and texts drawn in the old text colour in the new one; labels' text made readable on the new
// background with its hue kept, and their boxes filled with it. Series colours stay.
void repalette(QCustomPlot* plot, const QPalette& from, const QPalette& to);

} // namespace capstan::ui
