#include "ui/entry_form.h"

#include "core/catalog_entry.h"

#include <QFormLayout>
#include <QLineEdit>

namespace capstan::ui {

EntryForm::EntryForm(const std::vector<std::string_view>& fields, QWidget* parent)
    : QWidget(parent), fields_(fields)
{
    auto* form = new QFormLayout(this);
    for (std::string_view field : fields_) {
        const QString name = QString::fromUtf8(field.data(), qsizetype(field.size()));
        const std::string_view unit = entry_field_unit(field);
        auto* line = new QLineEdit(this);
        line->setObjectName(name);
        const QString unitText = QString::fromUtf8(unit.data(), qsizetype(unit.size()));
        line->setPlaceholderText(unitText);
        line->setToolTip(unit.empty() ? tr("Catalog field %1").arg(name)
                                      : tr("Catalog field %1, in %2").arg(name, unitText));
        form->addRow(unit.empty() ? name : name + QStringLiteral(" [") + unitText + QLatin1Char(']'), line);
        lines_.push_back(line);
    }
}

void EntryForm::setTexts(const std::vector<std::string>& texts)
{
    for (std::size_t i = 0; i < lines_.size(); ++i)
        lines_[i]->setText(i < texts.size() ? QString::fromStdString(texts[i]) : QString());
}

std::vector<std::string> EntryForm::texts() const
{
    std::vector<std::string> texts;
    for (const QLineEdit* line : lines_)
        texts.push_back(line->text().trimmed().toStdString());
    return texts;
}

QLineEdit* EntryForm::line(std::string_view field) const
{
    for (std::size_t i = 0; i < fields_.size(); ++i)
        if (fields_[i] == field)
            return lines_[i];
    return nullptr;
}

} // namespace capstan::ui
