#pragma once

#include "analysis/comparison_table.h"

#include <QAbstractTableModel>
#include <QColor>
#include <QVector>

namespace capstan::ui {

// The comparison as a table: one row per figure (inputs, then outputs, each under a section
// row), the figure and its unit, then each scenario's value and, from the second scenario on,
// its change against the first. A cell that differs from the first scenario is tinted and bold;
// "only differences" hides the rows where every scenario agrees.
class CompareTableModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Figure, Unit, FirstScenario };

    CompareTableModel(ComparisonTable table, QVector<QColor> colors, QObject* parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    // A scenario's header is its name (broken into lines when long) on a swatch of its colour.
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    void setOnlyDifferences(bool only);
    [[nodiscard]] bool onlyDifferences() const { return onlyDifferences_; }

    [[nodiscard]] const ComparisonTable& table() const { return table_; }
    [[nodiscard]] int scenarioCount() const { return int(table_.scenarios.size()); }
    // The row of the table behind a model row, or null for a section row.
    [[nodiscard]] const ComparisonRow* figure(int row) const;
    [[nodiscard]] bool isSection(int row) const;
    // Scenario i's value column; its change column follows it (i >= 1).
    [[nodiscard]] static int valueColumn(int scenario);
    [[nodiscard]] static int deltaColumn(int scenario) { return valueColumn(scenario) + 1; }
    // The scenario a column shows, or -1 for the figure and unit columns.
    [[nodiscard]] static int scenarioOfColumn(int column);
    [[nodiscard]] static bool isDeltaColumn(int column);

    // The tint of a changed cell: a translucent yellow over the view's base colour, so it
    // reads on light and dark palettes alike and is none of the scenario colours.
    [[nodiscard]] static QColor changedTint();

private:
    struct Line final {
        int figure = -1;   // index into table_.rows; -1 for a section row
        ComparisonRow::Section section = ComparisonRow::Section::Input;
    };
    void rebuild();
    [[nodiscard]] bool changed(const ComparisonRow& row, int scenario) const;
    [[nodiscard]] QVariant cellData(const ComparisonRow& row, int column, int role) const;

    ComparisonTable table_;
    QVector<QColor> colors_;
    QVector<Line> lines_;
    bool onlyDifferences_ = false;
};

} // namespace capstan::ui
