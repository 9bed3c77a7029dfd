#include "preset_menu.h"

#include "analysis/input_texts.h"
#include "analysis/scenario_document.h"

#include "core/catalog.h"

#include <QCoreApplication>
#include <QMenu>

namespace capstan::ui {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("capstan::ui::PresetMenu", text);
}

void add_choice(QMenu* menu, ScenarioDocument* document, const QString& text, const char* path, const std::string& id,
                bool current)
{
    QAction* action = menu->addAction(text);
    action->setCheckable(true);
    action->setChecked(current);
    const QString value = QString::fromStdString(id);
    const QString key = QString::fromLatin1(path);
    QObject::connect(action, &QAction::triggered, document, [document, key, value] { document->setInput(key, value); });
}

} // namespace

void fillPresetMenu(QMenu* menu, ScenarioDocument* document)
{
    menu->clear();
    const Catalog& catalog = Catalog::builtin();
    const Scenario& s = document->scenario();
    QMenu* uses = menu->addMenu(tr("Use cases"));
    for (const UseCasePreset& use : catalog.use_cases())
        add_choice(uses, document, translateCore(use.name), "workload.use_case", use.id, use.id == s.workload.use_case);
    QMenu* models = menu->addMenu(tr("Models"));
    for (const ModelSpec& model : catalog.models())
        add_choice(models, document, QString::fromStdString(model.name), "model.preset", model.id,
                   model.id == s.model.preset);
    QMenu* gpus = menu->addMenu(tr("GPUs"));
    for (const GpuSpec& gpu : catalog.gpus())
        add_choice(gpus, document, QString::fromStdString(gpu.name), "gpu.preset", gpu.id, gpu.id == s.gpu.preset);
}

} // namespace capstan::ui
