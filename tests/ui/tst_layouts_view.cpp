// The Layouts tab driven like a person drives it: the table under QAbstractItemModelTester, a
// real SLO spin box moving the search, a row click marking the chart, the GPU list, and the
// launch actions giving what `capstan-cli launch` prints for the same layout.
#include "analysis/layout_launch.h"
#include "analysis/layouts_analysis.h"
#include "analysis/number_format.h"
#include "analysis/scenario_document.h"
#include "charts/layouts_chart.h"
#include "ui/layouts_table_model.h"
#include "ui/layouts_view.h"
#include "ui/main_window.h"
#include "ui/parameter_panel.h"
#include "ui/parameter_row.h"

#include "tests/cli/run_cli.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QHeaderView>
#include <QListWidget>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <algorithm>

using namespace capstan;
using namespace capstan::ui;

namespace {

// The layout as capstan-cli launch's --set inputs on the default scenario.
std::vector<std::string> launchArgs(const LayoutsRun& run, const search::Candidate& c, const std::string& engine)
{
    const search::Layout& l = c.screened.layout;
    std::vector<std::string> args{"launch", "--engine", engine};
    for (const std::string& set :
         {"gpu.preset=" + run.space.gpus.at(l.gpu).id, "model.weight_bits=" + std::to_string(l.weight_bits),
          "model.kv_bits=" + std::to_string(l.kv_bits), "deploy.tp=" + std::to_string(l.tp),
          "deploy.pp=" + std::to_string(l.pp), "deploy.ep=" + std::to_string(l.ep),
          "deploy.max_batch=" + std::to_string(l.max_batch), std::string("deploy.batch=0")}) {
        args.push_back("--set");
        args.push_back(set);
    }
    return args;
}

void clickRow(QTableView* table, int row)
{
    const QRect cell = table->visualRect(table->model()->index(row, 1));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::NoModifier, cell.center());
}

} // namespace

class TestLayoutsView final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase() { window_.reset(); }
    void tableUnderModelTester();
    void tableFigures();
    void tighterTpotNeverLowersTheBestGpus();
    void rowClickMarksTheChart();
    void copyGivesTheCliLaunch();
    void saveWritesTheLaunchFiles();
    void gpuListPicksTheCards();
    void tabRendersWhole();

private:
    LayoutsView* view() const { return window_->layoutsView(); }
    LayoutsAnalysis* analysis() const { return window_->layoutsAnalysis(); }
    QTemporaryDir library_;
    std::unique_ptr<MainWindow> window_;
};

void TestLayoutsView::initTestCase()
{
    QVERIFY(library_.isValid());
    window_ = std::make_unique<MainWindow>(default_scenario(), nullptr, library_.filePath(QStringLiteral("library.sqlite")));
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    // Hidden, the tab searches nothing; shown, it searches the scenario on screen.
    QVERIFY(!analysis()->current());
    window_->tabs()->setCurrentWidget(view());
    analysis()->waitForConfirmed();
    QVERIFY(analysis()->current() && analysis()->current()->confirmed);
}

void TestLayoutsView::tableUnderModelTester()
{
    LayoutsTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    model.setRun(analysis()->current());
    QCOMPARE(model.rowCount(), int(analysis()->current()->search.candidates.size()));
    QCOMPARE(model.columnCount(), int(LayoutsTableModel::ColumnCount));
    for (int row = 0; row < std::min(model.rowCount(), 20); ++row)
        for (int column = 0; column < model.columnCount(); ++column) {
            const QString text = model.index(row, column).data().toString();
            QVERIFY2(!text.contains(QStringLiteral("nan")) && !text.contains(QStringLiteral("inf")), qPrintable(text));
        }
    model.setRun(nullptr);
    QCOMPARE(model.rowCount(), 0);
}

void TestLayoutsView::tableFigures()
{
    const LayoutsTableModel* model = view()->model();
    const LayoutsRun& run = *model->run();
    const search::Candidate& best = run.search.candidates.front();
    const auto cell = [model](int row, int column) { return model->index(row, column).data().toString(); };
    QCOMPARE(cell(0, LayoutsTableModel::Rank), QStringLiteral("1"));
    QCOMPARE(cell(0, LayoutsTableModel::Mode), QStringLiteral("aggregated"));
    QCOMPARE(cell(0, LayoutsTableModel::Gpus), format::count(best.gpus()));
    // GPUs = replicas x TP x PP (one replica spans its stages).
    QCOMPARE(best.gpus(), best.replicas() * best.screened.layout.tp * best.screened.layout.pp);
    QCOMPARE(cell(0, LayoutsTableModel::RentUsd), format::money(best.usd_month(search::RankBasis::Rent)));
    QCOMPARE(cell(0, LayoutsTableModel::Confirmed), QStringLiteral("yes"));
    // Confirmed: the simulated percentile with its interval, "value (low–high)".
    QVERIFY(cell(0, LayoutsTableModel::Ttft).contains(QStringLiteral("–")));
    QCOMPARE(model->headerData(LayoutsTableModel::Itl, Qt::Horizontal).toString(), QStringLiteral("p99 ITL"));
    // Sorting by GPUs through the view's header: the fewest first.
    QTableView* table = view()->table();
    table->sortByColumn(LayoutsTableModel::Gpus, Qt::AscendingOrder);
    int fewest = best.gpus();
    for (const search::Candidate& c : run.search.candidates)
        fewest = std::min(fewest, c.gpus());
    QCOMPARE(table->model()->index(0, LayoutsTableModel::Gpus).data().toString(), format::count(fewest));
    table->sortByColumn(LayoutsTableModel::Rank, Qt::AscendingOrder);
    QCOMPARE(table->model()->index(0, LayoutsTableModel::Rank).data().toString(), QStringLiteral("1"));
}

void TestLayoutsView::tighterTpotNeverLowersTheBestGpus()
{
    // A tighter inter-token SLO caps the batch lower: each replica serves fewer users, so the
    // cheapest layout needs at least as many GPUs (and the per-user SLO line moves right).
    const int gpusBefore = analysis()->current()->best()->gpus();
    const quint64 generationBefore = analysis()->generation();
    QDoubleSpinBox* tpot = window_->panel(QStringLiteral("slo"))->row(QStringLiteral("slo.tpot_ms"))->spinBox();
    tpot->setFocus();
    tpot->selectAll();
    QTest::keyClicks(tpot, QStringLiteral("25"));
    QTest::keyClick(tpot, Qt::Key_Return);
    window_->evaluator()->flush();
    QCOMPARE(window_->document()->scenario().slo.tpot_ms, 25.0);
    QVERIFY(analysis()->generation() > generationBefore);
    analysis()->waitForConfirmed();
    const LayoutsRun& run = *analysis()->current();
    QCOMPARE(run.scenario.slo.tpot_ms, 25.0);
    QCOMPARE(view()->model()->run(), analysis()->current());
    QVERIFY2(run.best()->gpus() >= gpusBefore,
             qPrintable(QStringLiteral("%1 GPUs at 50 ms, %2 at 25 ms").arg(gpusBefore).arg(run.best()->gpus())));
    QCOMPARE(view()->chart()->sloPerUserTokS(), 1000.0 / 25);
    // Every screened candidate is at or right of the SLO line: per-user speed >= 1000 / TPOT.
    for (const search::Candidate& c : run.search.candidates)
        QVERIFY(c.screened.tok_s_per_user >= 1000.0 / 25 - 1e-9);
    QCOMPARE(view()->chart()->dotCount(), int(run.search.candidates.size()));
    QCOMPARE(view()->chart()->bestPoint(),
             QPointF(run.best()->screened.tok_s_per_user, run.best()->screened.tok_s_per_gpu));
    window_->document()->undoStack()->undo();
    window_->evaluator()->flush();
    analysis()->waitForConfirmed();
    QCOMPARE(analysis()->current()->best()->gpus(), gpusBefore);
}

void TestLayoutsView::rowClickMarksTheChart()
{
    QTableView* table = view()->table();
    QVERIFY(view()->chart()->selectedPoint().isNull());
    clickRow(table, 2);
    QCOMPARE(view()->chosenCandidate(), 2);
    const search::Candidate& third = analysis()->current()->search.candidates.at(2);
    QCOMPARE(view()->chart()->selectedPoint(), QPointF(third.screened.tok_s_per_user, third.screened.tok_s_per_gpu));
    table->clearSelection();
    QCOMPARE(view()->chosenCandidate(), 0);   // none selected: the best
    QVERIFY(view()->chart()->selectedPoint().isNull());
}

void TestLayoutsView::copyGivesTheCliLaunch()
{
    clickRow(view()->table(), 1);
    const LayoutsRun& run = *analysis()->current();
    for (const QString& engine : {QStringLiteral("vllm"), QStringLiteral("sglang"), QStringLiteral("trtllm")}) {
        view()->engineBox()->setCurrentIndex(view()->engineBox()->findData(engine));
        QApplication::clipboard()->clear();
        QTest::mouseClick(view()->copyButton(), Qt::LeftButton);
        const test::CliRun cli = test::run_cli(launchArgs(run, run.search.candidates.at(1), engine.toStdString()));
        QCOMPARE(cli.status, 0);
        QCOMPARE(QApplication::clipboard()->text(), QString::fromStdString(cli.out));
        QVERIFY(QApplication::clipboard()->text().contains(
            QStringLiteral("--tensor-parallel-size %1").arg(run.search.candidates.at(1).screened.layout.tp)) ||
                engine != QStringLiteral("vllm"));
    }
    view()->table()->clearSelection();
}

void TestLayoutsView::saveWritesTheLaunchFiles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    view()->engineBox()->setCurrentIndex(view()->engineBox()->findData(QStringLiteral("trtllm")));
    QString error;
    const QStringList written = view()->saveLaunchFiles(dir.path(), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(written.size(), 2);   // TensorRT-LLM takes an options file beside its command
    const LayoutsRun& run = *analysis()->current();
    const nlohmann::json cli =
        test::cli_json([&] { auto a = launchArgs(run, *run.best(), "trtllm"); a.push_back("--json"); return a; }());
    QFile script(dir.filePath(QStringLiteral("launch-trtllm.sh")));
    QVERIFY(script.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(script.readAll());
    QVERIFY(text.startsWith(QStringLiteral("#!/bin/sh\n# TensorRT-LLM")));
    QVERIFY(script.permissions() & QFileDevice::ExeOwner);
    // Every word of the command, in order, on the script's command lines.
    QString words = text.section(QStringLiteral("\ntrtllm-serve"), 1);
    words = QStringLiteral("trtllm-serve") + words.replace(QStringLiteral(" \\\n    "), QStringLiteral(" "));
    QCOMPARE(words.trimmed(), QString::fromStdString(cli["command"].get<std::string>()));
    QFile yaml(dir.filePath(QStringLiteral("extra_llm_api_options.yaml")));
    QVERIFY(yaml.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(yaml.readAll()), QString::fromStdString(cli["extra_options_yaml"].get<std::string>()));
    // A directory that cannot be written: an error naming the file, nothing claimed written.
    QVERIFY(view()->saveLaunchFiles(dir.filePath(QStringLiteral("no/such/dir")), &error).isEmpty());
    QVERIFY(error.contains(QStringLiteral("launch-trtllm.sh")));
}

void TestLayoutsView::gpuListPicksTheCards()
{
    QListWidget* list = view()->gpuList();
    // Default: H100 (the scenario's, fixed) and the three newest NVIDIA HBM cards.
    QStringList checked;
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->checkState() == Qt::Checked)
            checked.append(list->item(i)->data(Qt::UserRole).toString());
    QCOMPARE(checked.join(QLatin1Char(',')), QStringLiteral("h100-sxm,b200,gb200,b300"));   // in catalog order
    QListWidgetItem* own = list->findItems(QStringLiteral("H100 SXM 80GB"), Qt::MatchExactly).value(0);
    QVERIFY(own && !(own->flags() & Qt::ItemIsEnabled));
    // Untick B300 and GB200 from the keyboard: the space bar toggles the current item.
    for (const QString& id : {QStringLiteral("b300"), QStringLiteral("gb200")})
        for (int i = 0; i < list->count(); ++i)
            if (list->item(i)->data(Qt::UserRole).toString() == id) {
                list->setCurrentRow(i);
                list->setFocus();
                QTest::keyClick(list, Qt::Key_Space);
            }
    analysis()->waitForScreened();
    std::vector<std::string> ids;
    for (const GpuSpec& gpu : analysis()->current()->space.gpus)
        ids.push_back(gpu.id);
    QCOMPARE(ids, (std::vector<std::string>{"h100-sxm", "b200"}));
    QCOMPARE(analysis()->current()->search.screened, 2 * 480);
}

// The tab alone at a slide's proportions (docs/layouts.png is this image, from
// CAPSTAN_SCREENSHOT_DIR): the plot large, the best layout's words inside it, every column header
// whole, no figure elided in the rows on show.
void TestLayoutsView::tabRendersWhole()
{
    LayoutsAnalysis analysis;
    LayoutsView tab(&analysis);
    tab.resize(1600, 1000);
    tab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&tab));
    analysis.showEvaluation(evaluateNow(default_scenario(), 1));
    analysis.waitForConfirmed();
    QCoreApplication::processEvents();
    QWidget* plot = tab.chart()->plotWidget();
    QVERIFY2(plot->width() >= 1000 && plot->height() >= 450,
             qPrintable(QStringLiteral("%1 x %2").arg(plot->width()).arg(plot->height())));
    QVERIFY(tab.chart()->dotCount() > 100);
    QVERIFY(tab.chart()->bestLabel().startsWith(QStringLiteral("Best: ")));
    QTableView* table = tab.table();
    const QFontMetrics metrics(table->horizontalHeader()->font());
    for (int column = 0; column < LayoutsTableModel::ColumnCount; ++column) {
        const QString header = table->model()->headerData(column, Qt::Horizontal).toString();
        QVERIFY2(metrics.horizontalAdvance(header) < table->columnWidth(column), qPrintable(header));
        for (int row = 0; row < 5; ++row) {
            const QString text = table->model()->index(row, column).data().toString();
            QVERIFY2(table->fontMetrics().horizontalAdvance(text) < table->columnWidth(column), qPrintable(text));
        }
    }
    const QString dir = qEnvironmentVariableIsSet("CAPSTAN_SCREENSHOT_DIR") ? qEnvironmentVariable("CAPSTAN_SCREENSHOT_DIR")
                                                                            : QDir::currentPath();
    QVERIFY(tab.grab().save(QDir(dir).filePath(QStringLiteral("layouts.png"))));
}

QTEST_MAIN(TestLayoutsView)
#include "tst_layouts_view.moc"
