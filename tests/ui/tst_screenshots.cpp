// The workbench as an engineer sees it, on one screen size per run (CAPSTAN_SCREEN, 1366x768 or
// 1920x1080), light and dark, English and German: four images each, the capacity tab with the
// input panels, the fleet tab with the scenario library, the plan tab with the results, and
// Compare with three scenarios. Every image is checked on the live widgets behind it: no text
// cut short, no chart label off its plot or over another label or the legend, no legend over a
// series, no text under 4.5:1 contrast. The images go to CAPSTAN_SCREENSHOT_DIR (the project's
// docs/screenshots when regenerated), else the test's working folder.
#include "compare_scenarios.h"
#include "analysis/evaluator.h"
#include "analysis/scenario_document.h"
#include "charts/chart_frame.h"
#include "charts/chart_style.h"
#include "core/inputs.h"
#include "ui/compare/compare_table_model.h"
#include "ui/compare/compare_window.h"
#include "ui/library/library_session.h"
#include "ui/main_window.h"
#include "ui/preferences.h"
#include "screen_checks.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QScreen>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <qcustomplot.h>

using namespace capstan;
using namespace capstan::ui;
using capstan::test::named;
using capstan::test::three;
using capstan::test::with;
using namespace capstan::test;

namespace {

QSize screenSize()
{
    const QStringList parts = qEnvironmentVariable("CAPSTAN_SCREEN", QStringLiteral("1366x768")).split(QLatin1Char('x'));
    return parts.size() == 2 ? QSize(parts[0].toInt(), parts[1].toInt()) : QSize(1366, 768);
}


void settle(const QVector<ChartFrame*>& charts)
{
    for (ChartFrame* chart : charts)
        chart->waitForRefinement();
    QCoreApplication::processEvents();
    QTest::qWait(50);
}

// The checks on what `window` shows now, each finding prefixed with the image's name.
QStringList findings(QWidget& window, const QString& image)
{
    QStringList all;
    for (const QString& f : elidedTexts(window) + chartCollisions(window) + lowContrastTexts(window))
        all << image + QStringLiteral(": ") + f;
    return all;
}

QString outputDir()
{
    return qEnvironmentVariableIsSet("CAPSTAN_SCREENSHOT_DIR") ? qEnvironmentVariable("CAPSTAN_SCREENSHOT_DIR")
                                                               : QDir::currentPath();
}

} // namespace

class TestScreenshots final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void contrastOfKnownColours()
    {
        QCOMPARE(qRound(contrastRatio(Qt::black, Qt::white) * 100), 2100);
        QCOMPARE(qRound(contrastRatio(QColor(0x76, 0x76, 0x76), Qt::white) * 100), 454);   // WebAIM's AA grey
        QCOMPARE(qRound(contrastRatio(Qt::white, Qt::white) * 100), 100);
        // A series colour as text: darkened on white, lightened on the dark base, its hue kept.
        const QColor orange(0xE6, 0x9F, 0x00);
        QVERIFY(contrastRatio(orange, Qt::white) < 4.5);
        const QColor onWhite = readableOn(orange, Qt::white);
        const QColor onDark = readableOn(QColor(0xD5, 0x5E, 0x00), QColor(0x1E, 0x1F, 0x22));
        QVERIFY(contrastRatio(onWhite, Qt::white) >= 4.5);
        QVERIFY(contrastRatio(onDark, QColor(0x1E, 0x1F, 0x22)) >= 4.5);
        QVERIFY(std::abs(onWhite.hslHue() - orange.hslHue()) <= 2);
        QCOMPARE(readableOn(Qt::black, Qt::white), QColor(Qt::black));   // already readable: unchanged
        // A figure written on a bar: black or white, whichever reads on the memory map's segments.
        for (const QColor& fill : {seriesColor(0), seriesColor(1), seriesColor(2), seriesColor(3), QColor(0xBB, 0xBB, 0xBB)})
            QVERIFY2(contrastRatio(textOn(fill), fill) >= 4.5, qPrintable(fill.name()));
    }

    // The checks see what they are for: a label squeezed below its text, grey on white, a
    // legend on a line, two chart labels on one spot, one past the plot's edge.
    void checksCatchTheirFaults();

    void views_data()
    {
        QTest::addColumn<QString>("palette");
        QTest::addColumn<QString>("language");
        for (const char* palette : {"light", "dark"})
            for (const char* language : {"en", "de"})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(palette), QLatin1String(language))))
                    << QString::fromLatin1(palette) << QString::fromLatin1(language);
    }

    void views()
    {
        QFETCH(QString, palette);
        QFETCH(QString, language);
        const QSize screen = screenSize();
        QCOMPARE(QGuiApplication::primaryScreen()->availableGeometry().size(), screen);
        applyPalette(palette);
        QVERIFY(applyLanguage(language));
        const QString stem = QStringLiteral("%1x%2-%3-%4-").arg(screen.width()).arg(screen.height()).arg(palette, language);
        const QDir dir(outputDir());
        QStringList problems;

        QTemporaryDir libraryDir;
        MainWindow window(default_scenario(), nullptr, QDir(libraryDir.path()).filePath(QStringLiteral("library.sqlite")));
        for (const Scenario& s : three()) {
            window.document()->replace(s, QStringLiteral("screenshot"));
            QVERIFY(window.librarySession()->saveAs(QString::fromStdString(s.name)));
        }
        window.document()->replace(named(default_scenario(), "Default 70B, 8-bit, 2× H100"), QStringLiteral("screenshot"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.evaluator()->waitForRefinement();
        auto* tabs = qobject_cast<QTabWidget*>(window.centralWidget());
        QVERIFY(tabs);

        struct View {
            int tab;
            const char* dock;
            const char* name;
        };
        for (const View& view : {View{0, "workloadDock", "capacity"}, View{1, "libraryDock", "fleet-library"},
                                 View{2, "resultsDock", "plan-results"}, View{3, "moneyDock", "procurement"},
                                 View{4, "resultsDock", "layouts"}}) {
            tabs->setCurrentIndex(view.tab);
            if (auto* dock = window.findChild<QDockWidget*>(QString::fromLatin1(view.dock)))
                dock->raise();
            settle(window.charts());
            const QString image = stem + QString::fromLatin1(view.name) + QStringLiteral(".png");
            QVERIFY(window.grab().save(dir.filePath(image)));
            problems += findings(window, image);
        }

        CompareWindow compare(three());
        compare.show();
        QVERIFY(QTest::qWaitForWindowExposed(&compare));
        settle(compare.charts());
        const QString image = stem + QStringLiteral("compare.png");
        if (!QRect(QPoint(0, 0), screen).contains(compare.frameGeometry()))
            problems << image + QStringLiteral(": the window (%1 x %2) is larger than the screen").arg(compare.width()).arg(compare.height());
        // Every scenario's values in view without scrolling (the change columns may step aside).
        const QTableView* table = compare.tableView();
        for (int scenario = 0; scenario < 3; ++scenario) {
            const int column = CompareTableModel::valueColumn(scenario);
            const int right = table->columnViewportPosition(column) + table->columnWidth(column);
            if (table->isColumnHidden(column) || right > table->viewport()->width())
                problems << image + QStringLiteral(": scenario %1's values end at %2 px, the table shows %3")
                                        .arg(scenario + 1).arg(right).arg(table->viewport()->width());
        }
        QVERIFY(compare.grab().save(dir.filePath(image)));
        problems += findings(compare, image);

        applyLanguage(QStringLiteral("en"));
        applyPalette(QStringLiteral("light"));
        for (const QString& problem : std::as_const(problems))
            std::printf("  FAULT: %s\n", qPrintable(problem));
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 findings, listed above").arg(problems.size())));
    }
};

void TestScreenshots::checksCatchTheirFaults()
{
    QWidget window;
    window.resize(400, 300);
    auto* cut = new QLabel(QStringLiteral("A label far longer than the room it is given"), &window);
    cut->setGeometry(10, 10, 60, 20);
    auto* faint = new QLabel(QStringLiteral("Source: faint"), &window);
    faint->setGeometry(10, 40, 300, 20);
    QPalette grey = faint->palette();
    grey.setColor(QPalette::WindowText, QColor(0xB0, 0xB0, 0xB0));
    grey.setColor(QPalette::Window, Qt::white);
    faint->setPalette(grey);
    faint->setAutoFillBackground(true);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QStringList elided = elidedTexts(window);
    QVERIFY2(elided.join(QLatin1Char(' ')).contains(QStringLiteral("far longer")), qPrintable(elided.join(QLatin1Char(';'))));
    QVERIFY(!elided.join(QLatin1Char(' ')).contains(QStringLiteral("faint")));
    const QStringList faintText = lowContrastTexts(window);
    QVERIFY2(faintText.join(QLatin1Char(' ')).contains(QStringLiteral("Source: faint")), qPrintable(faintText.join(QLatin1Char(';'))));
    QVERIFY2(!faintText.join(QLatin1Char(' ')).contains(QStringLiteral("far longer")), qPrintable(faintText.join(QLatin1Char(';'))));

    // A plot whose legend sits on its line, with two labels on one spot and one off the plot.
    QCustomPlot plot;
    plot.resize(400, 300);
    QCPGraph* line = plot.addGraph();
    line->setName(QStringLiteral("rising"));
    line->setData({0, 1, 2, 3, 4}, {0, 1, 2, 3, 4});
    plot.xAxis->setRange(0, 4);
    plot.yAxis->setRange(0, 4);
    plot.legend->setVisible(true);
    plot.axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
    for (const QString& text : {QStringLiteral("first"), QStringLiteral("second")}) {
        auto* label = new QCPItemText(&plot);
        label->position->setCoords(1, 2);
        label->setText(text);
    }
    auto* outside = new QCPItemText(&plot);
    outside->setClipToAxisRect(false);
    outside->position->setCoords(4, 2);
    outside->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    outside->setText(QStringLiteral("past the edge"));
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    const QString collisions = chartCollisions(plot).join(QLatin1Char(';'));
    QVERIFY2(collisions.contains(QStringLiteral("the legend covers")) && collisions.contains(QStringLiteral("\"rising\"")), qPrintable(collisions));
    QVERIFY2(collisions.contains(QStringLiteral("label \"first\" overlaps \"second\"")), qPrintable(collisions));
    QVERIFY2(collisions.contains(QStringLiteral("label \"past the edge\" leaves its plot")), qPrintable(collisions));

    // A plot squeezed under figures wider than itself: the line cut, the axis rect too small.
    QCustomPlot squeezed;
    squeezed.resize(160, 110);
    squeezed.plotLayout()->insertRow(0);
    squeezed.plotLayout()->addElement(0, 0, new QCPTextElement(&squeezed, QStringLiteral("figures far wider than the plot\nsecond line")));
    squeezed.show();
    QVERIFY(QTest::qWaitForWindowExposed(&squeezed));
    const QString cutPlot = elidedTexts(squeezed).join(QLatin1Char(';'));
    QVERIFY2(cutPlot.contains(QStringLiteral("figures line \"figures far wider than the plot\"")), qPrintable(cutPlot));
    QVERIFY2(!cutPlot.contains(QStringLiteral("second line\" needs")), qPrintable(cutPlot));
    QVERIFY2(cutPlot.contains(QStringLiteral("plot area only")), qPrintable(cutPlot));
}

int main(int argc, char** argv)
{
    // One screen of CAPSTAN_SCREEN's size for the offscreen platform, from a configuration file.
    const QSize size = screenSize();
    QTemporaryDir dir;
    const QString config = QDir(dir.path()).filePath(QStringLiteral("screen.json"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly))
        return 1;
    file.write(QStringLiteral(R"({"synchronousWindowSystem": true, "windowFrameMargins": false, "screens": [)"
                              R"({"name": "screen", "x": 0, "y": 0, "width": %1, "height": %2, "logicalDpi": 96,)"
                              R"( "logicalBaseDpi": 96, "dpr": 1}]})")
                   .arg(size.width())
                   .arg(size.height())
                   .toUtf8());
    file.close();
    qputenv("QT_QPA_PLATFORM", QByteArrayLiteral("offscreen:configfile=") + config.toLocal8Bit());
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);   // the palette and language preferences go to a test folder
    TestScreenshots test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_screenshots.moc"
