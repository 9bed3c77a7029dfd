#pragma once

#include "analysis/comparison_table.h"
#include "core/expected.h"

#include <QByteArray>
#include <QDateTime>
#include <QSize>
#include <QString>
#include <QVector>

namespace capstan::ui {

// One chart on its own slide: the picture, its title and a line of key figures.
struct ChartSlide final {
    QString title;
    QString caption;
    QString footer;       // the scenario it shows
    QByteArray png;       // empty when the chart cannot be drawn: the caption says why
    QSize pixels;
    bool story = false;   // a chart with its own story (the fleet month), not the scenario's
};

// What a deck holds: a title slide, the chart slides, and the comparison table (split over
// as many slides as its rows need).
struct Deck final {
    QString title;
    QString subtitle;
    QDateTime date = QDateTime::currentDateTime();
    QVector<ChartSlide> charts;
    ComparisonTable comparison;   // no scenarios: no table slide
};

// The picture area of a chart slide, so charts render at its aspect and fill it.
QSize deckChartPixels();
inline constexpr int kDeckChartDpi = 192;
inline constexpr int kTableRowsPerSlide = 17;   // section headings included

int tableSlideCount(const ComparisonTable& table);
int deckSlideCount(const Deck& deck);

// The .pptx package (a ZIP of OOXML parts) that PowerPoint and LibreOffice Impress open.
Expected<QByteArray> writePptx(const Deck& deck);

} // namespace capstan::ui
