#include "ui/layouts_table_model.h"

#include "analysis/layout_space.h"
#include "analysis/layout_texts.h"
#include "analysis/number_format.h"

#include <cmath>

namespace capstan::ui {

LayoutsTableModel::LayoutsTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void LayoutsTableModel::setRun(const LayoutsRunPtr& run)
{
    beginResetModel();
    run_ = run;
    endResetModel();
}

const search::Candidate* LayoutsTableModel::candidate(int row) const
{
    if (!run_ || row < 0 || row >= int(run_->search.candidates.size()))
        return nullptr;
    return &run_->search.candidates[std::size_t(row)];
}

int LayoutsTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !run_ ? 0 : int(run_->search.candidates.size());
}

int LayoutsTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString LayoutsTableModel::latencyText(const search::Candidate& c, bool ttft) const
{
    if (c.confirmation) {
        const search::SimulatedPercentile& p = ttft ? c.confirmation->ttft : c.confirmation->tpot;
        if (!std::isfinite(p.value_ms))
            return format::unavailable();
        return tr("%1 (%2–%3)").arg(format::latency_ms(p.value_ms), format::latency_ms(p.ci_low_ms),
                                    format::latency_ms(p.ci_high_ms));
    }
    const double ms = ttft ? c.screened.ttft_ms_at_slo : c.screened.tpot_ms_at_slo;
    return std::isfinite(ms) ? format::latency_ms(ms) : format::unavailable();
}

QString LayoutsTableModel::text(const search::Candidate& c, int row, int column) const
{
    const search::Layout& l = c.screened.layout;
    switch (Column(column)) {
    case Rank: return format::count(row + 1);
    case Gpu: return QString::fromStdString(shortGpuName(run_->space.gpus.at(l.gpu)));
    case Precision: return precisionText(l.weight_bits, l.kv_bits);
    case Tp: return format::count(l.tp);
    case Pp: return format::count(l.pp);
    case Ep: return format::count(l.ep);
    case Mode: return modeText(c);
    case MaxBatch: return format::count(l.max_batch);
    case Replicas: return format::count(c.replicas());
    case Gpus: return format::count(c.gpus());
    case OwnUsd: return format::money(c.usd_month(search::RankBasis::Own));
    case RentUsd: return format::money(c.usd_month(search::RankBasis::Rent));
    case Ttft: return latencyText(c, true);
    case Itl: return latencyText(c, false);
    case Binding: return candidateBindingText(c);
    case Confirmed: return confirmedText(c);
    case ColumnCount: break;
    }
    return {};
}

QVariant LayoutsTableModel::sortKey(const search::Candidate& c, int row, int column) const
{
    const search::Layout& l = c.screened.layout;
    switch (Column(column)) {
    case Rank: return row;
    case Tp: return l.tp;
    case Pp: return l.pp;
    case Ep: return l.ep;
    case Precision: return l.weight_bits * 100 + l.kv_bits;
    case MaxBatch: return l.max_batch;
    case Replicas: return c.replicas();
    case Gpus: return c.gpus();
    case OwnUsd: return c.usd_month(search::RankBasis::Own);
    case RentUsd: return c.usd_month(search::RankBasis::Rent);
    case Ttft: return c.confirmation ? c.confirmation->ttft.value_ms : c.screened.ttft_ms_at_slo;
    case Itl: return c.confirmation ? c.confirmation->tpot.value_ms : c.screened.tpot_ms_at_slo;
    default: return text(c, row, column);
    }
}

QVariant LayoutsTableModel::data(const QModelIndex& index, int role) const
{
    const search::Candidate* c = index.isValid() ? candidate(index.row()) : nullptr;
    if (!c || index.column() >= ColumnCount)
        return {};
    switch (role) {
    case Qt::DisplayRole: return text(*c, index.row(), index.column());
    case SortRole: return sortKey(*c, index.row(), index.column());
    case Qt::TextAlignmentRole: {
        const bool words = index.column() == Gpu || index.column() == Precision || index.column() == Mode ||
                           index.column() == Binding || index.column() == Confirmed;
        return QVariant::fromValue(Qt::AlignVCenter | (words ? Qt::AlignLeft : Qt::AlignRight));
    }
    case Qt::ToolTipRole:
        if (!c->confirmation_error.empty())
            return tr("The simulator refused this layout: %1").arg(QString::fromStdString(c->confirmation_error));
        if (c->confirmation && !c->confirmation->met)
            return QString::fromStdString(c->confirmation->reason);
        return {};
    default: return {};
    }
}

QVariant LayoutsTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    const double p = run_ ? run_->search.percentile : 99;
    if (role == Qt::DisplayRole) {
        switch (Column(section)) {
        case Rank: return tr("#");
        case Gpu: return tr("GPU");
        case Precision: return tr("Precision");
        case Tp: return tr("TP");
        case Pp: return tr("PP");
        case Ep: return tr("EP");
        case Mode: return tr("Mode");
        case MaxBatch: return tr("Max batch");
        case Replicas: return tr("Replicas");
        case Gpus: return tr("GPUs");
        case OwnUsd: return tr("Owned $/month");
        case RentUsd: return tr("Rented $/month");
        case Ttft: return tr("p%1 TTFT").arg(p);
        case Itl: return tr("p%1 ITL").arg(p);
        case Binding: return tr("Binding");
        case Confirmed: return tr("Confirmed");
        case ColumnCount: break;
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (Column(section)) {
        case Precision: return tr("Bits of the weights and of the KV cache");
        case Mode: return tr("Aggregated: prefill and decode share each replica's GPUs");
        case MaxBatch: return tr("The engine's cap on running sequences");
        case Ttft:
        case Itl:
            return tr("At the SLO percentile and the peak rate: simulated, with its 95% interval, when confirmed; "
                      "else the closed-form tail model's");
        case Confirmed: return tr("Re-sized by the request-level simulator (the cheapest %1, one per GPU, precision and TP)")
                                   .arg(LayoutsAnalysis::kConfirmed);
        default: return {};
        }
    }
    return {};
}

} // namespace capstan::ui
