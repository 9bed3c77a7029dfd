#pragma once

// A comparison table as text files: CSV for spreadsheets, Markdown for notes.
#include "analysis/comparison_table.h"

#include <QString>

namespace capstan::ui {

// Columns: section, key, figure, unit, then each scenario's value and, from the second on,
// its delta against the first. RFC 4180 quoting, CRLF line ends.
QString comparisonCsv(const ComparisonTable& table);
// A GitHub-flavoured table: figure, unit, the first scenario, then each other with its delta.
QString comparisonMarkdown(const ComparisonTable& table);

} // namespace capstan::ui
