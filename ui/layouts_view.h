#pragma once

#include "core/search/config_space.h"

#include <QString>
#include <QWidget>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace capstan::ui {

class LayoutsAnalysis;
class LayoutsChart;
class LayoutsTableModel;

// The Layouts tab (SPEC 2.6b): the searched layouts' front (LayoutsChart) above their table,
// and beside them the GPUs searched (a checkable list of the catalog's cards; the scenario's own
// is always in), the ranking basis, and the selected layout's engine launch: copied to the
// clipboard or saved as files. Selecting a row marks it on the chart; with none selected the
// actions take the best layout.
class LayoutsView final : public QWidget {
    Q_OBJECT
public:
    explicit LayoutsView(LayoutsAnalysis* analysis, QWidget* parent = nullptr);

    void retranslate();
    [[nodiscard]] LayoutsChart* chart() const { return chart_; }
    [[nodiscard]] LayoutsTableModel* model() const { return model_; }
    [[nodiscard]] QTableView* table() const { return table_; }
    [[nodiscard]] QListWidget* gpuList() const { return gpus_; }
    [[nodiscard]] QComboBox* rankBox() const { return rank_; }
    [[nodiscard]] QComboBox* engineBox() const { return engine_; }
    [[nodiscard]] QPushButton* copyButton() const { return copy_; }
    [[nodiscard]] QPushButton* saveButton() const { return save_; }

    // The candidate the actions take: the selected row's, else the best (0); -1 when none.
    [[nodiscard]] int chosenCandidate() const;
    // The chosen layout's launch for the engine picked, as `capstan-cli launch` prints it; empty
    // with `error` set when there is none.
    [[nodiscard]] QString launchText(QString* error = nullptr) const;
    // Writes the chosen layout's launch script (launch-ENGINE.sh) and the engine's options file,
    // if it takes one, into `directory`. Returns the files written, or an empty list with
    // `error` set.
    QStringList saveLaunchFiles(const QString& directory, QString* error = nullptr);

Q_SIGNALS:
    void statusMessage(const QString& message);

private:
    void showGpus();
    void gpusEdited();
    void showRun();
    void selectionChanged();
    void copyLaunch();
    void saveLaunch();

    LayoutsAnalysis* analysis_;
    LayoutsChart* chart_;
    LayoutsTableModel* model_;
    QSortFilterProxyModel* proxy_;
    QTableView* table_;
    QListWidget* gpus_;
    QComboBox* rank_;
    QComboBox* engine_;
    QPushButton* copy_;
    QPushButton* save_;
    QLabel* gpusTitle_;
    QLabel* rankTitle_;
    QLabel* engineTitle_;
    search::Layout selectedLayout_;
    bool hasSelection_ = false;
};

} // namespace capstan::ui
