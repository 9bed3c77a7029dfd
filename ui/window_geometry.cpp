#include "ui/window_geometry.h"

#include <QGuiApplication>
#include <QScreen>
#include <QSettings>
#include <QWidget>

namespace capstan::ui {
namespace {

const QString kGeometryKey = QStringLiteral("window/geometry");

// Some screen holds the whole window (the laptop it was closed on may now be docked).
bool fitsAScreen(const QRect& frame)
{
    const QList<QScreen*> screens = QGuiApplication::screens();
    for (const QScreen* screen : screens)
        if (screen->availableGeometry().contains(frame))
            return true;
    return false;
}

} // namespace

void saveWindowGeometry(const QWidget& window, QSettings& settings)
{
    settings.setValue(kGeometryKey, window.saveGeometry());
}

bool restoreWindowGeometry(QWidget& window, const QSettings& settings)
{
    const QByteArray saved = settings.value(kGeometryKey).toByteArray();
    if (saved.isEmpty())
        return false;
    const QRect before = window.geometry();
    if (!window.restoreGeometry(saved))
        return false;
    if (!window.isMaximized() && !window.isFullScreen() && !fitsAScreen(window.frameGeometry())) {
        window.setGeometry(before);
        return false;
    }
    return true;
}

} // namespace capstan::ui
