// Renders the workbench and each chart offscreen to PNG and reads the files back. Set
// CAPSTAN_RENDER_DIR to keep the images (the README's screenshot comes from here).
#include "core/inputs.h"
#include "charts/chart_frame.h"
#include "ui/main_window.h"

#include <QDir>
#include <QImage>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <set>

using namespace capstan;
using namespace capstan::ui;

class TestRender final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void windowAndChartsToPng();
};

namespace {

// A rendered chart is not blank: it has many distinct colours.
int distinct_colors(const QImage& image)
{
    std::set<QRgb> colors;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3)
            colors.insert(image.pixel(x, y));
    return int(colors.size());
}

} // namespace

void TestRender::windowAndChartsToPng()
{
    QTemporaryDir temp;
    const QString dir = qEnvironmentVariableIsSet("CAPSTAN_RENDER_DIR") ? qEnvironmentVariable("CAPSTAN_RENDER_DIR")
                                                                        : temp.path();
    QDir().mkpath(dir);
    MainWindow window(default_scenario());
    window.resize(1860, 1040);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* tabs = window.findChild<QTabWidget*>();
    QVERIFY(tabs);
    window.evaluator()->waitForRefinement();
    for (int tab = 0; tab < tabs->count(); ++tab) {
        tabs->setCurrentIndex(tab);
        for (ChartFrame* chart : window.charts())
            chart->waitForRefinement();   // background refinements land
        QTest::qWait(50);
        const QString path = dir + QStringLiteral("/workbench-tab%1.png").arg(tab);
        QVERIFY(window.grab().save(path));
        const QImage image(path);
        QCOMPARE(image.size(), window.size() * window.devicePixelRatio());
        QVERIFY(distinct_colors(image) > 50);
    }
    for (ChartFrame* chart : window.charts()) {
        const QString name = chart->plotWidget()->objectName();
        QVERIFY(!name.isEmpty());
        tabs->setCurrentWidget(chart->parentWidget());
        QTest::qWait(50);
        const QString path = dir + QLatin1Char('/') + name + QStringLiteral(".png");
        QVERIFY2(chart->grab().save(path), qPrintable(path));
        const QImage image(path);
        QVERIFY(!image.isNull());
        QVERIFY2(distinct_colors(image) > 30, qPrintable(name));
    }
}

QTEST_MAIN(TestRender)
#include "tst_render.moc"
