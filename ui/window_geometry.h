#pragma once

class QSettings;
class QWidget;

namespace capstan::ui {

// The main window opens where and as large as it was last closed, when that still fits a
// screen; otherwise (a first start, a smaller screen since) it keeps the size it chose for the
// screen. Kept under "window/geometry" in the application's settings.
void saveWindowGeometry(const QWidget& window, QSettings& settings);
// True when a saved geometry was applied.
bool restoreWindowGeometry(QWidget& window, const QSettings& settings);

} // namespace capstan::ui
