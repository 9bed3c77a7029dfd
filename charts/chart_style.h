#pragma once

#include <QColor>
#include <QString>

class QCustomPlot;
class QCPAxis;
class QCPAxisRect;
class QCPItemText;
class QBrush;

namespace capstan::ui {

// One look for every chart: a colour-blind-safe series palette (Okabe–Ito), axes and text
// in the application palette's colours so light and dark themes both read, and fonts that
// stay legible when a chart is exported onto a slide.
QColor seriesColor(int index);
QColor sloColor();
QColor passColor();
QColor failColor();
void styleAxes(QCustomPlot* plot);
// The plot's background, kept beside the plot (QCustomPlot has a setter but no getter) so the
// slide theme can paint a slide white and put the palette's back afterwards.
void setPlotBackground(QCustomPlot* plot, const QBrush& brush);
[[nodiscard]] QBrush plotBackground(const QCustomPlot* plot);
// The same for the four axes of an axis rect a chart adds beside the default one.
void styleAxisRect(QCPAxisRect* rect);
// WCAG 2.1 contrast ratio of two opaque colours (1 to 21).
double contrastRatio(const QColor& a, const QColor& b);
// `color` darkened on a light background, lightened on a dark one, until its text reads at
// 4.5:1 (WCAG AA); unchanged when it already does. Series colours keep their hue as text.
QColor readableOn(const QColor& color, const QColor& background);
// Black or white, whichever reads better on a fill (a figure written on its bar).
QColor textOn(const QColor& fill);
// A label in `color` (as readable text on the plot's background), bold, on a translucent
// background box.
QCPItemText* makeLabel(QCustomPlot* plot, const QColor& color);
// Tick labels from the one formatting module (analysis/number_format): dollars compact ("$150k",
// "$4.2M"), counts with separators ("20,000").
void useMoneyTicks(QCPAxis* axis);
void useCountTicks(QCPAxis* axis);
// Ticks of a share (0..1) as percentages: "7.5%".
void useShareTicks(QCPAxis* axis);

} // namespace capstan::ui
