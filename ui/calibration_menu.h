#pragma once

class QMenu;
class QString;

namespace capstan::ui {

class ScenarioDocument;

// Fills a Calibration menu from the library at `libraryPath`: "Datasheet factors (no profile)"
// and one checkable action per stored calibration profile, with its median error after the fit.
// Choosing one applies its factors as one undo step. Call it again (aboutToShow) to refresh.
void fillCalibrationMenu(QMenu* menu, ScenarioDocument* document, const QString& libraryPath);

} // namespace capstan::ui
