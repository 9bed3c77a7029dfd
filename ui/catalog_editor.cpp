#include "ui/catalog_editor.h"

#include "analysis/scenario_document.h"
#include "core/catalog_entry.h"
#include "core/hf_config.h"
#include "store/library.h"
#include "ui/entry_form.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QMimeData>
#include <QPushButton>
#include <QScrollArea>
#include <QTabWidget>
#include <QVBoxLayout>

namespace capstan::ui {

namespace {

QWidget* scrolled(QWidget* form, QComboBox* source, QWidget* extra, QWidget* parent)
{
    auto* page = new QWidget(parent);
    auto* layout = new QVBoxLayout(page);
    layout->addWidget(source);
    if (extra)
        layout->addWidget(extra);
    auto* area = new QScrollArea(page);
    area->setWidget(form);
    area->setWidgetResizable(true);
    layout->addWidget(area);
    return page;
}

// "New from" an entry (index 0 is the prompt).
template <class Entry, class Texts>
void fillFrom(const std::vector<Entry>& entries, int index, EntryForm* form, QComboBox* source, Texts texts)
{
    if (index < 1 || index > int(entries.size()))
        return;
    form->setTexts(texts(entries[std::size_t(index - 1)]));
    source->setCurrentIndex(0);
}

// The catalog's entries under "my-<id>", then the library's own (a library that cannot be
// read offers none).
template <class Entry>
std::vector<Entry> choices(const std::vector<Entry>& catalog, Expected<std::vector<Entry>> stored)
{
    std::vector<Entry> all = catalog;
    for (Entry& entry : all)
        entry.id = "my-" + entry.id;
    if (stored)
        all.insert(all.end(), stored->begin(), stored->end());
    return all;
}

} // namespace

CatalogEditor::CatalogEditor(ScenarioDocument* document, store::Library* library, QWidget* parent)
    : QDialog(parent), document_(document), library_(library)
{
    setWindowTitle(tr("GPU and model of your own"));
    setAcceptDrops(true);
    const Scenario& s = document_->scenario();
    const Catalog& catalog = Catalog::builtin();

    gpuForm_ = new EntryForm(gpu_entry_fields());
    gpuForm_->setTexts(gpu_entry_texts(s.gpu.spec));
    modelForm_ = new EntryForm(model_entry_fields());
    modelForm_->setTexts(model_entry_texts(s.model.spec));

    gpuChoices_ = choices(catalog.gpus(), library_ ? library_->user_gpus() : std::vector<GpuSpec>());
    modelChoices_ = choices(catalog.models(), library_ ? library_->user_models() : std::vector<ModelSpec>());
    gpuSource_ = new QComboBox(this);
    gpuSource_->setObjectName(QStringLiteral("gpuSource"));
    gpuSource_->addItem(tr("New from…"));
    for (const GpuSpec& gpu : gpuChoices_)
        gpuSource_->addItem(QString::fromStdString(gpu.name + " (" + gpu.id + ")"));
    modelSource_ = new QComboBox(this);
    modelSource_->setObjectName(QStringLiteral("modelSource"));
    modelSource_->addItem(tr("New from…"));
    for (const ModelSpec& model : modelChoices_)
        modelSource_->addItem(QString::fromStdString(model.name + " (" + model.id + ")"));
    connect(gpuSource_, &QComboBox::activated, this, &CatalogEditor::newGpuFrom);
    connect(modelSource_, &QComboBox::activated, this, &CatalogEditor::newModelFrom);

    auto* importButton = new QPushButton(tr("Import config.json…"), this);
    importButton->setToolTip(tr("A Hugging Face config.json; you can also drop the file on this window"));
    connect(importButton, &QPushButton::clicked, this, &CatalogEditor::chooseHfConfig);

    auto* tabs = new QTabWidget(this);
    tabs->addTab(scrolled(gpuForm_, gpuSource_, nullptr, tabs), tr("GPU"));
    tabs->addTab(scrolled(modelForm_, modelSource_, importButton, tabs), tr("Model"));

    message_ = new QLabel(this);
    message_->setObjectName(QStringLiteral("message"));
    message_->setWordWrap(true);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Apply | QDialogButtonBox::Close, this);
    connect(buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this, &CatalogEditor::apply);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(tabs);
    layout->addWidget(message_);
    layout->addWidget(buttons);
    resize(560, 640);
}

QString CatalogEditor::message() const
{
    return message_->text();
}

void CatalogEditor::newGpuFrom(int index)
{
    fillFrom(gpuChoices_, index, gpuForm_, gpuSource_, [](const GpuSpec& g) { return gpu_entry_texts(g); });
}

void CatalogEditor::newModelFrom(int index)
{
    fillFrom(modelChoices_, index, modelForm_, modelSource_,
             [](const ModelSpec& m) { return model_entry_texts(m); });
}

void CatalogEditor::chooseHfConfig()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import config.json"), QString(),
                                                      tr("Hugging Face config (*.json)"));
    if (!path.isEmpty())
        importHfConfig(path);
}

bool CatalogEditor::importHfConfig(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        message_->setText(tr("Cannot read %1.").arg(path));
        return false;
    }
    const QByteArray text = file.readAll();
    const Expected<ModelSpec> model =
        model_from_hf_config(std::string_view(text.constData(), std::size_t(text.size())), "hf-import",
                             path.toStdString());
    if (!model) {
        message_->setText(tr("Not imported: %1").arg(QString::fromStdString(model.error().message())));
        return false;
    }
    modelForm_->setTexts(model_entry_texts(*model));
    message_->setText(tr("Imported %1; apply to use it.").arg(path));
    return true;
}

bool CatalogEditor::apply()
{
    const Expected<GpuSpec> gpu = gpu_from_texts(gpuForm_->texts(), "gpu");
    if (!gpu) {
        message_->setText(tr("Not applied: %1").arg(QString::fromStdString(gpu.error().message())));
        return false;
    }
    const Expected<ModelSpec> model = model_from_texts(modelForm_->texts(), "model");
    if (!model) {
        message_->setText(tr("Not applied: %1").arg(QString::fromStdString(model.error().message())));
        return false;
    }
    Scenario edited = document_->scenario();
    edited.gpu.preset = edited.model.preset = std::string(kCustomPreset);
    edited.gpu.spec = *gpu;
    edited.model.spec = *model;
    if (Status fits = check_gpu_fits(edited); !fits) {
        message_->setText(tr("Not applied: %1").arg(QString::fromStdString(fits.error().message())));
        return false;
    }
    if (edited == document_->scenario()) {
        message_->setText(tr("Nothing changed."));
        return true;
    }
    if (library_) {
        Status stored = library_->save_user_gpu(*gpu);
        if (stored)
            stored = library_->save_user_model(*model);
        if (!stored) {
            message_->setText(tr("Not applied: %1").arg(QString::fromStdString(stored.error().message())));
            return false;
        }
    }
    document_->replace(edited, tr("Own GPU and model"));
    message_->setText(tr("Applied: the scenario now uses this GPU and model."));
    return true;
}

void CatalogEditor::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void CatalogEditor::dropEvent(QDropEvent* event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.front().isLocalFile()) {
        importHfConfig(urls.front().toLocalFile());
        event->acceptProposedAction();
    }
}

} // namespace capstan::ui
