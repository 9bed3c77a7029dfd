#include "ui/entry_form.h"

#include "core/catalog.h"
#include "ui/entry_field_texts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

#include <set>

namespace capstan::ui {

namespace {

// The architectures the built-in catalog names; the user may type another.
QStringList knownGenerations()
{
    std::set<std::string> names;
    for (const GpuSpec& gpu : Catalog::builtin().gpus())
        if (!gpu.generation.empty())
            names.insert(gpu.generation);
    QStringList list;
    for (const std::string& name : names)
        list << QString::fromStdString(name);
    return list;
}

QWidget* editorFor(const EntryFieldText& text, QWidget* parent)
{
    switch (text.kind) {
    case EntryFieldKind::Flag:
        return new QCheckBox(parent);
    case EntryFieldKind::Choice: {
        auto* combo = new QComboBox(parent);
        combo->setEditable(true);
        combo->addItem(QString());
        combo->addItems(knownGenerations());
        return combo;
    }
    case EntryFieldKind::Text:
    case EntryFieldKind::Number:
        break;
    }
    return new QLineEdit(parent);
}

} // namespace

EntryForm::EntryForm(const std::vector<std::string_view>& fields, QWidget* parent)
    : QWidget(parent), fields_(fields)
{
    auto* form = new QFormLayout(this);
    for (std::string_view field : fields_) {
        const EntryFieldText text = entryFieldText(field);
        QWidget* editor = editorFor(text, this);
        editor->setObjectName(QString::fromUtf8(field.data(), qsizetype(field.size())));
        editor->setToolTip(text.toolTip);
        auto* label = new QLabel(text.label, this);
        label->setToolTip(text.toolTip);
        label->setBuddy(editor);
        form->addRow(label, editor);
        editors_.push_back(editor);
        labels_.push_back(label);
    }
}

void EntryForm::setTexts(const std::vector<std::string>& texts)
{
    for (std::size_t i = 0; i < editors_.size(); ++i) {
        const QString text = i < texts.size() ? QString::fromStdString(texts[i]) : QString();
        if (auto* box = qobject_cast<QCheckBox*>(editors_[i]))
            box->setChecked(text == QLatin1String("true"));
        else if (auto* combo = qobject_cast<QComboBox*>(editors_[i]))
            combo->setCurrentText(text);
        else if (auto* line = qobject_cast<QLineEdit*>(editors_[i])) {
            line->setText(text);
            line->setCursorPosition(0);   // a long source reads from its start
        }
    }
}

std::vector<std::string> EntryForm::texts() const
{
    std::vector<std::string> texts;
    for (const QWidget* editor : editors_) {
        QString text;
        if (const auto* box = qobject_cast<const QCheckBox*>(editor))
            text = box->isChecked() ? QStringLiteral("true") : QString();
        else if (const auto* combo = qobject_cast<const QComboBox*>(editor))
            text = combo->currentText();
        else if (const auto* line = qobject_cast<const QLineEdit*>(editor))
            text = line->text();
        texts.push_back(text.trimmed().toStdString());
    }
    return texts;
}

int EntryForm::indexOf(std::string_view field) const
{
    for (std::size_t i = 0; i < fields_.size(); ++i)
        if (fields_[i] == field)
            return int(i);
    return -1;
}

QLineEdit* EntryForm::line(std::string_view field) const
{
    const int i = indexOf(field);
    return i < 0 ? nullptr : qobject_cast<QLineEdit*>(editors_[std::size_t(i)]);
}

QCheckBox* EntryForm::checkBox(std::string_view field) const
{
    const int i = indexOf(field);
    return i < 0 ? nullptr : qobject_cast<QCheckBox*>(editors_[std::size_t(i)]);
}

QComboBox* EntryForm::comboBox(std::string_view field) const
{
    const int i = indexOf(field);
    return i < 0 ? nullptr : qobject_cast<QComboBox*>(editors_[std::size_t(i)]);
}

QLabel* EntryForm::label(std::string_view field) const
{
    const int i = indexOf(field);
    return i < 0 ? nullptr : labels_[std::size_t(i)];
}

} // namespace capstan::ui
