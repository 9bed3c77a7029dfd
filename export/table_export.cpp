// The comparison table as text: CSV for spreadsheets, Markdown for notes and tickets.
#include "export/table_export.h"

namespace capstan::ui {

namespace {

QString csv_field(const QString& text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n')) &&
        !text.contains(QLatin1Char('\r')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString csv_line(const QStringList& fields)
{
    QStringList quoted;
    for (const QString& field : fields)
        quoted.append(csv_field(field));
    return quoted.join(QLatin1Char(',')) + QStringLiteral("\r\n");
}

QString md_cell(QString text)
{
    text.replace(QLatin1Char('|'), QStringLiteral("\\|"));
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return text;
}

QString md_line(const QStringList& cells)
{
    QStringList escaped;
    for (const QString& cell : cells)
        escaped.append(md_cell(cell));
    return QStringLiteral("| ") + escaped.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
}

QString section_name(ComparisonRow::Section section)
{
    return section == ComparisonRow::Section::Input ? QStringLiteral("input") : QStringLiteral("output");
}

} // namespace

QString comparisonCsv(const ComparisonTable& table)
{
    QStringList header = {QStringLiteral("section"), QStringLiteral("key"), QStringLiteral("figure"),
                          QStringLiteral("unit")};
    for (qsizetype i = 0; i < table.scenarios.size(); ++i) {
        header.append(table.scenarios[i]);
        if (i > 0)
            header.append(ComparisonTable::tr("delta %1").arg(table.scenarios[i]));
    }
    QString text = csv_line(header);
    for (const ComparisonRow& row : table.rows) {
        QStringList fields = {section_name(row.section), row.key, row.label, row.unit};
        for (int i = 0; i < int(table.scenarios.size()); ++i) {
            fields.append(row.raw.value(i));
            if (i > 0)
                fields.append(row.rawDelta(i));
        }
        text += csv_line(fields);
    }
    return text;
}

QString comparisonMarkdown(const ComparisonTable& table)
{
    QStringList header = {ComparisonTable::tr("Figure"), ComparisonTable::tr("Unit")};
    QStringList rule = {QStringLiteral("---"), QStringLiteral("---")};
    for (qsizetype i = 0; i < table.scenarios.size(); ++i) {
        header.append(table.scenarios[i]);
        rule.append(QStringLiteral("---:"));
        if (i > 0) {
            header.append(ComparisonTable::tr("Δ vs %1").arg(table.scenarios.front()));
            rule.append(QStringLiteral("---:"));
        }
    }
    QString text = md_line(header) + md_line(rule);
    std::optional<ComparisonRow::Section> section;
    for (const ComparisonRow& row : table.rows) {
        if (section != row.section) {
            section = row.section;
            QStringList cells(header.size());
            cells[0] = row.section == ComparisonRow::Section::Input ? ComparisonTable::tr("**Inputs**")
                                                                     : ComparisonTable::tr("**Outputs**");
            text += md_line(cells);
        }
        QStringList cells = {row.label, row.unit};
        for (int i = 0; i < int(table.scenarios.size()); ++i) {
            cells.append(row.display(i));
            if (i > 0)
                cells.append(row.delta(i));
        }
        text += md_line(cells);
    }
    return text;
}

} // namespace capstan::ui
