#pragma once

// One place that words numbers for the screen and for exported files: currency, counts,
// percentages, latencies, bytes, in the user's locale. A figure that is not finite is never
// printed as "nan" or "inf": it reads as an em dash, and the caller says why beside it.

#include <QLocale>
#include <QString>

namespace capstan::format {

// "—": what a figure that cannot be computed shows.
QString unavailable();

// US dollars with separators: cents below $100 ("$0.61", "$95,052"); "-$4,000" when negative.
QString money(double usd, const QLocale& locale = QLocale());

// Compact dollars for axes and bar labels: "$950", "$150k", "$4.2M", "$1.3B" (two significant
// digits at least, trailing zeros dropped).
QString money_compact(double usd, const QLocale& locale = QLocale());

// Whole counts with separators: "10,725" ("10.725" in German).
QString count(double n, const QLocale& locale = QLocale());

// A fraction as a percentage: 0.075 -> "7.5%" ("7,5 %" in German).
QString percent(double fraction, int decimals = 1, const QLocale& locale = QLocale());

// A latency in milliseconds in the unit that reads best: "850 µs", "2.35 ms", "123 ms", "2.4 s".
QString latency_ms(double ms, const QLocale& locale = QLocale());

// Decimal bytes: "512 MB", "48.3 GB", "1.2 TB".
QString bytes(double n, const QLocale& locale = QLocale());

// A plain number to `digits` significant digits, with separators: 85.5208 -> "85.5".
QString significant(double value, int digits = 3, const QLocale& locale = QLocale());

// The 1-2-5 value nearest `x` (> 0) on a log scale: 1, 2, 5, 10, 20, 50, ... A slider's
// rounding and an axis's tick step: 85.5 GB / 4 ticks -> 20 GB.
double nearest_125(double x);

// A range bound as written in a catalog: whole numbers with separators ("1,048,576"), others
// with up to six significant digits ("0.01"), huge ones in exponent form ("1e+12").
QString plain(double value, const QLocale& locale = QLocale());

} // namespace capstan::format
