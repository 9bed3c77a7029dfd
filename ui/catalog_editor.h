#pragma once

#include "core/catalog_types.h"

#include <QDialog>

#include <vector>

class QComboBox;
class QLabel;

namespace capstan::store {
class Library;
}

namespace capstan::ui {

class EntryForm;
class ScenarioDocument;

// Defines or edits the scenario's GPU and model as the user's own entries (preset "custom"):
// every catalog field with its unit, "new from" a catalog entry, a Hugging Face config.json by
// file dialog or drop. Apply validates both entries and the GPU against the workspace; a bad
// field is named with its value and range and nothing changes; a good edit is one undo step.
// With a library, applied entries are stored in it and offered again under "New from…".
class CatalogEditor final : public QDialog {
    Q_OBJECT
public:
    CatalogEditor(ScenarioDocument* document, store::Library* library = nullptr, QWidget* parent = nullptr);

    [[nodiscard]] EntryForm* gpuForm() const { return gpuForm_; }
    [[nodiscard]] EntryForm* modelForm() const { return modelForm_; }
    [[nodiscard]] QString message() const;

    // Reads a config.json into the model form; false (and the message) when it is malformed.
    bool importHfConfig(const QString& path);
    // Applies both entries to the scenario; false (and the message) when one is refused.
    bool apply();

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void newGpuFrom(int index);
    void newModelFrom(int index);
    void chooseHfConfig();

    ScenarioDocument* document_;
    store::Library* library_;
    // What "New from…" offers after its prompt: the catalog's entries renamed "my-<id>", then
    // the library's.
    std::vector<GpuSpec> gpuChoices_;
    std::vector<ModelSpec> modelChoices_;
    EntryForm* gpuForm_ = nullptr;
    EntryForm* modelForm_ = nullptr;
    QComboBox* gpuSource_ = nullptr;
    QComboBox* modelSource_ = nullptr;
    QLabel* message_ = nullptr;
};

} // namespace capstan::ui
