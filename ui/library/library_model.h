#pragma once

#include "store/library.h"

#include <QAbstractTableModel>

#include <vector>

namespace capstan::ui {

// The scenarios a library search found: name, tags, when last changed, revision count.
class LibraryModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Name, Tags, Changed, Revisions, ColumnCount };
    static constexpr int IdRole = Qt::UserRole + 1;
    // Names and tags compare as text, times and counts as numbers.
    static constexpr int SortRole = Qt::UserRole + 2;

    explicit LibraryModel(QObject* parent = nullptr);

    void setScenarios(std::vector<store::ScenarioSummary> scenarios);
    [[nodiscard]] const store::ScenarioSummary* summary(std::int64_t id) const;
    void retranslate();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<store::ScenarioSummary> scenarios_;
};

} // namespace capstan::ui
