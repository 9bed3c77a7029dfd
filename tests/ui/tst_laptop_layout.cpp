// The workbench on a laptop's 1366 x 768 screen (offscreen, a screen of that size): the window
// takes the screen, the results and the library dock as tabs beside the input panels, and the
// charts get the rest of the width at a readable size; the dark palette paints every chart
// dark. Renders the window to PNGs to look at.
#include "core/inputs.h"
#include "charts/chart_frame.h"
#include "ui/main_window.h"
#include "ui/preferences.h"
#include "screen_checks.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QScreen>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <qcustomplot.h>

#include <algorithm>
#include <vector>

using namespace capstan;
using namespace capstan::ui;

namespace {

// Every visible text label of the window's visible QCustomPlot charts, as "chart: text" when
// its box leaves the axis rect it annotates (so it is clipped or runs over the axis).
QStringList labelsOutsideTheirPlot(QWidget& window)
{
    QStringList outside;
    for (QCustomPlot* plot : window.findChildren<QCustomPlot*>()) {
        if (!plot->isVisible())
            continue;
        plot->replot(QCustomPlot::rpImmediateRefresh);
        for (int i = 0; i < plot->itemCount(); ++i) {
            auto* label = qobject_cast<QCPItemText*>(plot->item(i));
            if (!label || !label->visible() || label->text().isEmpty())
                continue;
            QCPAxisRect* rect = label->clipAxisRect() ? label->clipAxisRect() : plot->axisRect();
            const QRectF box(label->topLeft->pixelPosition(), label->bottomRight->pixelPosition());
            if (!QRectF(rect->rect()).adjusted(-1, -1, 1, 1).contains(box))
                outside << plot->objectName() + QStringLiteral(": ") + label->text().simplified();
        }
    }
    return outside;
}

// The median lightness of a chart's plot: its background.
int medianLightness(ChartFrame* chart)
{
    const QImage image = chart->plotWidget()->grab().toImage();
    std::vector<int> lightness;
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7)
            lightness.push_back(image.pixelColor(x, y).lightness());
    std::nth_element(lightness.begin(), lightness.begin() + long(lightness.size() / 2), lightness.end());
    return lightness[lightness.size() / 2];
}

// Shown, with every background refinement landed.
bool showSettled(MainWindow& window)
{
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    window.evaluator()->waitForRefinement();
    for (ChartFrame* chart : window.charts())
        chart->waitForRefinement();
    return true;
}

} // namespace

class TestLaptopLayout final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void fitsTheScreen()
    {
        QCOMPARE(QGuiApplication::primaryScreen()->availableGeometry().size(), QSize(1366, 768));
        MainWindow window(default_scenario());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.size(), QSize(1366, 768));

        auto* results = window.findChild<QDockWidget*>(QStringLiteral("resultsDock"));
        QVERIFY(results);
        QCOMPARE(window.dockWidgetArea(results), Qt::LeftDockWidgetArea);
        QVERIFY(!window.tabifiedDockWidgets(results).isEmpty());

        // The charts keep at least 60% of the width; each chart of the 2 x 2 grid at least
        // 340 x 280 pixels.
        QVERIFY2(window.centralWidget()->width() >= 0.6 * 1366, qPrintable(QString::number(window.centralWidget()->width())));
        auto* tabs = qobject_cast<QTabWidget*>(window.centralWidget());
        QVERIFY(tabs);
        tabs->setCurrentIndex(0);
        int checked = 0;
        for (ChartFrame* chart : window.charts()) {
            if (!chart->isVisible())
                continue;
            ++checked;
            QVERIFY2(chart->width() >= 340 && chart->height() >= 280,
                     qPrintable(QStringLiteral("%1: %2 x %3").arg(chart->title()).arg(chart->width()).arg(chart->height())));
        }
        QCOMPARE(checked, 4);
        // No annotation runs off its plot: the latency chart's percentile labels turn to the
        // side with room, the knee's SLO words go to the legend when the zone is too narrow.
        window.evaluator()->waitForRefinement();
        for (ChartFrame* chart : window.charts())
            chart->waitForRefinement();
        QCoreApplication::processEvents();
        const QStringList outside = labelsOutsideTheirPlot(window);
        QVERIFY2(outside.isEmpty(), qPrintable(outside.join(QStringLiteral("; "))));

        // Kept for a look: CAPSTAN_RENDER_DIR, else the test's working folder.
        const QString dir = qEnvironmentVariableIsSet("CAPSTAN_RENDER_DIR") ? qEnvironmentVariable("CAPSTAN_RENDER_DIR")
                                                                             : QDir::currentPath();
        const QString out = QDir(dir).filePath(QStringLiteral("workbench-1366x768.png"));
        QVERIFY(window.grab().save(out));
        std::printf("  rendered %s\n", qPrintable(out));
    }

    // Edit -> Preferences -> Dark on the laptop screen: every chart of the grid paints a dark
    // background (no white plot left in a dark window).
    void darkPalette()
    {
        applyPalette(QStringLiteral("dark"));
        MainWindow window(default_scenario());
        QVERIFY(showSettled(window));
        QCoreApplication::processEvents();
        for (ChartFrame* chart : window.charts()) {
            if (!chart->isVisible())
                continue;
            const int median = medianLightness(chart);
            QVERIFY2(median < 90, qPrintable(QStringLiteral("%1: median lightness %2").arg(chart->title()).arg(median)));
        }
        const QString dir = qEnvironmentVariableIsSet("CAPSTAN_RENDER_DIR") ? qEnvironmentVariable("CAPSTAN_RENDER_DIR")
                                                                             : QDir::currentPath();
        QVERIFY(window.grab().save(QDir(dir).filePath(QStringLiteral("workbench-1366x768-dark.png"))));
        applyPalette(QStringLiteral("light"));
    }

    // Switching the palette while the window is open repaints every chart in the new one, on
    // every tab, and back.
    void paletteSwitchesLive()
    {
        applyPalette(QStringLiteral("light"));
        MainWindow window(default_scenario());
        QVERIFY(showSettled(window));
        QStringList lowContrast;
        const auto lightnessOfEveryChart = [&window, &lowContrast] {
            QStringList seen;
            std::vector<int> medians;
            for (QTabWidget* tabs : window.findChildren<QTabWidget*>())
                for (int i = 0; i < tabs->count(); ++i) {
                    tabs->setCurrentIndex(i);
                    QCoreApplication::processEvents();
                    lowContrast << capstan::test::lowContrastTexts(window);
                    for (ChartFrame* chart : window.charts())
                        if (chart->isVisible() && !seen.contains(chart->title())) {
                            seen << chart->title();
                            medians.push_back(medianLightness(chart));
                        }
                }
            return std::pair(seen, medians);
        };
        const auto [lightCharts, light] = lightnessOfEveryChart();
        QVERIFY2(lightCharts.size() >= 8, qPrintable(lightCharts.join(QStringLiteral(", "))));
        for (std::size_t i = 0; i < light.size(); ++i)
            QVERIFY2(light[i] > 160, qPrintable(QStringLiteral("%1 light: %2").arg(lightCharts[qsizetype(i)]).arg(light[i])));
        lowContrast.removeDuplicates();
        QVERIFY2(lowContrast.isEmpty(), qPrintable(lowContrast.join(QLatin1Char('\n'))));

        applyPalette(QStringLiteral("dark"));
        QCoreApplication::processEvents();
        const auto [darkCharts, dark] = lightnessOfEveryChart();
        QCOMPARE(darkCharts.size(), lightCharts.size());
        for (std::size_t i = 0; i < dark.size(); ++i)
            QVERIFY2(dark[i] < 90, qPrintable(QStringLiteral("%1 after the switch: %2").arg(darkCharts[qsizetype(i)]).arg(dark[i])));
        lowContrast.removeDuplicates();
        QVERIFY2(lowContrast.isEmpty(), qPrintable(lowContrast.join(QLatin1Char('\n'))));

        applyPalette(QStringLiteral("light"));
        QCoreApplication::processEvents();
        const auto [againCharts, again] = lightnessOfEveryChart();
        for (std::size_t i = 0; i < again.size(); ++i)
            QVERIFY2(again[i] > 160, qPrintable(QStringLiteral("%1 back to light: %2").arg(againCharts[qsizetype(i)]).arg(again[i])));
        lowContrast.removeDuplicates();
        QVERIFY2(lowContrast.isEmpty(), qPrintable(lowContrast.join(QLatin1Char('\n'))));
    }
};

int main(int argc, char** argv)
{
    // A screen of 1366 x 768 for the offscreen platform, from a configuration file.
    QTemporaryDir dir;
    const QString config = QDir(dir.path()).filePath(QStringLiteral("screen.json"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly))
        return 1;
    file.write(R"({"synchronousWindowSystem": true, "windowFrameMargins": false, "screens": [)"
               R"({"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96,)"
               R"( "logicalBaseDpi": 96, "dpr": 1}]})");
    file.close();
    qputenv("QT_QPA_PLATFORM", QByteArrayLiteral("offscreen:configfile=") + config.toLocal8Bit());
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);   // the palette preference goes to a test folder
    TestLaptopLayout test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_laptop_layout.moc"
