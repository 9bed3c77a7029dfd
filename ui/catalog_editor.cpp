#include "ui/catalog_editor.h"

#include "analysis/scenario_document.h"
#include "core/catalog_entry.h"
#include "core/hf_config.h"
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

// "New from" a catalog entry (index 0 is the prompt): its fields under the id "my-<id>".
template <class Entry, class Texts>
void fillFrom(const std::vector<Entry>& entries, int index, EntryForm* form, QComboBox* source, Texts texts)
{
    if (index < 1 || index > int(entries.size()))
        return;
    Entry entry = entries[std::size_t(index - 1)];
    entry.id = "my-" + entry.id;
    form->setTexts(texts(entry));
    source->setCurrentIndex(0);
}

} // namespace

CatalogEditor::CatalogEditor(ScenarioDocument* document, QWidget* parent)
    : QDialog(parent), document_(document)
{
    setWindowTitle(tr("GPU and model of your own"));
    setAcceptDrops(true);
    const Scenario& s = document_->scenario();
    const Catalog& catalog = Catalog::builtin();

    gpuForm_ = new EntryForm(gpu_entry_fields());
    gpuForm_->setTexts(gpu_entry_texts(s.gpu.spec));
    modelForm_ = new EntryForm(model_entry_fields());
    modelForm_->setTexts(model_entry_texts(s.model.spec));

    gpuSource_ = new QComboBox(this);
    gpuSource_->addItem(tr("New from…"));
    for (const GpuSpec& gpu : catalog.gpus())
        gpuSource_->addItem(QString::fromStdString(gpu.name));
    modelSource_ = new QComboBox(this);
    modelSource_->addItem(tr("New from…"));
    for (const ModelSpec& model : catalog.models())
        modelSource_->addItem(QString::fromStdString(model.name));
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
    fillFrom(Catalog::builtin().gpus(), index, gpuForm_, gpuSource_, [](const GpuSpec& g) { return gpu_entry_texts(g); });
}

void CatalogEditor::newModelFrom(int index)
{
    fillFrom(Catalog::builtin().models(), index, modelForm_, modelSource_,
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
