#pragma once

#include <QDialog>

class QComboBox;
class QLabel;

namespace capstan::ui {

class EntryForm;
class ScenarioDocument;

// Defines or edits the scenario's GPU and model as the user's own entries (preset "custom"):
// every catalog field with its unit, "new from" a catalog entry, a Hugging Face config.json by
// file dialog or drop. Apply validates both entries and the GPU against the workspace; a bad
// field is named with its value and range and nothing changes; a good edit is one undo step.
class CatalogEditor final : public QDialog {
    Q_OBJECT
public:
    CatalogEditor(ScenarioDocument* document, QWidget* parent = nullptr);

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
    EntryForm* gpuForm_ = nullptr;
    EntryForm* modelForm_ = nullptr;
    QComboBox* gpuSource_ = nullptr;
    QComboBox* modelSource_ = nullptr;
    QLabel* message_ = nullptr;
};

} // namespace capstan::ui
