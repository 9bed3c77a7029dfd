// Every figure on screen says where it comes from: the results panel's Source column and the
// charts' footers read "datasheet", "calibrated: NAME", "simulated ±x ms" or "exact", and they
// follow a calibration profile chosen from the Calibration menu (a real library file, real
// QMenu actions), through undo and redo.
#include "core/calibration/fit.h"
#include "core/calibration/profile.h"
#include "core/calibration/published_points.h"
#include "core/inputs.h"
#include "store/library.h"
#include "ui/calibration_menu.h"
#include "charts/bill_chart.h"
#include "charts/knee_chart.h"
#include "charts/memory_chart.h"
#include "analysis/evaluator.h"
#include "ui/main_window.h"
#include "ui/parameter_panel.h"
#include "ui/parameter_row.h"
#include "ui/results_model.h"
#include "analysis/scenario_document.h"

#include <QAbstractItemModelTester>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QMenu>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace capstan;
using namespace capstan::ui;

namespace {

// A real profile: bandwidth efficiency and step overhead fitted to the published points.
calibration::CalibrationProfile fitted(const std::string& name)
{
    const auto points = parse_measured_points(calibration::published_points_csv(), "pp.csv");
    const auto fit = calibration::fit_factors(*points, default_scenario(),
                                              {{"deploy.bw_efficiency", "deploy.step_overhead_ms"}, 200});
    return calibration::make_profile(name, *fit, {"pp.csv"});
}

QAction* action_named(QMenu& menu, const QString& start)
{
    for (QAction* action : menu.actions())
        if (action->text().startsWith(start))
            return action;
    return nullptr;
}

} // namespace

class TestProvenance final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void datasheetByDefault();
    void simulatedSizingShowsItsInterval();
    void profileFromTheMenuThenUndo();
    void datasheetChoiceRestoresTheFactors();
    void movingAFactorByHand();
    void emptyLibrarySaysSo();
    void panelsShowingTheFactorsKeepTheProfile();
    void readsAtTheDockWidth();

private:
    void refresh();

    std::unique_ptr<QTemporaryDir> dir_;
    QString library_;
    std::unique_ptr<ScenarioDocument> document_;
    std::unique_ptr<Evaluator> evaluator_;
    std::unique_ptr<ResultsModel> results_;
    std::unique_ptr<KneeChart> knee_;
    std::unique_ptr<MemoryChart> memory_;
};

void TestProvenance::init()
{
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    library_ = dir_->filePath(QStringLiteral("library.sqlite"));
    {
        Expected<store::Library> library = store::Library::open(library_.toStdString());
        QVERIFY(library);
        QVERIFY(library->save_profile(fitted("h100-fit")));
    }
    document_ = std::make_unique<ScenarioDocument>(default_scenario());
    results_ = std::make_unique<ResultsModel>();
    knee_ = std::make_unique<KneeChart>();
    memory_ = std::make_unique<MemoryChart>();
    evaluator_ = std::make_unique<Evaluator>(document_.get());
    connect(evaluator_.get(), &Evaluator::evaluated, results_.get(), &ResultsModel::setEvaluation);
    connect(evaluator_.get(), &Evaluator::evaluated, knee_.get(), &KneeChart::showEvaluation);
    connect(evaluator_.get(), &Evaluator::evaluated, memory_.get(), &MemoryChart::showEvaluation);
    results_->setEvaluation(evaluator_->current());
    knee_->showEvaluation(evaluator_->current());
    memory_->showEvaluation(evaluator_->current());
}

void TestProvenance::cleanup()
{
    evaluator_.reset();
    knee_.reset();
    memory_.reset();
    results_.reset();
    document_.reset();
}

void TestProvenance::refresh()
{
    evaluator_->flush();
}

void TestProvenance::datasheetByDefault()
{
    QAbstractItemModelTester tester(results_.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(results_->headerData(ResultsModel::Source, Qt::Horizontal).toString(), QStringLiteral("Source"));
    QCOMPARE(results_->sourceOf(QStringLiteral("single")), QStringLiteral("datasheet"));
    QCOMPARE(results_->sourceOf(QStringLiteral("tpot")), QStringLiteral("datasheet"));
    QCOMPARE(results_->sourceOf(QStringLiteral("seats")), QStringLiteral("exact"));
    QCOMPARE(results_->sourceOf(QStringLiteral("api")), QStringLiteral("exact"));
    QCOMPARE(results_->sourceOf(QStringLiteral("gpus")), QStringLiteral("datasheet"));   // analytic, until refined
    QVERIFY(results_->sourceTipOf(QStringLiteral("single")).contains(QStringLiteral("default efficiency factors")));
    // The tooltip of the Source cell is the long sentence, the cell the short label.
    for (int row = 0; row < results_->rowCount(); ++row) {
        const QModelIndex cell = results_->index(row, ResultsModel::Source);
        QVERIFY(!cell.data().toString().isEmpty());
        QVERIFY(cell.data(Qt::ToolTipRole).toString().size() > cell.data().toString().size());
        // The reason, which a 400 px dock pushes past the Source column, is the figure's tooltip.
        QCOMPARE(results_->index(row, ResultsModel::Figure).data(Qt::ToolTipRole).toString(),
                 results_->index(row, ResultsModel::Why).data().toString());
    }
    QVERIFY2(knee_->provenance().contains(QStringLiteral("datasheet roofline")), qPrintable(knee_->provenance()));
    QVERIFY2(memory_->provenance().contains(QStringLiteral("exact arithmetic")), qPrintable(memory_->provenance()));
    BillChart bill;
    bill.showEvaluation(evaluator_->current());
    QVERIFY2(bill.provenance().startsWith(QStringLiteral("Source: the fleet size, from the datasheet roofline")),
             qPrintable(bill.provenance()));
}

void TestProvenance::simulatedSizingShowsItsInterval()
{
    evaluator_->waitForRefinement();
    QVERIFY(evaluator_->current()->refined);
    const TailSizing& tail = evaluator_->current()->result->sizing.tail;
    QVERIFY(tail.present);
    const QString gpus = results_->sourceOf(QStringLiteral("gpus"));
    QVERIFY2(gpus.startsWith(QStringLiteral("simulated ±")) && gpus.endsWith(QStringLiteral("\u00a0ms")),
             qPrintable(gpus));
    const double shown = QLocale().toDouble(gpus.section(QLatin1Char(' '), 1, 1).section(QChar(0x00A0), 0, 0).mid(1));
    const double interval = evaluator_->current()->result->sizing.binding == Binding::TpotTail ? tail.tpot_ci95_ms
                                                                                               : tail.ttft_ci95_ms;
    QVERIFY(interval > 0);
    QVERIFY2(std::abs(shown - interval) <= (interval >= 10 ? 0.5 : 0.05), qPrintable(gpus));
    QCOMPARE(results_->sourceOf(QStringLiteral("own")), gpus);   // the bill follows the fleet size
    QVERIFY(results_->sourceTipOf(QStringLiteral("own")).startsWith(QStringLiteral("Follows from the fleet size.")));
    QCOMPARE(results_->sourceOf(QStringLiteral("single")), QStringLiteral("datasheet"));
}

void TestProvenance::profileFromTheMenuThenUndo()
{
    QMenu menu;
    fillCalibrationMenu(&menu, document_.get(), library_);
    QAction* datasheet = action_named(menu, QStringLiteral("Datasheet factors (no profile)"));
    QAction* profile = action_named(menu, QStringLiteral("h100-fit"));
    QVERIFY(datasheet && profile);
    QVERIFY(datasheet->isChecked());
    QVERIFY(!profile->isChecked());
    QVERIFY2(profile->text().contains(QStringLiteral("median error")), qPrintable(profile->text()));

    const double single_before = evaluator_->current()->result->single_user_tok_s;
    profile->trigger();
    refresh();
    QCOMPARE(document_->scenario().calibration, std::string("h100-fit"));
    QCOMPARE(document_->undoStack()->undoText(), QStringLiteral("Apply calibration h100-fit"));
    QCOMPARE(results_->sourceOf(QStringLiteral("single")), QStringLiteral("calibrated: h100-fit"));
    QCOMPARE(results_->sourceOf(QStringLiteral("gpus")), QStringLiteral("calibrated: h100-fit"));
    QCOMPARE(results_->sourceOf(QStringLiteral("seats")), QStringLiteral("exact"));
    QVERIFY(results_->sourceTipOf(QStringLiteral("single")).contains(QStringLiteral("“h100-fit”")));
    QVERIFY(knee_->provenance().contains(QStringLiteral("h100-fit")));
    QVERIFY(evaluator_->current()->result->single_user_tok_s != single_before);   // the factors moved

    // Filled again, the menu checks the profile in use.
    fillCalibrationMenu(&menu, document_.get(), library_);
    QVERIFY(action_named(menu, QStringLiteral("h100-fit"))->isChecked());
    QVERIFY(!action_named(menu, QStringLiteral("Datasheet factors"))->isChecked());

    document_->undoStack()->undo();
    refresh();
    QVERIFY(document_->scenario().calibration.empty());
    QCOMPARE(results_->sourceOf(QStringLiteral("single")), QStringLiteral("datasheet"));
    QCOMPARE(evaluator_->current()->result->single_user_tok_s, single_before);
    QVERIFY(knee_->provenance().contains(QStringLiteral("datasheet roofline")));
    document_->undoStack()->redo();
    refresh();
    QCOMPARE(results_->sourceOf(QStringLiteral("single")), QStringLiteral("calibrated: h100-fit"));
}

void TestProvenance::datasheetChoiceRestoresTheFactors()
{
    QMenu menu;
    fillCalibrationMenu(&menu, document_.get(), library_);
    action_named(menu, QStringLiteral("h100-fit"))->trigger();
    refresh();
    QVERIFY(document_->scenario().deploy.bw_efficiency != Scenario{}.deploy.bw_efficiency);
    fillCalibrationMenu(&menu, document_.get(), library_);
    action_named(menu, QStringLiteral("Datasheet factors"))->trigger();
    refresh();
    QCOMPARE(document_->scenario().deploy.bw_efficiency, Scenario{}.deploy.bw_efficiency);
    QCOMPARE(document_->scenario().deploy.step_overhead_ms, Scenario{}.deploy.step_overhead_ms);
    QCOMPARE(results_->sourceOf(QStringLiteral("single")), QStringLiteral("datasheet"));
    QCOMPARE(document_->undoStack()->count(), 2);   // apply, then back: two undo steps
    // Already on the datasheet: choosing it again is no step.
    fillCalibrationMenu(&menu, document_.get(), library_);
    action_named(menu, QStringLiteral("Datasheet factors"))->trigger();
    QCOMPARE(document_->undoStack()->count(), 2);
}

void TestProvenance::movingAFactorByHand()
{
    QMenu menu;
    fillCalibrationMenu(&menu, document_.get(), library_);
    action_named(menu, QStringLiteral("h100-fit"))->trigger();
    refresh();
    QVERIFY(document_->setInput(QStringLiteral("deploy.bw_efficiency"), QStringLiteral("0.6")).isEmpty());
    refresh();
    QVERIFY(document_->scenario().calibration.empty());
    QCOMPARE(results_->sourceOf(QStringLiteral("single")), QStringLiteral("datasheet, factors by hand"));
    document_->undoStack()->undo();
    refresh();
    QCOMPARE(results_->sourceOf(QStringLiteral("single")), QStringLiteral("calibrated: h100-fit"));
}

void TestProvenance::emptyLibrarySaysSo()
{
    QMenu menu;
    fillCalibrationMenu(&menu, document_.get(), dir_->filePath(QStringLiteral("empty.sqlite")));
    QAction* none = action_named(menu, QStringLiteral("No calibration profiles"));
    QVERIFY(none);
    QVERIFY(!none->isEnabled());
    QVERIFY(action_named(menu, QStringLiteral("Datasheet factors"))->isChecked());
}

void TestProvenance::panelsShowingTheFactorsKeepTheProfile()
{
    // The workbench's panels show the fitted factors with fewer decimals than the fit has; showing
    // them must not write the rounded value back (that would drop the profile's name).
    MainWindow window(default_scenario(), nullptr, library_);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QMenu menu;
    fillCalibrationMenu(&menu, window.document(), library_);
    action_named(menu, QStringLiteral("h100-fit"))->trigger();
    window.evaluator()->flush();
    QTest::qWait(50);
    QCOMPARE(window.document()->scenario().calibration, std::string("h100-fit"));
    QCOMPARE(window.document()->undoStack()->count(), 1);
    QCOMPARE(window.results()->sourceOf(QStringLiteral("single")), QStringLiteral("calibrated: h100-fit"));
    // Typing a new factor into the panel is an edit by hand.
    ParameterRow* row = window.panel(QStringLiteral("deployment"))->row(QStringLiteral("deploy.bw_efficiency"));
    QVERIFY(row && row->spinBox());
    QDoubleSpinBox* spin = row->spinBox();
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, QLocale().toString(50.0, 'f', 1));   // a share reads as a percentage
    QTest::keyClick(spin, Qt::Key_Return);
    window.evaluator()->flush();
    QCOMPARE(window.document()->scenario().deploy.bw_efficiency, 0.5);
    QVERIFY(window.document()->scenario().calibration.empty());
    QCOMPARE(window.results()->sourceOf(QStringLiteral("single")), QStringLiteral("datasheet, factors by hand"));
}

void TestProvenance::readsAtTheDockWidth()
{
    QMenu menu;
    fillCalibrationMenu(&menu, document_.get(), library_);
    action_named(menu, QStringLiteral("h100-fit"))->trigger();
    evaluator_->waitForRefinement();
    // The results dock as the main window sets it up: 400 px, word wrap, last column stretched.
    QTableView view;
    view.setModel(results_.get());
    view.verticalHeader()->hide();
    view.horizontalHeader()->setStretchLastSection(true);
    view.setWordWrap(true);
    view.resize(400, 640);
    view.resizeColumnToContents(ResultsModel::Figure);
    view.resizeColumnToContents(ResultsModel::Value);
    view.resizeRowsToContents();
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const int row = [&] {
        for (int r = 0; r < results_->rowCount(); ++r)
            if (results_->index(r, ResultsModel::Figure).data().toString() == QStringLiteral("Single-user speed"))
                return r;
        return -1;
    }();
    QVERIFY(row >= 0);
    // The source cell is on screen, and its row is tall enough for the wrapped label.
    const QRect cell = view.visualRect(results_->index(row, ResultsModel::Source));
    QVERIFY(cell.right() <= view.viewport()->width());
    const QFontMetrics metrics(view.font());
    const int words = int(results_->sourceOf(QStringLiteral("single")).split(QLatin1Char(' ')).size());
    QVERIFY(cell.height() >= metrics.height() * std::min(words, 2));
    const QString out = qEnvironmentVariable("CAPSTAN_RENDER_DIR");
    if (!out.isEmpty()) {
        QVERIFY(view.grab().save(out + QStringLiteral("/results_provenance.png")));
        knee_->resize(640, 420);
        QVERIFY(knee_->grab().save(out + QStringLiteral("/knee_provenance.png")));
    }
}

QTEST_MAIN(TestProvenance)
#include "tst_provenance.moc"
