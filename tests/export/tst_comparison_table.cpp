// The comparison table of 1-4 scenarios: every input and output in a row, deltas against the
// first, and the CSV and Markdown views with the rows and columns a reader expects.
#include "export/table_export.h"

#include "core/inputs.h"

#include <QHash>
#include <QTest>

#include <algorithm>

using namespace capstan;
using namespace capstan::ui;

class TestComparisonTable final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void csvShape_data();
    void csvShape();
    void markdownShape_data();
    void markdownShape();
    void deltasAgainstTheFirst();
    void textInputsReadAsWords();
    void infeasibleScenarioSaysWhy();
    void tooManyScenarios();
    void csvQuotesNames();
};

namespace {

std::vector<Scenario> scenarios(int count)
{
    std::vector<Scenario> all;
    const char* gpus[] = {"h100-sxm", "h200-sxm", "b200", "mi300x"};
    for (int i = 0; i < count; ++i) {
        Scenario s = default_scenario();
        s.name = "S" + std::to_string(i + 1);
        if (i > 0) {
            (void)set_input(s, "gpu.preset", gpus[i % 4]);
            (void)set_input(s, "workload.dau", std::to_string(100000 * (i + 1)));
        }
        all.push_back(s);
    }
    return all;
}

// Splits one CSV record (RFC 4180: quoted fields may hold commas and doubled quotes).
QStringList csv_fields(const QString& line)
{
    QStringList fields;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (quoted && c == QLatin1Char('"') && i + 1 < line.size() && line[i + 1] == QLatin1Char('"')) {
            field += c;
            ++i;
        } else if (c == QLatin1Char('"')) {
            quoted = !quoted;
        } else if (c == QLatin1Char(',') && !quoted) {
            fields.append(field);
            field.clear();
        } else {
            field += c;
        }
    }
    fields.append(field);
    return fields;
}

int unescaped_pipes(const QString& line)
{
    int count = 0;
    for (qsizetype i = 0; i < line.size(); ++i)
        if (line[i] == QLatin1Char('|') && (i == 0 || line[i - 1] != QLatin1Char('\\')))
            ++count;
    return count;
}

} // namespace

void TestComparisonTable::initTestCase()
{
    const Expected<ComparisonTable> table = compareScenarios(scenarios(1));
    QVERIFY(table);
    qInfo("%d rows: %d inputs, the rest outputs", int(table->rows.size()), int(input_specs().size()));
}

void TestComparisonTable::csvShape_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("columns");
    QTest::addRow("2 scenarios: 4 + 2 values + 1 delta") << 2 << 7;
    QTest::addRow("3 scenarios: 4 + 3 values + 2 deltas") << 3 << 9;
    QTest::addRow("4 scenarios: 4 + 4 values + 3 deltas") << 4 << 11;
}

void TestComparisonTable::csvShape()
{
    QFETCH(int, count);
    QFETCH(int, columns);
    const Expected<ComparisonTable> table = compareScenarios(scenarios(count));
    QVERIFY(table);
    const QString csv = comparisonCsv(*table);
    QVERIFY(csv.endsWith(QStringLiteral("\r\n")));
    QStringList lines = csv.split(QStringLiteral("\r\n"));
    lines.removeLast();
    QCOMPARE(lines.size(), 1 + table->rows.size());
    QCOMPARE(csv_fields(lines.front()).mid(0, 5),
             QStringList({QStringLiteral("section"), QStringLiteral("key"), QStringLiteral("figure"), QStringLiteral("unit"),
                          QStringLiteral("S1")}));
    int inputs = 0;
    for (const QString& line : lines) {
        const QStringList fields = csv_fields(line);
        QVERIFY2(fields.size() == columns, qPrintable(line));
        inputs += fields.front() == QLatin1String("input");
    }
    QCOMPARE(inputs, int(input_specs().size()));
    // Every input key of SPEC §5 is a row, with its value as get_input gives it.
    const QString isl_line = lines.filter(QStringLiteral("input,workload.isl,")).value(0);
    QCOMPARE(csv_fields(isl_line).value(4), QString::fromStdString(get_input(default_scenario(), "workload.isl")));
    const QString dau_line = lines.filter(QStringLiteral("input,workload.dau,")).value(0);
    QCOMPARE(csv_fields(dau_line).value(4), QStringLiteral("100000"));   // never 1e+05 in a spreadsheet
    QVERIFY(!lines.filter(QStringLiteral("output,sizing.gpus,")).isEmpty());
    QVERIFY(!lines.filter(QStringLiteral("output,cost.monthly_usd.own,")).isEmpty());
}

void TestComparisonTable::markdownShape_data()
{
    QTest::addColumn<int>("count");
    QTest::addRow("1 scenario: figure, unit, value") << 1;
    QTest::addRow("2 scenarios") << 2;
    QTest::addRow("4 scenarios") << 4;
}

void TestComparisonTable::markdownShape()
{
    QFETCH(int, count);
    const Expected<ComparisonTable> table = compareScenarios(scenarios(count));
    QVERIFY(table);
    const QString markdown = comparisonMarkdown(*table);
    QStringList lines = markdown.split(QLatin1Char('\n'));
    QCOMPARE(lines.takeLast(), QString());
    const int columns = 2 + count + (count - 1);
    // Header, rule, two section headings, one line per row.
    QCOMPARE(lines.size(), 2 + 2 + table->rows.size());
    QVERIFY(lines[1].startsWith(QLatin1String("| --- | --- | ---: |")));
    for (const QString& line : lines) {
        QVERIFY2(line.startsWith(QLatin1String("| ")) && line.endsWith(QLatin1String(" |")), qPrintable(line));
        QVERIFY2(unescaped_pipes(line) == columns + 1, qPrintable(line));
    }
    QCOMPARE(lines.filter(QStringLiteral("**Inputs**")).size(), 1);
    QCOMPARE(lines.filter(QStringLiteral("**Outputs**")).size(), 1);
}

void TestComparisonTable::deltasAgainstTheFirst()
{
    const Expected<ComparisonTable> table = compareScenarios(scenarios(2));
    QVERIFY(table);
    const ComparisonRow* dau = nullptr;
    const ComparisonRow* isl = nullptr;
    const ComparisonRow* gpu = nullptr;
    for (const ComparisonRow& row : table->rows) {
        if (row.key == QLatin1String("workload.dau"))
            dau = &row;
        if (row.key == QLatin1String("workload.isl"))
            isl = &row;
        if (row.key == QLatin1String("gpu.preset"))
            gpu = &row;
    }
    QVERIFY(dau && isl && gpu);
    QCOMPARE(dau->rawDelta(1), QStringLiteral("100000"));   // 200,000 against 100,000 users a day
    QVERIFY2(dau->delta(1).endsWith(QLatin1String("(+100 %)")), qPrintable(dau->delta(1)));
    QCOMPARE(dau->shortDelta(1), QStringLiteral("+100 %"));
    QVERIFY(dau->differs());
    QVERIFY(!isl->differs());
    QCOMPARE(isl->delta(1), QString());
    QCOMPARE(gpu->delta(1), ComparisonTable::tr("changed"));
    QCOMPARE(gpu->rawDelta(1), QString());
    QVERIFY(dau->delta(0).isEmpty());
    // The deck's table: headline rows and every input that differs.
    const QVector<ComparisonRow> slide = slideRows(*table);
    QVERIFY(std::any_of(slide.begin(), slide.end(), [](const ComparisonRow& r) { return r.key == QLatin1String("workload.dau"); }));
    QVERIFY(std::none_of(slide.begin(), slide.end(), [](const ComparisonRow& r) { return r.key == QLatin1String("deploy.headroom"); }));
}

// A switch, a use case and a router read as words on screen and on a slide, a share as a
// percentage; the CSV keeps the values a scenario file holds.
void TestComparisonTable::textInputsReadAsWords()
{
    const Expected<ComparisonTable> table = compareScenarios(scenarios(2));
    QVERIFY(table);
    QHash<QString, const ComparisonRow*> rows;
    for (const ComparisonRow& row : table->rows)
        rows.insert(row.key, &row);
    for (const char* key : {"deploy.n_plus_one", "workload.use_case", "sim.router"})
        QVERIFY2(rows.value(QLatin1String(key)), key);
    const ComparisonRow& spare = *rows.value(QStringLiteral("deploy.n_plus_one"));
    QCOMPARE(spare.raw.value(0), QStringLiteral("false"));
    QCOMPARE(spare.display(0), QStringLiteral("no"));
    const ComparisonRow& use = *rows.value(QStringLiteral("workload.use_case"));
    QCOMPARE(use.raw.value(0), QStringLiteral("chatbot"));
    QCOMPARE(use.display(0), QStringLiteral("Chatbots and copilots"));
    const ComparisonRow& router = *rows.value(QStringLiteral("sim.router"));
    QCOMPARE(router.raw.value(0), QStringLiteral("least-loaded"));
    QCOMPARE(router.display(0), QStringLiteral("Least outstanding tokens"));
    // A share reads as a percentage; the CSV keeps the fraction.
    const ComparisonRow* hit = rows.value(QStringLiteral("workload.cache_hit"));
    QVERIFY(hit);
    QCOMPARE(hit->raw.value(0), QStringLiteral("0.3"));
    QCOMPARE(hit->display(0), QStringLiteral("30.0 %"));
    QVERIFY(hit->unit.isEmpty());
    QVERIFY(comparisonCsv(*table).contains(QStringLiteral(",chatbot,")));
    QVERIFY(comparisonMarkdown(*table).contains(QStringLiteral("Chatbots and copilots")));
}

void TestComparisonTable::infeasibleScenarioSaysWhy()
{
    std::vector<Scenario> pair = scenarios(2);
    QVERIFY(set_input(pair[1], "model.preset", "llama-3.1-405b"));
    QVERIFY(set_input(pair[1], "deploy.tp", "1"));
    const Expected<ComparisonTable> table = compareScenarios(pair);
    QVERIFY(table);
    for (const ComparisonRow& row : table->rows) {
        if (row.key == QLatin1String("feasible")) {
            QCOMPARE(row.raw[0], ComparisonTable::tr("yes"));
            QVERIFY(row.raw[1].size() > 10);
            QVERIFY(row.headline);
        }
        if (row.key == QLatin1String("sizing.gpus")) {
            QVERIFY(!row.numbers[1]);
            QCOMPARE(row.rawDelta(1), QString());
        }
    }
}

void TestComparisonTable::tooManyScenarios()
{
    const Expected<ComparisonTable> five = compareScenarios(scenarios(kMaxCompared + 1));
    QVERIFY(!five);
    QCOMPARE(five.error().field, std::string("scenarios"));
    QVERIFY(!compareScenarios({}));
}

void TestComparisonTable::csvQuotesNames()
{
    std::vector<Scenario> pair = scenarios(2);
    pair[0].name = "Base, \"today\"";
    const Expected<ComparisonTable> table = compareScenarios(pair);
    QVERIFY(table);
    const QString header = comparisonCsv(*table).section(QStringLiteral("\r\n"), 0, 0);
    QVERIFY(header.contains(QLatin1String("\"Base, \"\"today\"\"\"")));
    QCOMPARE(csv_fields(header).value(4), QStringLiteral("Base, \"today\""));
}

QTEST_GUILESS_MAIN(TestComparisonTable)
#include "tst_comparison_table.moc"
