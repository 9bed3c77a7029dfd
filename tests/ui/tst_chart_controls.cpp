// The charts' controls are scenario inputs: the knee overlay (view.knee_overlay), the plan's
// horizon, contract and growth (plan.*), the rented pool's story, window and eviction share
// (pool.*). Each move through the widget is one undoable document change; undo and redo bring
// back the controls and what the charts draw; saving to the library or to a file and opening
// it again brings back the same controls and the same charts.
#include "analysis/plan_analysis.h"
#include "analysis/pool_month_analysis.h"
#include "analysis/scenario_document.h"
#include "charts/fleet_chart.h"
#include "charts/knee_chart.h"
#include "charts/plan_chart.h"
#include "core/scenario_codec.h"
#include "ui/library/library_session.h"
#include "ui/main_window.h"
#include "chart_of.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace capstan;
using namespace capstan::ui;
using capstan::test::chart_of;

namespace {

void settle(MainWindow& w)
{
    w.evaluator()->flush();
    w.evaluator()->waitForRefinement();
    for (ChartFrame* chart : w.charts())
        chart->waitForRefinement();
    w.planAnalysis()->waitForFinished();
    w.poolMonthAnalysis()->waitForFinished();
}

// What the workbench shows of the chart controls: the widgets and the charts drawn from them.
struct Shown final {
    QString overlay;
    int overlays = 0;
    int horizon = 0;
    int contract = 0;
    double growthPercent = 0;
    int planMonths = 0;
    int planContract = 0;
    QString story;
    QString window;
    double share = 0;
    QString poolWindow;
    double poolShare = 0;

    bool operator==(const Shown&) const = default;
};

Shown shown(MainWindow& w)
{
    settle(w);
    auto* knee = w.kneeChart();
    auto* plan = chart_of<PlanChart>(w);
    auto* fleet = chart_of<FleetChart>(w);
    Shown s;
    s.overlay = knee->findChild<QComboBox*>(QStringLiteral("kneeOverlay"))->currentData().toString();
    s.overlays = knee->overlayCount();
    s.horizon = plan->horizonBox()->currentData().toInt();
    s.contract = plan->contractBox()->currentData().toInt();
    s.growthPercent = plan->growthBox()->value();
    if (plan->plan()) {
        s.planMonths = plan->plan()->horizon_months;
        s.planContract = plan->plan()->chosen.contract_months;
    }
    s.story = fleet->presetBox()->currentData().toString();
    s.window = fleet->windowBox()->currentData().toString();
    s.share = fleet->shareBox()->value();
    if (fleet->result()) {
        s.poolWindow = QString::fromStdString(fleet->result()->input.window);
        s.poolShare = fleet->result()->input.eviction_share;
    }
    return s;
}

char* describe(const Shown& s)
{
    return QTest::toString(QStringLiteral("overlay %1 (%2 curves), plan %3/%4 months (drawn %5/%6), growth %7%, "
                                          "pool %8 %9 %10 (ran %11 %12)")
                               .arg(s.overlay)
                               .arg(s.overlays)
                               .arg(s.horizon)
                               .arg(s.contract)
                               .arg(s.planMonths)
                               .arg(s.planContract)
                               .arg(s.growthPercent)
                               .arg(s.story, s.window)
                               .arg(s.share)
                               .arg(s.poolWindow)
                               .arg(s.poolShare));
}

} // namespace

namespace QTest {
template <>
char* toString(const Shown& s)
{
    return describe(s);
}
} // namespace QTest

class TestChartControls final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;
    std::unique_ptr<MainWindow> window_;

    QString libraryPath() const { return dir_.filePath(QStringLiteral("library.sqlite")); }

    std::unique_ptr<MainWindow> open(const Scenario& scenario) const
    {
        auto w = std::make_unique<MainWindow>(scenario, nullptr, libraryPath());
        w->show();
        if (!QTest::qWaitForWindowExposed(w.get()))
            return nullptr;
        return w;
    }

    // Moves every chart control through its widget, as a user would: 7 document changes.
    static void moveEveryControl(MainWindow& w)
    {
        auto* overlay = w.kneeChart()->findChild<QComboBox*>(QStringLiteral("kneeOverlay"));
        overlay->setCurrentIndex(overlay->findData(QStringLiteral("gpus")));
        auto* plan = chart_of<PlanChart>(w);
        plan->horizonBox()->setFocus();
        QTest::keyClick(plan->horizonBox(), Qt::Key_Down);   // 24 -> 36 months
        plan->contractBox()->setCurrentIndex(plan->contractBox()->findData(24));
        QDoubleSpinBox* growth = plan->growthBox();
        growth->setFocus();
        growth->selectAll();
        QTest::keyClicks(growth, QStringLiteral("8"));
        QTest::keyClick(growth, Qt::Key_Enter);
        auto* fleet = chart_of<FleetChart>(w);
        fleet->presetBox()->setCurrentIndex(fleet->presetBox()->findData(QStringLiteral("bargain-shortfall")));
        fleet->windowBox()->setCurrentIndex(fleet->windowBox()->findData(QStringLiteral("week")));
        fleet->shareBox()->setValue(0.3);
    }

    static Shown moved()
    {
        Shown s;
        s.overlay = QStringLiteral("gpus");
        s.horizon = s.planMonths = 36;
        s.contract = s.planContract = 24;
        s.growthPercent = 8;
        s.story = QStringLiteral("bargain-shortfall");
        s.window = s.poolWindow = QStringLiteral("week");
        s.share = s.poolShare = 0.3;
        return s;
    }

    static Shown defaults()
    {
        Shown s;
        s.overlay = QStringLiteral("none");
        s.horizon = s.planMonths = 24;
        s.contract = s.planContract = 12;
        s.growthPercent = 5;
        s.story = QStringLiteral("noise-evictor");
        s.window = s.poolWindow = QStringLiteral("hour");
        s.share = s.poolShare = 0.375;
        return s;
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(dir_.isValid());
        QFile::remove(libraryPath());
        window_ = open(default_scenario());
        QVERIFY(window_);
    }

    void cleanup() { window_.reset(); }

    void defaultsAreTheScenarios()
    {
        Shown expected = defaults();
        expected.overlays = 0;
        QCOMPARE(shown(*window_), expected);
    }

    void undoRedoEveryControl()
    {
        MainWindow& w = *window_;
        QUndoStack* undo = w.document()->undoStack();
        const int before = undo->count();
        moveEveryControl(w);
        QCOMPARE(undo->count(), before + 7);   // one command per control
        const Scenario& s = w.document()->scenario();
        QCOMPARE(s.view.knee_overlay, KneeOverlayKind::Gpus);
        QCOMPARE(s.plan.horizon_months, 36);
        QCOMPARE(s.plan.contract_months, 24);
        QCOMPARE(s.plan.monthly_growth, 0.08);
        QCOMPARE(s.pool.story, std::string("bargain-shortfall"));
        QCOMPARE(s.pool.window, std::string("week"));
        QCOMPARE(s.pool.eviction_share, 0.3);
        Shown expected = moved();
        expected.overlays = shown(w).overlays;
        QVERIFY(expected.overlays > 0);   // the other GPUs beside the scenario's
        QCOMPARE(shown(w), expected);

        // Undo the story's window and share: the story's own window and share come back.
        undo->undo();
        undo->undo();
        QCOMPARE(w.document()->scenario().pool.window, std::string("day"));
        QCOMPARE(w.document()->scenario().pool.eviction_share, 0.20);
        undo->undo();
        undo->undo();
        undo->undo();
        undo->undo();
        undo->undo();
        QCOMPARE(undo->index(), before);
        QVERIFY(same_model_inputs(w.document()->scenario(), default_scenario()));
        QCOMPARE(w.document()->scenario().plan, default_scenario().plan);
        QCOMPARE(w.document()->scenario().pool, default_scenario().pool);
        QCOMPARE(shown(w), defaults());

        for (int i = 0; i < 7; ++i)
            undo->redo();
        QCOMPARE(shown(w), expected);
    }

    void saveAndReopenInTheLibrary()
    {
        moveEveryControl(*window_);
        const Shown expected = shown(*window_);
        QVERIFY(window_->librarySession()->saveAs(QStringLiteral("Chart controls")));
        const std::optional<std::int64_t> id = window_->librarySession()->currentId();
        QVERIFY(id);
        window_.reset();

        window_ = open(default_scenario());
        QVERIFY(window_);
        QCOMPARE(shown(*window_), defaults());
        QVERIFY(window_->librarySession()->open(*id));
        QCOMPARE(shown(*window_), expected);
    }

    void saveAndReopenAsAFile()
    {
        moveEveryControl(*window_);
        const Shown expected = shown(*window_);
        const std::string text = scenario_to_json(window_->document()->scenario());
        window_.reset();
        const Expected<Scenario> read = scenario_from_json(text, "controls.json");
        QVERIFY2(read, read ? "" : read.error().message().c_str());
        window_ = open(*read);
        QVERIFY(window_);
        QCOMPARE(shown(*window_), expected);
    }
};

QTEST_MAIN(TestChartControls)
#include "tst_chart_controls.moc"
