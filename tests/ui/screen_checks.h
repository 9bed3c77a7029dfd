// What a screenshot is checked for, on the live widgets behind it: text cut short (a label,
// button, tab, combo box, line edit, header or a chart's figures narrower than its words, a plot
// squeezed below 100 x 80 px, tick labels that touch), chart labels that leave
// their plot or overlap one another or the legend, a legend drawn over a series' points, and
// text whose contrast with its background is under 4.5:1 (WCAG 2.1 AA for normal text). Each
// check returns one line per finding, naming the widget and its text; empty is a pass.
#pragma once

#include <QStringList>

class QWidget;

namespace capstan::test {

// Visible text under `root` that its widget cannot show whole.
QStringList elidedTexts(QWidget& root);

// Visible QCustomPlot text labels outside their axis rect, overlapping another label or the
// legend; legends over the points or bars of a series.
QStringList chartCollisions(QWidget& root);

// Visible text (widgets, chart axes, legends and labels) with contrast under `minimum`.
QStringList lowContrastTexts(QWidget& root, double minimum = 4.5);

} // namespace capstan::test
