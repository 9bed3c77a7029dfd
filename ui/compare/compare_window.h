#pragma once

#include "analysis/comparison.h"

#include "core/expected.h"

#include <QVector>
#include <QWidget>

#include <vector>

class QCheckBox;
class QLabel;
class QPushButton;
class QTableView;

namespace capstan::ui {

class ChartFrame;
class CompareBillChart;
class CompareKneeChart;
class CompareLatencyChart;
class CompareTableModel;

// Two to four scenarios side by side (SPEC §4): the table of inputs and outputs with the
// changes against the first scenario tinted, and the knee, bill and latency charts overlaid,
// one colour per scenario throughout. A window of its own, not modal; it deletes itself when
// closed.
class CompareWindow final : public QWidget {
    Q_OBJECT
public:
    explicit CompareWindow(const std::vector<Scenario>& scenarios, QWidget* parent = nullptr);

    // Why a comparison of `count` scenarios is refused (naming the field, the value and the
    // range), or empty when it is not.
    [[nodiscard]] static QString refusal(std::size_t count);
    // Empty when the window holds a comparison; else the refusal it shows instead.
    [[nodiscard]] QString error() const { return error_; }

    [[nodiscard]] ComparisonPtr comparison() const { return comparison_; }
    [[nodiscard]] CompareTableModel* model() const { return model_; }
    [[nodiscard]] QTableView* tableView() const { return table_; }
    [[nodiscard]] QCheckBox* onlyDifferencesBox() const { return onlyDifferences_; }
    // Shows the change columns; unchecked where the window is too narrow for every scenario's
    // values and their changes (each value's tooltip then carries its change).
    [[nodiscard]] QCheckBox* changesBox() const { return changes_; }
    [[nodiscard]] CompareKneeChart* kneeChart() const { return knee_; }
    [[nodiscard]] CompareBillChart* billChart() const { return bill_; }
    [[nodiscard]] CompareLatencyChart* latencyChart() const { return latency_; }
    // The overlaid charts, for the export dialog.
    [[nodiscard]] QVector<ChartFrame*> charts() const;

    // The table as the clipboard and the saved file carry it.
    [[nodiscard]] QString csv() const;
    [[nodiscard]] QString markdown() const;
    // Writes CSV or Markdown by the file's extension (.csv, .md).
    Status saveTable(const QString& path) const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void showRefusal();
    void buildView();
    void updateSpans();
    void showChanges(bool shown);
    [[nodiscard]] int tableWidth() const;
    void retranslate();
    void updateHint();
    void copyCsv();
    void copyMarkdown();
    void askSaveTable();
    void exportChart();

    QString error_;
    ComparisonPtr comparison_;
    CompareTableModel* model_ = nullptr;
    QTableView* table_ = nullptr;
    QLabel* hint_ = nullptr;
    QCheckBox* onlyDifferences_ = nullptr;
    QCheckBox* changes_ = nullptr;
    QPushButton* copyCsv_ = nullptr;
    QPushButton* copyMarkdown_ = nullptr;
    QPushButton* saveTable_ = nullptr;
    QPushButton* exportChart_ = nullptr;
    CompareKneeChart* knee_ = nullptr;
    CompareBillChart* bill_ = nullptr;
    CompareLatencyChart* latency_ = nullptr;
};

// Opens a compare window over `parent` (the library's "Compare", File ▸ Compare…); outside
// 2-4 scenarios it shows a message saying so and opens nothing.
void showCompareWindow(QWidget* parent, const std::vector<Scenario>& scenarios);

} // namespace capstan::ui
