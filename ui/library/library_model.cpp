#include "library_model.h"

#include "library_texts.h"

#include <QStringList>

namespace capstan::ui {

namespace {

QString joinedTags(const store::ScenarioSummary& summary)
{
    QStringList tags;
    for (const std::string& tag : summary.tags)
        tags << fromStore(tag);
    return tags.join(QStringLiteral(", "));
}

} // namespace

LibraryModel::LibraryModel(QObject* parent) : QAbstractTableModel(parent) {}

void LibraryModel::setScenarios(std::vector<store::ScenarioSummary> scenarios)
{
    beginResetModel();
    scenarios_ = std::move(scenarios);
    endResetModel();
}

const store::ScenarioSummary* LibraryModel::summary(std::int64_t id) const
{
    for (const store::ScenarioSummary& summary : scenarios_)
        if (summary.id == id)
            return &summary;
    return nullptr;
}

void LibraryModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!scenarios_.empty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int LibraryModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(scenarios_.size());
}

int LibraryModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LibraryModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const store::ScenarioSummary& row = scenarios_[std::size_t(index.row())];
    if (role == IdRole)
        return QVariant::fromValue(qint64(row.id));
    if (role == Qt::DisplayRole || role == SortRole) {
        switch (Column(index.column())) {
        case Name: return role == SortRole ? fromStore(row.name).toCaseFolded() : fromStore(row.name);
        case Tags: return joinedTags(row);
        case Changed:
            if (role == SortRole)
                return QVariant::fromValue(qint64(row.updated_ms));
            return localDateTime(row.updated_ms);
        case Revisions: return row.revisions;
        case ColumnCount: break;
        }
    }
    if (role == Qt::ToolTipRole && index.column() == Name)
        return row.notes.empty() ? fromStore(row.name)
                                 : fromStore(row.name) + QStringLiteral("\n\n") + fromStore(row.notes);
    if (role == Qt::ToolTipRole && index.column() == Tags && !row.tags.empty())
        return joinedTags(row);
    if (role == Qt::TextAlignmentRole && index.column() == Revisions)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant LibraryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        if (section == Changed)
            return tr("When the scenario was last saved, renamed or tagged");
        if (section == Revisions)
            return tr("How many revisions the library keeps");
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case Name: return tr("Name");
    case Tags: return tr("Tags");
    case Changed: return tr("Changed");
    case Revisions: return tr("Rev.", "revisions, short for a narrow column");
    case ColumnCount: break;
    }
    return {};
}

} // namespace capstan::ui
