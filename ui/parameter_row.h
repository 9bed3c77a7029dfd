#pragma once

#include "core/inputs.h"

#include <QObject>
#include <QString>

class QAbstractSpinBox;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGridLayout;
class QLabel;
class QSlider;


namespace capstan::ui {

// One input in a parameter panel: label, slider, spin box and unit for a number; a check box
// for a switch; a combo box for a preset. It reports user edits and shows the document's value.
class ParameterRow final : public QObject {
    Q_OBJECT
public:
    ParameterRow(const InputSpec& spec, QGridLayout* grid, int row, QWidget* parent);

    [[nodiscard]] QString path() const { return path_; }
    [[nodiscard]] InputId id() const { return id_; }
    void show(const Scenario& scenario);
    void retranslate();

    [[nodiscard]] QSlider* slider() const { return slider_; }
    [[nodiscard]] QDoubleSpinBox* spinBox() const { return spin_; }
    [[nodiscard]] QComboBox* comboBox() const { return combo_; }
    [[nodiscard]] QLabel* unitLabel() const { return unit_; }
    [[nodiscard]] QCheckBox* checkBox() const { return check_; }

Q_SIGNALS:
    // A number or a switch (0/1) by its id. continuous: part of a slider drag (merged into one
    // undo step until dragFinished).
    void edited(capstan::InputId id, double value, bool continuous);
    // A preset chosen by its name (model, GPU, use case, router).
    void presetChosen(const QString& path, const QString& name);
    void dragFinished();

private:
    [[nodiscard]] double sliderToValue(int position) const;
    [[nodiscard]] int valueToSlider(double value) const;
    void onSliderMoved(int position);
    void onSpinEdited();
    void fillPresets();
    // levers.spec_draft: the models that can draft for the scenario's target.
    void fillDrafts(const Scenario& scenario);

    const InputSpec& spec_;
    InputId id_;
    QString path_;
    QLabel* label_ = nullptr;
    QLabel* unit_ = nullptr;
    QSlider* slider_ = nullptr;
    QDoubleSpinBox* spin_ = nullptr;
    QComboBox* combo_ = nullptr;
    QCheckBox* check_ = nullptr;
    bool updating_ = false;
    double scale_ = 1.0;   // spin box value = scenario value x scale_ (shares as percentages)
};

} // namespace capstan::ui
