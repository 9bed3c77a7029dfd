#include "compare_table_model.h"

#include <QFont>
#include <QPixmap>

namespace capstan::ui {

namespace {

// A long scenario name breaks at spaces into lines of about `width` characters: the header
// grows taller instead of widening every value column (a header does not wrap by itself).
QString wrapped(const QString& text, qsizetype width)
{
    QStringList lines;
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (!lines.isEmpty() && lines.back().size() + 1 + word.size() <= width)
            lines.back() += QLatin1Char(' ') + word;
        else
            lines.append(word);
    }
    return lines.join(QLatin1Char('\n'));
}

// A header shows a pixmap, not a bare colour, as its decoration.
QPixmap swatch(const QColor& color)
{
    QPixmap pixmap(12, 12);
    pixmap.fill(color);
    return pixmap;
}

} // namespace

CompareTableModel::CompareTableModel(ComparisonTable table, QVector<QColor> colors, QObject* parent)
    : QAbstractTableModel(parent), table_(std::move(table)), colors_(std::move(colors))
{
    rebuild();
}

void CompareTableModel::rebuild()
{
    lines_.clear();
    for (ComparisonRow::Section section : {ComparisonRow::Section::Input, ComparisonRow::Section::Output}) {
        QVector<Line> figures;
        for (int i = 0; i < table_.rows.size(); ++i) {
            const ComparisonRow& row = table_.rows[i];
            if (row.section == section && (!onlyDifferences_ || row.differs()))
                figures.append({i, section});
        }
        if (figures.isEmpty())
            continue;   // no empty section titles
        lines_.append({-1, section});
        lines_.append(figures);
    }
}

void CompareTableModel::setOnlyDifferences(bool only)
{
    if (only == onlyDifferences_)
        return;
    beginResetModel();
    onlyDifferences_ = only;
    rebuild();
    endResetModel();
}

int CompareTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(lines_.size());
}

int CompareTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() || table_.scenarios.isEmpty() ? 0 : int(FirstScenario) + 2 * scenarioCount() - 1;
}

int CompareTableModel::valueColumn(int scenario)
{
    return scenario == 0 ? int(FirstScenario) : int(FirstScenario) + 2 * scenario - 1;
}

int CompareTableModel::scenarioOfColumn(int column)
{
    return column < FirstScenario ? -1 : (column - FirstScenario + 1) / 2;
}

bool CompareTableModel::isDeltaColumn(int column)
{
    return column > FirstScenario && (column - FirstScenario) % 2 == 0;
}

const ComparisonRow* CompareTableModel::figure(int row) const
{
    if (row < 0 || row >= lines_.size() || lines_[row].figure < 0)
        return nullptr;
    return &table_.rows[lines_[row].figure];
}

bool CompareTableModel::isSection(int row) const
{
    return row >= 0 && row < lines_.size() && lines_[row].figure < 0;
}

QColor CompareTableModel::changedTint()
{
    return QColor(0xF0, 0xE4, 0x42, 96);
}

bool CompareTableModel::changed(const ComparisonRow& row, int scenario) const
{
    return scenario > 0 && !row.sameAsBaseline(scenario);
}

QVariant CompareTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= lines_.size())
        return {};
    const Line& line = lines_[index.row()];
    if (line.figure < 0) {
        if (role == Qt::DisplayRole && index.column() == Figure)
            return line.section == ComparisonRow::Section::Input ? tr("Inputs") : tr("Outputs");
        if (role == Qt::FontRole) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    }
    return cellData(table_.rows[line.figure], index.column(), role);
}

QVariant CompareTableModel::cellData(const ComparisonRow& row, int column, int role) const
{
    const int scenario = scenarioOfColumn(column);
    const bool delta = isDeltaColumn(column);
    const bool text = row.format == ComparisonRow::Format::Text;
    switch (role) {
    case Qt::DisplayRole:
        if (column == Figure)
            return row.label;
        if (column == Unit)
            return row.unit;
        if (row.raw.value(scenario).isEmpty())
            return delta ? QString() : QStringLiteral("—");   // no result: nothing to measure
        return delta ? row.delta(scenario) : row.display(scenario);
    case Qt::ToolTipRole:
        if (column == Figure)
            return row.key;
        if (scenario < 0 || delta)
            return {};
        if (const QString change = row.delta(scenario); !change.isEmpty())
            return tr("%1\n%2 against %3").arg(row.display(scenario), change, table_.scenarios.value(0));
        return row.display(scenario);
    case Qt::TextAlignmentRole:
        if (scenario < 0 || text)
            return int(Qt::AlignLeft | Qt::AlignVCenter);
        return int(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::BackgroundRole:
        return scenario >= 0 && changed(row, scenario) ? QVariant(changedTint()) : QVariant();
    case Qt::FontRole:
        if ((scenario >= 0 && changed(row, scenario)) || (column == Figure && row.differs())) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    default: break;
    }
    return {};
}

QVariant CompareTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    const int scenario = scenarioOfColumn(section);
    const bool delta = isDeltaColumn(section);
    switch (role) {
    case Qt::DisplayRole:
        if (section == Figure)
            return tr("Figure");
        if (section == Unit)
            return tr("Unit");
        return delta ? tr("Change") : wrapped(table_.scenarios.value(scenario), 18);
    case Qt::ToolTipRole:
        if (delta)
            return tr("%1 against %2").arg(table_.scenarios.value(scenario), table_.scenarios.value(0));
        if (scenario == 0)
            return tr("%1 (the baseline)").arg(table_.scenarios.value(0));
        return scenario > 0 ? QVariant(table_.scenarios.value(scenario)) : QVariant();
    case Qt::DecorationRole:
        return scenario >= 0 ? QVariant(swatch(colors_.value(scenario))) : QVariant();
    case Qt::FontRole:
        if (scenario >= 0 && !delta) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    default: break;
    }
    return {};
}

} // namespace capstan::ui
