#include "parameter_row.h"

#include "analysis/input_texts.h"

#include "core/catalog.h"
#include "core/inputs.h"
#include "core/speculation.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QSlider>

#include <algorithm>

#include <cmath>

namespace capstan::ui {

namespace {

constexpr int kSliderSteps = 1000;

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

} // namespace

ParameterRow::ParameterRow(const InputSpec& spec, QGridLayout* grid, int row, QWidget* parent)
    : QObject(parent), spec_(spec), id_(input_id(spec)), path_(fromView(spec.path))
{
    label_ = new QLabel(parent);
    grid->addWidget(label_, row, 0);
    if (spec.kind == InputKind::Preset) {
        combo_ = new QComboBox(parent);
        combo_->setObjectName(path_);
        fillPresets();
        grid->addWidget(combo_, row, 1, 1, 3);
        label_->setBuddy(combo_);
        connect(combo_, &QComboBox::activated, this, [this](int index) {
            if (!updating_)
                Q_EMIT presetChosen(path_, combo_->itemData(index).toString());
        });
    } else if (spec.kind == InputKind::Bool) {
        check_ = new QCheckBox(parent);
        check_->setObjectName(path_);
        grid->addWidget(check_, row, 1, 1, 3);
        label_->setBuddy(check_);
        connect(check_, &QCheckBox::toggled, this, [this](bool on) {
            if (!updating_)
                Q_EMIT edited(id_, on ? 1.0 : 0.0, false);
        });
    } else {
        slider_ = new QSlider(Qt::Horizontal, parent);
        slider_->setObjectName(path_ + QStringLiteral(".slider"));
        slider_->setRange(0, kSliderSteps);
        slider_->setPageStep(kSliderSteps / 20);
        slider_->setMinimumWidth(96);
        spin_ = new QDoubleSpinBox(parent);
        spin_->setObjectName(path_);
        scale_ = inputDisplayScale(spec);
        spin_->setRange(spec.min * scale_, spec.max * scale_);
        spin_->setDecimals(inputDecimals(spec));
        spin_->setKeyboardTracking(false);
        spin_->setAccelerated(true);
        spin_->setGroupSeparatorShown(true);
        spin_->setMinimumWidth(110);
        unit_ = new QLabel(parent);
        grid->addWidget(slider_, row, 1);
        grid->addWidget(spin_, row, 2);
        grid->addWidget(unit_, row, 3);
        label_->setBuddy(spin_);
        connect(slider_, &QSlider::valueChanged, this, &ParameterRow::onSliderMoved);
        connect(slider_, &QSlider::sliderReleased, this, &ParameterRow::dragFinished);
        connect(spin_, &QDoubleSpinBox::valueChanged, this, &ParameterRow::onSpinEdited);
    }
    retranslate();
}

void ParameterRow::retranslate()
{
    label_->setText(inputLabel(spec_));
    const QString help = inputHelp(spec_);
    label_->setToolTip(help);
    for (QWidget* widget : {static_cast<QWidget*>(slider_), static_cast<QWidget*>(spin_),
                            static_cast<QWidget*>(combo_), static_cast<QWidget*>(check_)})
        if (widget)
            widget->setToolTip(help);
    if (unit_)
        unit_->setText(inputUnit(spec_));
    if (combo_ && path_ == QLatin1String("workload.use_case")) {
        for (const UseCasePreset& use : Catalog::builtin().use_cases())
            if (const int index = combo_->findData(QString::fromStdString(use.id)); index >= 0)
                combo_->setItemText(index, translateCore(use.name));
    }
    if (combo_ && path_ == QLatin1String("sim.router")) {
        for (const RouterChoice& router : router_choices())
            if (const int index = combo_->findData(QString::fromUtf8(router.id.data(), qsizetype(router.id.size())));
                index >= 0) {
                combo_->setItemText(index, translateCore(router.name));
                combo_->setItemData(index, translateCore(router.help), Qt::ToolTipRole);
            }
    }
    if (combo_ && path_ == QLatin1String("levers.spec_draft"))
        combo_->setItemText(0, tr("None: the draft step cost as given"));
    if (spin_) {
        spin_->setSpecialValueText(specialValueText(spec_));
        // A special text ("from DAU", "not fixed") reads whole, in every language.
        const QFontMetrics metrics = spin_->fontMetrics();
        const QString special = spin_->specialValueText();
        spin_->setMinimumWidth(
            special.isEmpty() ? 110 : std::max(110, metrics.horizontalAdvance(special) + metrics.horizontalAdvance(QStringLiteral("MM")) + 24));
    }
}

void ParameterRow::fillPresets()
{
    const Catalog& catalog = Catalog::builtin();
    if (path_ == QLatin1String("model.preset")) {
        for (const ModelSpec& model : catalog.models())
            combo_->addItem(QString::fromStdString(model.name), QString::fromStdString(model.id));
    } else if (path_ == QLatin1String("gpu.preset")) {
        for (const GpuSpec& gpu : catalog.gpus())
            combo_->addItem(QString::fromStdString(gpu.name), QString::fromStdString(gpu.id));
    } else if (path_ == QLatin1String("sim.router")) {
        for (const RouterChoice& router : router_choices())
            combo_->addItem(translateCore(router.name), QString::fromUtf8(router.id.data(), qsizetype(router.id.size())));
    } else if (path_ == QLatin1String("levers.spec_draft")) {
        fillDrafts(default_scenario());
    } else {
        for (const UseCasePreset& use : catalog.use_cases())
            combo_->addItem(translateCore(use.name), QString::fromStdString(use.id));
    }
}

void ParameterRow::fillDrafts(const Scenario& scenario)
{
    // "None" keeps the draft step cost as given; then the catalog's models that can draft for
    // the scenario's target (smaller, same vocabulary), and the current choice even if it no
    // longer can, so the combo shows what the scenario holds.
    combo_->clear();
    combo_->addItem(tr("None: the draft step cost as given"), QString());
    for (const ModelSpec& model : Catalog::builtin().models()) {
        Scenario drafted = scenario;
        drafted.levers.spec_draft = model.id;
        if (check_spec_draft(drafted) || model.id == scenario.levers.spec_draft)
            combo_->addItem(QString::fromStdString(model.name), QString::fromStdString(model.id));
    }
}

double ParameterRow::sliderToValue(int position) const
{
    return sliderValueAt(spec_, double(position) / kSliderSteps);
}

int ParameterRow::valueToSlider(double value) const
{
    const SliderSpan span = sliderSpan(spec_);
    const double clamped = std::clamp(value, span.min, span.max);
    const double t = span.log ? std::log(clamped / span.min) / std::log(span.max / span.min)
                              : (clamped - span.min) / (span.max - span.min);
    return int(std::lround(t * kSliderSteps));
}

void ParameterRow::onSliderMoved(int position)
{
    if (updating_)
        return;
    double value = sliderToValue(position);
    if (!spec_.allowed_values.empty()) {
        // A closed set (precisions): snap to the nearest allowed value.
        double best = value;
        double distance = 1e300;
        for (double allowed : {4.0, 8.0, 16.0})
            if (std::abs(allowed - value) < distance && input_allows(spec_, allowed)) {
                distance = std::abs(allowed - value);
                best = allowed;
            }
        value = best;
    }
    Q_EMIT edited(id_, value, slider_->isSliderDown());
}

void ParameterRow::onSpinEdited()
{
    if (!updating_)
        Q_EMIT edited(id_, spin_->value() / scale_, false);
}

void ParameterRow::show(const Scenario& scenario)
{
    updating_ = true;
    if (combo_) {
        if (path_ == QLatin1String("levers.spec_draft"))
            fillDrafts(scenario);
        const QString text = QString::fromStdString(get_input(scenario, spec_.path));
        int index = combo_->findData(text);
        if (index < 0) {
            combo_->addItem(QString::fromStdString(scenario.model.spec.name), text);
            index = combo_->count() - 1;
        }
        combo_->setCurrentIndex(index);
    } else if (check_) {
        check_->setChecked(get_number(scenario, id_) != 0);
    } else {
        // A draft model's derived share replaces the given draft step cost: greyed out meanwhile.
        if (path_ == QLatin1String("levers.spec_draft_cost")) {
            spin_->setEnabled(scenario.levers.spec_draft.empty());
            slider_->setEnabled(scenario.levers.spec_draft.empty());
        }
        const double value = get_number(scenario, id_);
        spin_->setValue(value * scale_);
        if (!slider_->isSliderDown())
            slider_->setValue(valueToSlider(value));
    }
    updating_ = false;
}

} // namespace capstan::ui
