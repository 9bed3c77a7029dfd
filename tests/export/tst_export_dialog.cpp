// The Export… and Export deck… dialogs over the real workbench: presets fill the size, an
// edited size is custom, the chosen chart lands in the file or on the clipboard, and the deck
// takes the charts as they are on screen without changing them.
#include "deck_support.h"
#include "zip_reader.h"

#include "charts/chart_frame.h"
#include "ui/deck_dialog.h"
#include "ui/export_dialog.h"
#include "analysis/evaluator.h"
#include "ui/main_window.h"
#include "analysis/scenario_document.h"

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QLineEdit>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace capstan;
using namespace capstan::ui;

class TestExportDialog final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void presetsFillTheSize();
    void exportsTheChosenChart();
    void copiesToTheClipboard();
    void deckFromTheWorkbench();
    void deckHoldsAtMostFour();

private:
    std::unique_ptr<MainWindow> window_;
    QTemporaryDir dir_;
};

namespace {

// The workbench once its background refinements (percentile sizing, sensitivity, simulations)
// have landed and two grabs 100 ms apart agree.
QImage settled(MainWindow& window)
{
    QImage last;
    for (int i = 0; i < 100; ++i) {
        window.evaluator()->waitForRefinement();
        for (ChartFrame* chart : window.charts())
            chart->waitForRefinement();
        QTest::qWait(100);
        QImage now = window.grab().toImage();
        if (now == last)
            return now;
        last = std::move(now);
    }
    return last;
}

} // namespace

void TestExportDialog::initTestCase()
{
    window_ = std::make_unique<MainWindow>(default_scenario());
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    for (ChartFrame* chart : window_->charts())
        chart->waitForRefinement();
}

void TestExportDialog::presetsFillTheSize()
{
    ExportDialog dialog(window_->charts(), window_.get());
    QCOMPARE(dialog.chartBox()->count(), int(window_->charts().size()));
    dialog.sizeBox()->setCurrentIndex(1);   // 16:9 at 3840 x 2160
    QCOMPARE(dialog.options().pixels, QSize(3840, 2160));
    QCOMPARE(dialog.options().dpi, 288);
    QVERIFY(dialog.options().slideTheme);
    dialog.widthBox()->setFocus();
    dialog.widthBox()->selectAll();
    QTest::keyClicks(dialog.widthBox(), QStringLiteral("2000"));
    QCOMPARE(dialog.widthBox()->value(), 2000);
    QCOMPARE(dialog.sizeBox()->currentData().toString(), QString());   // custom
    QCOMPARE(dialog.options().pixels, QSize(2000, 2160));
}

void TestExportDialog::exportsTheChosenChart()
{
    ExportDialog dialog(window_->charts(), window_.get());
    dialog.chartBox()->setCurrentIndex(dialog.chartBox()->findData(QStringLiteral("bill")));
    dialog.formatBox()->setCurrentIndex(dialog.formatBox()->findData(QStringLiteral("png")));
    dialog.sizeBox()->setCurrentIndex(2);   // 4:3 at 1600 x 1200
    QCOMPARE(chartName(*dialog.chart()), QStringLiteral("bill"));
    const QString path = dir_.filePath(QStringLiteral("bill.png"));
    const Status done = dialog.exportTo(path);
    QVERIFY2(done, done ? "" : done.error().message().c_str());
    QCOMPARE(QImage(path).size(), QSize(1600, 1200));
}

void TestExportDialog::copiesToTheClipboard()
{
    ExportDialog dialog(window_->charts(), window_.get());
    dialog.chartBox()->setCurrentIndex(dialog.chartBox()->findData(QStringLiteral("knee")));
    dialog.formatBox()->setCurrentIndex(dialog.formatBox()->findData(QStringLiteral("clipboard")));
    QVERIFY(!dialog.format());
    dialog.sizeBox()->setCurrentIndex(0);
    dialog.accept();   // no file to ask for: copies and closes
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(QGuiApplication::clipboard()->image().size(), QSize(1920, 1080));
}

void TestExportDialog::deckFromTheWorkbench()
{
    // Every chart lays itself out at the export's size and back: a deck leaves every pixel of
    // the workbench as it was.
    const QImage before = settled(*window_);
    DeckDialog dialog({window_->charts(), window_->evaluator()->current()}, window_.get());
    dialog.titleEdit()->setText(QStringLiteral("Workbench deck"));
    QVERIFY(dialog.addScenario(test::deck_scenarios(2)[1]));
    const QString path = dir_.filePath(QStringLiteral("workbench.pptx"));
    const Status done = dialog.exportTo(path);
    QVERIFY2(done, done ? "" : done.error().message().c_str());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const auto entries = test::read_zip(file.readAll());
    QVERIFY(entries[QStringLiteral("ppt/slides/slide1.xml")].data.contains("Workbench deck"));
    int media = 0;
    for (auto it = entries.begin(); it != entries.end(); ++it)
        media += it.key().startsWith(QLatin1String("ppt/media/"));
    // The workbench's charts, then the second scenario's, less the fleet month it already has.
    QCOMPARE(media, int(window_->charts().size()) + test::expected_chart_slides(1) - 1);
    const QImage after = settled(*window_);
    if (after != before && qEnvironmentVariableIsSet("CAPSTAN_EXPORT_DEBUG")) {
        before.save(QStringLiteral("/tmp/before.png"));
        after.save(QStringLiteral("/tmp/after.png"));
    }
    QVERIFY2(after == before, "the workbench changed after exporting a deck");
}

void TestExportDialog::deckHoldsAtMostFour()
{
    DeckDialog dialog({window_->charts(), window_->evaluator()->current()}, window_.get());
    for (int i = 0; i < kMaxCompared - 1; ++i)
        QVERIFY(dialog.addScenario(default_scenario()));
    QVERIFY(!dialog.addScenario(default_scenario()));
    QCOMPARE(int(dialog.scenarios().size()), kMaxCompared);
}

QTEST_MAIN(TestExportDialog)
#include "tst_export_dialog.moc"
