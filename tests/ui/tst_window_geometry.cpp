// The main window reopens where it was closed: a geometry saved at quit is restored at the next
// start, and one that no longer fits any screen leaves the window as the screen sized it.
#include "ui/window_geometry.h"

#include <QGuiApplication>
#include <QMainWindow>
#include <QScreen>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace capstan::ui;

class TestWindowGeometry final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void lastGeometryComesBack()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("capstan.ini")), QSettings::IniFormat);
        const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
        const QRect closedAt(screen.x() + 40, screen.y() + 30, screen.width() / 2, screen.height() / 2);
        {
            QMainWindow first;
            first.setGeometry(closedAt);
            first.show();
            QVERIFY(QTest::qWaitForWindowExposed(&first));
            saveWindowGeometry(first, settings);
        }
        QMainWindow next;
        next.resize(300, 200);
        QVERIFY(restoreWindowGeometry(next, settings));
        next.show();
        QVERIFY(QTest::qWaitForWindowExposed(&next));
        QCOMPARE(next.geometry().size(), closedAt.size());
        QCOMPARE(next.geometry().topLeft(), closedAt.topLeft());
    }

    void nothingSavedKeepsTheScreensChoice()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("capstan.ini")), QSettings::IniFormat);
        QMainWindow window;
        window.resize(640, 480);
        QVERIFY(!restoreWindowGeometry(window, settings));
        QCOMPARE(window.size(), QSize(640, 480));
    }

    void garbageIsIgnored()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("capstan.ini")), QSettings::IniFormat);
        settings.setValue(QStringLiteral("window/geometry"), QByteArray("not a geometry"));
        QMainWindow window;
        window.resize(640, 480);
        QVERIFY(!restoreWindowGeometry(window, settings));
        QCOMPARE(window.size(), QSize(640, 480));
    }
};

QTEST_MAIN(TestWindowGeometry)
#include "tst_window_geometry.moc"
