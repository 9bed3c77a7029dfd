// The workbench at device pixel ratio 2 (a 4K laptop panel at 200 %): the window and each chart
// render at twice the pixels of their logical size, text and lines are drawn at that density
// (not a 1x image scaled up), and the layout is the 1x layout. Offscreen, QT_SCALE_FACTOR=2.
#include "core/inputs.h"
#include "charts/chart_frame.h"
#include "ui/main_window.h"

#include <QApplication>
#include <QDir>
#include <QImage>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace capstan;
using namespace capstan::ui;

namespace {

// Share of horizontally adjacent pixel pairs (in a band) whose colours differ: a 1x image
// scaled up to 2x repeats every pixel, so at most about half the pairs differ; a true 2x
// rendering of text and antialiased lines has many more distinct neighbours.
double neighbour_change(const QImage& image)
{
    int changed = 0;
    int pairs = 0;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x + 1 < image.width(); x += 2) {
            ++pairs;
            changed += image.pixel(x, y) != image.pixel(x + 1, y);
        }
    return pairs ? double(changed) / pairs : 0;
}

} // namespace

class TestHiDpi final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void rendersAtTwiceThePixels()
    {
        QCOMPARE(qApp->devicePixelRatio(), 2.0);
        QTemporaryDir temp;
        const QString dir = qEnvironmentVariableIsSet("CAPSTAN_RENDER_DIR") ? qEnvironmentVariable("CAPSTAN_RENDER_DIR")
                                                                            : temp.path();
        QDir().mkpath(dir);
        MainWindow window(default_scenario());
        window.resize(1600, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.evaluator()->waitForRefinement();
        for (ChartFrame* chart : window.charts())
            chart->waitForRefinement();
        QTest::qWait(50);

        const QImage shot = window.grab().toImage();
        QCOMPARE(shot.size(), QSize(3200, 1800));
        QVERIFY(shot.save(dir + QStringLiteral("/workbench-2x.png")));

        auto* tabs = window.findChild<QTabWidget*>();
        QVERIFY(tabs);
        tabs->setCurrentIndex(0);
        QTest::qWait(50);
        for (ChartFrame* chart : window.charts()) {
            if (!chart->isVisible())
                continue;
            QWidget* plot = chart->plotWidget();
            const QImage image = plot->grab().toImage();
            QCOMPARE(image.size(), plot->size() * 2);
            const double change = neighbour_change(image);
            qInfo("%s: %dx%d px, %.0f%% of neighbouring pixels differ", qPrintable(plot->objectName()), image.width(),
                  image.height(), change * 100);
            // Even pixel pairs of a 1x image doubled are identical: none would differ.
            QVERIFY2(change > 0.02, qPrintable(plot->objectName()));
            QVERIFY(image.save(dir + QLatin1Char('/') + plot->objectName() + QStringLiteral("-2x.png")));
        }
    }
};

int main(int argc, char** argv)
{
    qputenv("QT_SCALE_FACTOR", "2");
    QApplication app(argc, argv);
    TestHiDpi test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_hidpi.moc"
