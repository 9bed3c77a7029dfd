#pragma once

#include "core/expected.h"
#include "core/scenario.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>
#include <vector>

namespace capstan::ui {

// Inputs and outputs of 1-4 scenarios side by side, each against the first (SPEC §4). One
// model behind three views: CSV for spreadsheets and Markdown for notes (export/table_export.h),
// and the deck's table.
struct ComparisonRow final {
    enum class Section { Input, Output };
    enum class Format { Text, Count, Fixed1, Fixed2, Number, Usd, Percent };

    Section section = Section::Input;
    QString key;       // the input path, or the output key of `capstan-cli eval --json`
    QString label;     // in the UI's language
    QString unit;
    Format format = Format::Number;
    bool headline = false;                      // shown on a slide even when every scenario agrees
    QStringList raw;                            // per scenario, C locale (CSV)
    QStringList words;                          // per scenario, a text input's value translated ("yes", "Chatbot"); empty: raw
    QVector<std::optional<double>> numbers;     // per scenario; empty for text or no result

    [[nodiscard]] bool differs() const;
    // The scenario's value reads the same as the first's (or is the same text).
    [[nodiscard]] bool sameAsBaseline(int scenario) const;
    // The value as a reader sees it, in the UI's locale.
    [[nodiscard]] QString display(int scenario) const;
    // Against the first scenario: "+4 (+50 %)", "−$1,200 (−5.0 %)", "−3.9 pp" for a share,
    // "changed" for text; empty when equal.
    [[nodiscard]] QString delta(int scenario) const;
    // The delta in a few characters for a crowded slide: "+50 %" (or "+4" against a zero, or
    // "changed"); empty when equal.
    [[nodiscard]] QString shortDelta(int scenario) const;
    // As `raw` for the delta column of CSV: a signed number, or empty.
    [[nodiscard]] QString rawDelta(int scenario) const;
};

struct ComparisonTable final {
    Q_DECLARE_TR_FUNCTIONS(ComparisonTable)

public:
    QStringList scenarios;   // names, in order; the first is the baseline
    QVector<ComparisonRow> rows;
};

inline constexpr int kMaxCompared = 4;

// Evaluates each scenario (an infeasible one shows its reason in the "feasible" row).
Expected<ComparisonTable> compareScenarios(const std::vector<Scenario>& scenarios);

// The rows a slide shows: the headline figures and every input that differs.
QVector<ComparisonRow> slideRows(const ComparisonTable& table);

} // namespace capstan::ui
