#pragma once

class QMenu;

namespace capstan::ui {

class ScenarioDocument;

// Fills the Presets menu from the catalogs: use cases, models, GPUs. Each choice is one undo step.
void fillPresetMenu(QMenu* menu, ScenarioDocument* document);

} // namespace capstan::ui
