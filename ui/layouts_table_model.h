#pragma once

#include "analysis/layouts_analysis.h"

#include <QAbstractTableModel>

namespace capstan::ui {

// The searched layouts, one row per candidate in rank order (SPEC 2.6b): its layout, fleet, the
// two monthly bills and the SLO percentile's TTFT and inter-token latency (simulated, with the
// 95% interval, once confirmed; the tail model's before). SortRole gives each column's number
// (or text) for a QSortFilterProxyModel.
class LayoutsTableModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Rank, Gpu, Precision, Tp, Pp, Ep, Mode, MaxBatch, Replicas, Gpus, OwnUsd, RentUsd, Ttft, Itl, Binding,
        Confirmed, ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit LayoutsTableModel(QObject* parent = nullptr);

    void setRun(const LayoutsRunPtr& run);
    [[nodiscard]] const LayoutsRunPtr& run() const { return run_; }
    // The candidate of a row (rank - 1); null outside the table.
    [[nodiscard]] const search::Candidate* candidate(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    [[nodiscard]] QString text(const search::Candidate& c, int row, int column) const;
    [[nodiscard]] QVariant sortKey(const search::Candidate& c, int row, int column) const;
    [[nodiscard]] QString latencyText(const search::Candidate& c, bool ttft) const;

    LayoutsRunPtr run_;
};

} // namespace capstan::ui
