#pragma once

#include <QPointF>

#include <vector>

class QCustomPlot;
class QCPAbstractPlottable;
class QCPLegend;

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
// The same for a legend of its own (one panel's, in a plot of several), into a new row of the
// plot's layout at `row`.
void placeLegendBelow(QCustomPlot* plot, QCPLegend* legend, int row, int columns);

// Every legend under a plot (or a panel) takes as many columns (up to the number placeLegendBelow gave) as fit
// the plot's width, so no entry is cut. Call after every layout; true when it changed (the
// plot then needs another layout).
bool fitLegendColumns(QCustomPlot* plot);

// A horizontal axis whose tick labels would touch asks its ticker for fewer ticks ("-$4k -$2k
// $0" on a narrow chart becomes "-$4k $0 $4k"); the asked count comes back when the axis grows.
// Call after every layout; true when a ticker changed (lay out again).
bool keepTicksApart(QCustomPlot* plot);

// Text labels drawn outside the axis-rect clip that would run past it are moved inside (by as
// little as needed). Call after every layout.
void keepLabelsInside(QCustomPlot* plot);

} // namespace capstan::ui
