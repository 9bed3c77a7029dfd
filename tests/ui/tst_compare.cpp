// The compare view of 2-4 scenarios, driven offscreen: the table against the comparison it
// shows, and each overlaid chart against the core's figures for every scenario. Set
// CAPSTAN_RENDER_DIR to keep the rendered window and charts.
#include "compare_scenarios.h"
#include "core/flex/flex_scenario.h"
#include "core/inputs.h"
#include "charts/knee_curve.h"
#include "analysis/peak_tail.h"
#include "ui/compare/compare_bill_chart.h"
#include "ui/compare/compare_knee_chart.h"
#include "analysis/compare_latency_analysis.h"
#include "ui/compare/compare_latency_chart.h"
#include "ui/compare/compare_table_model.h"
#include "ui/compare/compare_window.h"
#include "export/chart_export.h"
#include "export/table_export.h"
#include "ui/export_dialog.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFont>
#include <QImage>
#include <QMessageBox>
#include <QPixmap>
#include <QPointer>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <cmath>
#include <set>

using namespace capstan;
using namespace capstan::ui;
using capstan::test::named;
using capstan::test::three;
using capstan::test::with;

class TestCompare final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void tableHasAColumnPerScenario();
    void highlightedCellsAreTheDifferingOnes();
    void onlyDifferencesHidesEqualRows();
    void kneeCurvesAreTheCoresKnees();
    void billBarsAreTheCoresMonthlyFigures();
    void latencyBarsAreTheAnalyticTailThenTheSimulation();
    void infeasibleScenarioIsNamedAndLeftOutOfCharts();
    void oneOrFiveScenariosAreRefused_data();
    void oneOrFiveScenariosAreRefused();
    void showCompareWindowRefusesWithAMessage();
    void copyAndSaveTable();
    void exportButtonOffersTheThreeCharts();
    void kneeChartExportsToPng();
    void windowRendersToPng();
};

namespace {


// 405B in bf16 on one L40S: the weights alone need many cards.
Scenario infeasible()
{
    return named(with(default_scenario(), {{"model.preset", "llama-3.1-405b"},
                                            {"model.weight_bits", "16"},
                                            {"gpu.preset", "l40s"},
                                            {"deploy.tp", "1"}}),
                 "405B BF16 on one L40S");
}

bool is_bold(const QVariant& font)
{
    return font.isValid() && font.value<QFont>().bold();
}

int row_of_key(const CompareTableModel& model, const QString& key)
{
    for (int row = 0; row < model.rowCount(); ++row)
        if (const ComparisonRow* figure = model.figure(row); figure && figure->key == key)
            return row;
    return -1;
}

QString render_dir(const QTemporaryDir& temp)
{
    const QString dir = qEnvironmentVariableIsSet("CAPSTAN_RENDER_DIR") ? qEnvironmentVariable("CAPSTAN_RENDER_DIR")
                                                                        : temp.path();
    QDir().mkpath(dir);
    return dir;
}

int distinct_colors(const QImage& image)
{
    std::set<QRgb> colors;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3)
            colors.insert(image.pixel(x, y));
    return int(colors.size());
}

bool contains_color(const QImage& image, const QColor& color)
{
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor pixel = image.pixelColor(x, y);
            if (std::abs(pixel.red() - color.red()) + std::abs(pixel.green() - color.green()) +
                    std::abs(pixel.blue() - color.blue()) <= 12)
                return true;
        }
    return false;
}

} // namespace

void TestCompare::tableHasAColumnPerScenario()
{
    const std::vector<Scenario> scenarios = three();
    CompareWindow window(scenarios);
    QVERIFY(window.error().isEmpty());
    CompareTableModel* model = window.model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    // Figure, unit, then each scenario's value and, from the second on, its change.
    QCOMPARE(model->columnCount(), 2 + 3 + 2);
    QCOMPARE(model->scenarioCount(), 3);
    for (int i = 0; i < 3; ++i) {
        const int column = CompareTableModel::valueColumn(i);
        QCOMPARE(CompareTableModel::scenarioOfColumn(column), i);
        QVERIFY(!CompareTableModel::isDeltaColumn(column));
        QCOMPARE(model->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString().replace(QLatin1Char('\n'), QLatin1Char(' ')),
                 QString::fromStdString(scenarios[std::size_t(i)].name));
        const QImage swatch = model->headerData(column, Qt::Horizontal, Qt::DecorationRole).value<QPixmap>().toImage();
        QVERIFY(!swatch.isNull());
        QCOMPARE(swatch.pixelColor(swatch.rect().center()), scenarioColor(i));
        // One colour per scenario in the header and every chart.
        QCOMPARE(window.kneeChart()->colorOf(i), scenarioColor(i));
        QCOMPARE(window.billChart()->colorOf(i), scenarioColor(i));
        QCOMPARE(window.latencyChart()->colorOf(i), scenarioColor(i));
    }
    QVERIFY(CompareTableModel::isDeltaColumn(CompareTableModel::deltaColumn(1)));
    QVERIFY(CompareTableModel::isDeltaColumn(CompareTableModel::deltaColumn(2)));
    // Sections first: inputs, then outputs.
    QVERIFY(model->isSection(0));
    QCOMPARE(model->data(model->index(0, CompareTableModel::Figure)).toString(), QStringLiteral("Inputs"));
    // The GPU row reads the names and says it changed against the baseline.
    const int gpu = row_of_key(*model, QStringLiteral("gpu.preset"));
    QVERIFY(gpu > 0);
    QVERIFY(model->data(model->index(gpu, CompareTableModel::valueColumn(1))).toString().contains(QLatin1String("H200")));
    QCOMPARE(model->data(model->index(gpu, CompareTableModel::deltaColumn(1))).toString(), QStringLiteral("changed"));
    QCOMPARE(model->data(model->index(gpu, CompareTableModel::deltaColumn(2))).toString(), QString());
    // A number's change with its share: 8 -> 16 bits.
    const int bits = row_of_key(*model, QStringLiteral("model.weight_bits"));
    QCOMPARE(model->data(model->index(bits, CompareTableModel::deltaColumn(2))).toString(),
             QStringLiteral("+8 (+100 %)"));
}

void TestCompare::highlightedCellsAreTheDifferingOnes()
{
    CompareWindow window(three());
    CompareTableModel* model = window.model();
    int differing = 0;
    int equal = 0;
    for (int row = 0; row < model->rowCount(); ++row) {
        const ComparisonRow* figure = model->figure(row);
        if (!figure) {
            for (int column = 0; column < model->columnCount(); ++column)
                QVERIFY(!model->data(model->index(row, column), Qt::BackgroundRole).isValid());
            continue;
        }
        bool highlighted = false;
        for (int column = 0; column < model->columnCount(); ++column)
            highlighted = highlighted || model->data(model->index(row, column), Qt::BackgroundRole).isValid();
        QVERIFY2(highlighted == figure->differs(), qPrintable(figure->key));
        QCOMPARE(is_bold(model->data(model->index(row, CompareTableModel::Figure), Qt::FontRole)), figure->differs());
        (figure->differs() ? differing : equal) += 1;
        // Cell by cell: a scenario's value and its change are tinted and bold exactly when
        // the value differs from the baseline's; the baseline itself never is.
        for (int s = 0; s < 3; ++s) {
            // Values that read the same (112 ms and 112.1 ms both show "112") are no change.
            const bool changed = s > 0 && !figure->sameAsBaseline(s);
            if (figure->display(s) == figure->display(0))
                QVERIFY2(!changed, qPrintable(figure->key));
            QList<int> columns = {CompareTableModel::valueColumn(s)};
            if (s > 0)
                columns.append(CompareTableModel::deltaColumn(s));
            for (int column : columns) {
                const QModelIndex index = model->index(row, column);
                QCOMPARE(model->data(index, Qt::BackgroundRole).isValid(), changed);
                QCOMPARE(is_bold(model->data(index, Qt::FontRole)), changed);
                if (changed)
                    QCOMPARE(model->data(index, Qt::BackgroundRole).value<QColor>(), CompareTableModel::changedTint());
            }
        }
    }
    QVERIFY(differing >= 5);   // gpu, bits, tp and at least GPUs and the bill
    QVERIFY(equal >= 10);      // the workload, the SLO, the prices
    const int isl = row_of_key(*model, QStringLiteral("workload.isl"));
    QVERIFY(!model->data(model->index(isl, CompareTableModel::valueColumn(1)), Qt::BackgroundRole).isValid());
    const int tp = row_of_key(*model, QStringLiteral("deploy.tp"));
    QVERIFY(!model->data(model->index(tp, CompareTableModel::valueColumn(1)), Qt::BackgroundRole).isValid());
    QVERIFY(model->data(model->index(tp, CompareTableModel::valueColumn(2)), Qt::BackgroundRole).isValid());
}

void TestCompare::onlyDifferencesHidesEqualRows()
{
    CompareWindow window(three());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    CompareTableModel* model = window.model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const int all = model->rowCount();
    int differing = 0;
    for (const ComparisonRow& row : model->table().rows)
        differing += row.differs() ? 1 : 0;
    QCOMPARE(all, int(model->table().rows.size()) + 2);   // plus the two section titles

    QCheckBox* box = window.onlyDifferencesBox();
    QTest::mouseClick(box, Qt::LeftButton, Qt::NoModifier, box->rect().center());
    QVERIFY(box->isChecked());
    QVERIFY(model->onlyDifferences());
    QCOMPARE(model->rowCount(), differing + 2);
    for (int row = 0; row < model->rowCount(); ++row)
        QVERIFY(model->isSection(row) || model->figure(row)->differs());
    QVERIFY(row_of_key(*model, QStringLiteral("workload.isl")) < 0);
    QVERIFY(row_of_key(*model, QStringLiteral("gpu.preset")) >= 0);
    // Section titles span the table.
    QCOMPARE(window.tableView()->columnSpan(0, 0), model->columnCount());

    QTest::mouseClick(box, Qt::LeftButton, Qt::NoModifier, box->rect().center());
    QVERIFY(!box->isChecked());
    QCOMPARE(model->rowCount(), all);
}

void TestCompare::kneeCurvesAreTheCoresKnees()
{
    const std::vector<Scenario> scenarios = three();
    CompareWindow window(scenarios);
    CompareKneeChart* knee = window.kneeChart();
    QCOMPARE(knee->curveCount(), 3);
    QVERIFY(!knee->showingMessage());
    QVERIFY(knee->note().isEmpty());
    for (int i = 0; i < 3; ++i) {
        const Scenario& s = scenarios[std::size_t(i)];
        const Expected<Result> r = evaluate(s);
        QVERIFY(r);
        const QVector<QPointF> points = knee->curvePoints(i);
        // Per GPU: the replica's aggregate divided by its TP.
        QCOMPARE(points.size(), qsizetype(r->curve.size()));
        QVERIFY(points.size() >= kKneeMinPoints);
        for (qsizetype k = 0; k < points.size(); ++k) {
            QCOMPARE(points[k].x(), r->curve[std::size_t(k)].per_user_tok_s);
            QCOMPARE(points[k].y(), r->curve[std::size_t(k)].aggregate_tok_s / s.deploy.tp);
        }
        QCOMPARE(knee->operatingPoint(i),
                 QPointF(r->operating.point.per_user_tok_s, r->operating.point.aggregate_tok_s / s.deploy.tp));
    }
    // The three hold one TPOT SLO: one line, at 1000 / 50 ms = 20 tok/s per user.
    QCOMPARE(knee->sloSpeeds(), QVector<double>{20.0});

    // Where the SLOs differ, a line for each.
    std::vector<Scenario> tighter = scenarios;
    tighter[1] = with(tighter[1], {{"slo.tpot_ms", "25"}});
    CompareWindow tight(tighter);
    QCOMPARE(tight.kneeChart()->sloSpeeds(), (QVector<double>{20.0, 40.0}));
}

void TestCompare::billBarsAreTheCoresMonthlyFigures()
{
    const std::vector<Scenario> scenarios = three();
    CompareWindow window(scenarios);
    CompareBillChart* bill = window.billChart();
    QCOMPARE(bill->drawnScenarios(), (QVector<int>{0, 1, 2}));
    for (int i = 0; i < 3; ++i) {
        const Expected<Result> r = evaluate(scenarios[std::size_t(i)]);
        const Money& m = r->money;
        // Own, rent, API, and core and flex at this month's traffic (the flex model's own figure).
        Expected<flex::FlexReport> flex = flex::run_flex(scenarios[std::size_t(i)], flex::this_month_options());
        QVERIFY(flex);
        QCOMPARE(bill->monthlyUsd(i), (QVector<double>{m.monthly_own_usd, m.monthly_rent_usd, m.monthly_api_usd,
                                                       flex->result.bill_usd_month}));
        const double cheapest = std::min({m.monthly_own_usd, m.monthly_rent_usd, m.monthly_api_usd, flex->result.bill_usd_month});
        QCOMPARE(bill->monthlyUsd(i).at(bill->pick(i)), cheapest);
        QVERIFY(bill->legendText(i).startsWith(QString::fromStdString(scenarios[std::size_t(i)].name)));
        QVERIFY2(bill->legendText(i).contains(compactUsd(cheapest)), qPrintable(bill->legendText(i)));
    }
    QCOMPARE(compactUsd(1'234'567), QStringLiteral("$1.23M"));
    QCOMPARE(compactUsd(245'400), QStringLiteral("$245k"));
    QCOMPARE(compactUsd(0.914), QStringLiteral("$0.91"));
}

void TestCompare::latencyBarsAreTheAnalyticTailThenTheSimulation()
{
    const std::vector<Scenario> scenarios = three();
    Expected<Comparison> built = buildComparison(scenarios);
    QVERIFY(built);
    const auto comparison = std::make_shared<const Comparison>(std::move(*built));
    CompareLatencyAnalysis analysis;
    CompareLatencyChart chart;
    chart.setAnalysis(&analysis);
    chart.showComparison(comparison);
    QCOMPARE(analysis.runs(), 1);   // one simulation run for the whole comparison
    // Before the event loop runs, the simulation cannot have landed: the analytic model draws.
    QVERIFY(!chart.showsSimulation());
    QCOMPARE(chart.drawnScenarios(), (QVector<int>{0, 1, 2}));
    for (int i = 0; i < 3; ++i) {
        const Scenario& s = scenarios[std::size_t(i)];
        const Expected<Result> r = evaluate(s);
        const sim::TailEstimate tail = sim::estimate_tail(s, peakTailInputs(s, *r));
        QVERIFY(tail.stable);
        QCOMPARE(chart.ttftBars(i), (QVector<double>{tail.ttft_ms.p50, tail.ttft_ms.p95, tail.ttft_ms.p99}));
        QCOMPARE(chart.tpotBars(i), (QVector<double>{tail.tpot_ms.p50, tail.tpot_ms.p95, tail.tpot_ms.p99}));
    }
    QVERIFY(chart.stateText().contains(QLatin1String("Analytic")));

    chart.waitForRefinement();
    QVERIFY(chart.showsSimulation());
    QVERIFY(chart.stateText().contains(QLatin1String("Simulated")));
    for (int i : chart.drawnScenarios()) {
        for (const QVector<double>& bars : {chart.ttftBars(i), chart.tpotBars(i)}) {
            QCOMPARE(bars.size(), 3);
            QVERIFY(std::isfinite(bars[0]) && bars[0] > 0);
            QVERIFY(bars[0] <= bars[1] && bars[1] <= bars[2]);   // percentiles rise
        }
    }
}

void TestCompare::infeasibleScenarioIsNamedAndLeftOutOfCharts()
{
    std::vector<Scenario> scenarios = three();
    scenarios.push_back(infeasible());
    const Expected<Result> failed = evaluate(scenarios.back());
    QVERIFY(!failed);
    const QString reason = QString::fromStdString(failed.error().message());
    const QString name = QString::fromStdString(scenarios.back().name);

    CompareWindow window(scenarios);
    CompareTableModel* model = window.model();
    QCOMPARE(model->columnCount(), 2 + 4 + 3);
    QCOMPARE(model->headerData(CompareTableModel::valueColumn(3), Qt::Horizontal, Qt::DisplayRole)
                 .toString()
                 .replace(QLatin1Char('\n'), QLatin1Char(' ')),
             name);
    const int feasible = row_of_key(*model, QStringLiteral("feasible"));
    QVERIFY(feasible > 0);
    QCOMPARE(model->data(model->index(feasible, CompareTableModel::valueColumn(3))).toString(), reason);
    // No result, no number: a dash, never NaN or a zero.
    const int gpus = row_of_key(*model, QStringLiteral("sizing.gpus"));
    QCOMPARE(model->data(model->index(gpus, CompareTableModel::valueColumn(3))).toString(), QStringLiteral("—"));
    for (int row = 0; row < model->rowCount(); ++row)
        for (int column = 0; column < model->columnCount(); ++column)
            QVERIFY(!model->data(model->index(row, column)).toString().contains(QLatin1String("nan"), Qt::CaseInsensitive));

    for (CompareChart* chart : std::initializer_list<CompareChart*>{window.kneeChart(), window.billChart(), window.latencyChart()}) {
        QCOMPARE(chart->drawnScenarios(), (QVector<int>{0, 1, 2}));
        QVERIFY(!chart->showingMessage());
        QVERIFY2(chart->note().contains(name), qPrintable(chart->note()));
        QVERIFY(!chart->colorOf(3).isValid());
    }
    QCOMPARE(window.kneeChart()->curveCount(), 3);
    QVERIFY(window.kneeChart()->curvePoints(3).isEmpty());
    QVERIFY(window.billChart()->monthlyUsd(3).isEmpty());
    QVERIFY(window.latencyChart()->ttftBars(3).isEmpty());
}

void TestCompare::oneOrFiveScenariosAreRefused_data()
{
    QTest::addColumn<int>("count");
    QTest::addRow("1 scenario") << 1;
    QTest::addRow("5 scenarios") << 5;
    QTest::addRow("none") << 0;
}

void TestCompare::oneOrFiveScenariosAreRefused()
{
    QFETCH(int, count);
    const std::vector<Scenario> scenarios(std::size_t(count), default_scenario());
    const QString refusal = CompareWindow::refusal(scenarios.size());
    QVERIFY(refusal.contains(QStringLiteral("scenarios = %1").arg(count)));
    QVERIFY(refusal.contains(QLatin1String("2 .. 4")));
    QVERIFY(!buildComparison(scenarios));

    CompareWindow window(scenarios);
    QCOMPARE(window.error(), refusal);
    QVERIFY(!window.model());
    QVERIFY(!window.findChild<QTableView*>());
    QVERIFY(window.charts().isEmpty());
    QVERIFY(CompareWindow::refusal(2).isEmpty() && CompareWindow::refusal(4).isEmpty());
}

void TestCompare::showCompareWindowRefusesWithAMessage()
{
    QWidget parent;
    showCompareWindow(&parent, {default_scenario()});
    auto* box = parent.findChild<QMessageBox*>(QStringLiteral("compareRefused"));
    QVERIFY(box);
    QVERIFY(box->isVisible());
    QCOMPARE(box->text(), CompareWindow::refusal(1));
    QVERIFY(!parent.findChild<CompareWindow*>());
    box->close();

    // Two to four open a window of their own, not modal, deleted when closed.
    showCompareWindow(&parent, {three()[0], three()[1]});
    QPointer<CompareWindow> window = parent.findChild<CompareWindow*>();
    QVERIFY(window);
    QVERIFY(window->isVisible());
    QVERIFY(window->isWindow());
    QVERIFY(!window->isModal());
    QVERIFY(window->windowTitle().contains(QLatin1String("On H200")));
    window->close();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QVERIFY(window.isNull());
}

void TestCompare::copyAndSaveTable()
{
    CompareWindow window(three());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString csv = comparisonCsv(window.comparison()->table);
    const QString markdown = comparisonMarkdown(window.comparison()->table);
    QVERIFY(csv.contains(QLatin1String("On H200")));
    const auto button = [&](const char* text) {
        for (QPushButton* b : window.findChildren<QPushButton*>())
            if (b->text().remove(QLatin1Char('&')) == QLatin1String(text))
                return b;
        qFatal("no button %s", text);
    };
    QApplication::clipboard()->clear();
    QTest::mouseClick(button("Copy as CSV"), Qt::LeftButton);
    QCOMPARE(QApplication::clipboard()->text(), csv);
    QTest::mouseClick(button("Copy as Markdown"), Qt::LeftButton);
    QCOMPARE(QApplication::clipboard()->text(), markdown);

    QTemporaryDir dir;
    QVERIFY(window.saveTable(dir.filePath(QStringLiteral("table.md"))));
    QFile saved(dir.filePath(QStringLiteral("table.md")));
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(saved.readAll()), markdown);
    const Status refused = window.saveTable(dir.filePath(QStringLiteral("table.txt")));
    QVERIFY(!refused);
    QCOMPARE(refused.error().allowed, std::string(".csv or .md"));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("table.txt"))));
}

void TestCompare::exportButtonOffersTheThreeCharts()
{
    CompareWindow window(three());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QStringList offered;
    bool seen = false;
    QTimer::singleShot(0, &window, [&] {
        auto* dialog = qobject_cast<ExportDialog*>(QApplication::activeModalWidget());
        if (dialog) {
            seen = true;
            for (int i = 0; i < dialog->chartBox()->count(); ++i)
                offered.append(dialog->chartBox()->itemData(i).toString());
            dialog->reject();
        }
    });
    QTest::mouseClick(window.findChild<QPushButton*>(QStringLiteral("exportChart")), Qt::LeftButton);
    QVERIFY(seen);
    QCOMPARE(offered, (QStringList{QStringLiteral("compareKnee"), QStringLiteral("compareBill"),
                                   QStringLiteral("compareLatency")}));
}

void TestCompare::kneeChartExportsToPng()
{
    CompareWindow window(three());
    window.resize(1760, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ExportOptions options;
    options.pixels = QSize(1280, 720);
    options.dpi = 96;
    const Expected<QByteArray> png = exportChart(*window.kneeChart(), ExportFormat::Png, options);
    QVERIFY(png);
    const QImage image = QImage::fromData(*png, "PNG");
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), QSize(1280, 720));
    QVERIFY(distinct_colors(image) > 30);
    for (int i = 0; i < 3; ++i)
        QVERIFY2(contains_color(image, scenarioColor(i)), qPrintable(scenarioColor(i).name()));
    QTemporaryDir temp;
    QVERIFY(image.save(render_dir(temp) + QStringLiteral("/compare-knee-export.png")));
}

void TestCompare::windowRendersToPng()
{
    QTemporaryDir temp;
    const QString dir = render_dir(temp);
    std::vector<Scenario> scenarios = three();
    scenarios.push_back(infeasible());
    CompareWindow window(scenarios);
    window.resize(1760, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    for (ChartFrame* chart : window.charts())
        chart->waitForRefinement();
    QTest::qWait(50);
    const QString path = dir + QStringLiteral("/compare-window.png");
    QVERIFY(window.grab().save(path));
    const QImage image(path);
    QCOMPARE(image.size(), window.size() * window.devicePixelRatio());
    QVERIFY(distinct_colors(image) > 50);
    for (ChartFrame* chart : window.charts()) {
        const QString chart_path = dir + QLatin1Char('/') + chartName(*chart) + QStringLiteral(".png");
        QVERIFY(chart->grab().save(chart_path));
        QVERIFY(distinct_colors(QImage(chart_path)) > 30);
    }
    window.onlyDifferencesBox()->setChecked(true);
    QTest::qWait(20);
    QVERIFY(window.grab().save(dir + QStringLiteral("/compare-window-differences.png")));

    // The same on a dark palette: the tint and the scenario colours must still read.
    const QPalette light = QApplication::palette();
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2B, 0x2B, 0x2B));
    dark.setColor(QPalette::WindowText, QColor(0xEE, 0xEE, 0xEE));
    dark.setColor(QPalette::Base, QColor(0x1E, 0x1E, 0x1E));
    dark.setColor(QPalette::AlternateBase, QColor(0x2B, 0x2B, 0x2B));
    dark.setColor(QPalette::Text, QColor(0xEE, 0xEE, 0xEE));
    dark.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    dark.setColor(QPalette::ButtonText, QColor(0xEE, 0xEE, 0xEE));
    dark.setColor(QPalette::Mid, QColor(0x55, 0x55, 0x55));
    QApplication::setPalette(dark);
    {
        CompareWindow night(three());
        night.resize(1760, 1000);
        night.show();
        QVERIFY(QTest::qWaitForWindowExposed(&night));
        night.latencyChart()->waitForRefinement();
        QTest::qWait(20);
        const QImage shot = night.grab().toImage();
        QVERIFY(shot.save(dir + QStringLiteral("/compare-window-dark.png")));
        QVERIFY(shot.pixelColor(5, shot.height() / 2).lightness() < 100);
    }
    QApplication::setPalette(light);
}

QTEST_MAIN(TestCompare)
#include "tst_compare.moc"
