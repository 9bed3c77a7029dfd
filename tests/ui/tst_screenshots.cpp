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
#include "core/inputs.h"
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
#include <QRegularExpression>
#include <QScreen>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

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

// Findings still open (issue 18), each named by what it matches. They are printed on every run
// and do not fail it; any other finding does. Remove a line when its fault is fixed.
const char* const kKnownFaults[] = {
    "(none)",   // a pattern no finding carries: the list is empty
};

bool known(const QString& finding)
{
    for (const char* pattern : kKnownFaults)
        if (finding.contains(QRegularExpression(QString::fromUtf8(pattern))))
            return true;
    return false;
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
    }

    // The checks see what they are for: a label squeezed below its text, two chart labels on
    // one spot, grey on grey.
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
                                 View{2, "resultsDock", "plan-results"}}) {
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
        QVERIFY(compare.grab().save(dir.filePath(image)));
        problems += findings(compare, image);

        applyLanguage(QStringLiteral("en"));
        applyPalette(QStringLiteral("light"));
        int unknown = 0;
        for (const QString& problem : std::as_const(problems)) {
            const bool isKnown = known(problem);
            unknown += isKnown ? 0 : 1;
            std::printf("  %s %s\n", isKnown ? "known:" : "FAULT:", qPrintable(problem));
        }
        std::printf("  %lld findings, %d of them new\n", static_cast<long long>(problems.size()), unknown);
        QVERIFY2(unknown == 0, qPrintable(QStringLiteral("%1 new findings, listed above").arg(unknown)));
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
