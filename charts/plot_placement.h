#pragma once

#include <QPointF>

#include <vector>

class QCustomPlot;
class QCPAbstractPlottable;

namespace capstan::ui {

// Where charts put their legends and labels so they hide no data and are never cut.

// Where a plottable draws, in the plot's pixels: its points and the straight segments between
// them (graphs and curves), the length of its bars (bars). Empty for other kinds.
std::vector<QPointF> drawnPixels(QCPAbstractPlottable* plottable);

// Moves a legend that sits inside its axis rect to the corner where it covers the fewest drawn
// points (none where a corner is free). Call after every layout (QCustomPlot::afterLayout):
// the data, the axis ranges and the legend's size decide. Returns the points still covered.
int keepLegendClear(QCustomPlot* plot);

// Takes the plot's legend out of its axis rect into a row of its own under it, `columns` entries
// a row: for charts whose series fill the whole plot (stacked areas, tornado bars, long curves
// with long names), where no corner is free.
void placeLegendBelow(QCustomPlot* plot, int columns);

// A legend under the plot takes as many columns (up to the number placeLegendBelow gave) as fit
// the plot's width, so no entry is cut. Call after every layout; true when it changed (the
// plot then needs another layout).
bool fitLegendColumns(QCustomPlot* plot);

// Text labels drawn outside the axis-rect clip that would run past it are moved inside (by as
// little as needed). Call after every layout.
void keepLabelsInside(QCustomPlot* plot);

} // namespace capstan::ui
