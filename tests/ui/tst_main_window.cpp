// The window opens on the default scenario and shows what the core computed.
#include "core/evaluate.h"
#include "core/inputs.h"
#include "ui/main_window.h"

#include <QApplication>
#include <QTemporaryDir>
#include <QTest>

using namespace capstan;

class TestMainWindow final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void showsTheDefaultScenario();
    void explainsAnImpossibleScenario();
};

void TestMainWindow::showsTheDefaultScenario()
{
    const Scenario scenario = default_scenario();
    ui::MainWindow window(scenario);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const Expected<Result> result = evaluate(scenario);
    QVERIFY(result);
    const QString text = window.resultsText();
    QVERIFY2(text.contains(QStringLiteral("%1 GPUs").arg(result->sizing.gpus)), qPrintable(text));
    QVERIFY(!text.contains(QStringLiteral("nan"), Qt::CaseInsensitive));
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("window.png"));
    QVERIFY(window.grab().save(png));
    QImage image(png);
    QCOMPARE(image.size(), window.size() * window.devicePixelRatio());
}

void TestMainWindow::explainsAnImpossibleScenario()
{
    Scenario scenario = default_scenario();
    QVERIFY(set_input(scenario, "model.preset", "llama-3.1-405b"));
    QVERIFY(set_input(scenario, "deploy.tp", "1"));
    ui::MainWindow window(scenario);
    QVERIFY(window.resultsText().contains(QStringLiteral("does not fit")));
}

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
