#pragma once

#include <QWidget>

#include <string>
#include <string_view>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;

namespace capstan::ui {

// One row per field of a catalog entry (core/catalog_entry.h), in the catalog's units: a human
// label with the unit, a tooltip that defines the field and gives its allowed range, and a line
// edit, a check box (flags) or an editable combo box (the GPU's architecture). Texts are the
// catalog's: "" leaves a field out, a checked box reads "true", an unchecked one "".
class EntryForm final : public QWidget {
    Q_OBJECT
public:
    EntryForm(const std::vector<std::string_view>& fields, QWidget* parent = nullptr);

    void setTexts(const std::vector<std::string>& texts);
    [[nodiscard]] std::vector<std::string> texts() const;
    // The editor of one field ("memory_mib", "moe.experts"); nullptr for an unknown field or
    // one of another kind.
    [[nodiscard]] QLineEdit* line(std::string_view field) const;
    [[nodiscard]] QCheckBox* checkBox(std::string_view field) const;
    [[nodiscard]] QComboBox* comboBox(std::string_view field) const;
    [[nodiscard]] QLabel* label(std::string_view field) const;

private:
    [[nodiscard]] int indexOf(std::string_view field) const;

    std::vector<std::string_view> fields_;
    std::vector<QWidget*> editors_;
    std::vector<QLabel*> labels_;
};

} // namespace capstan::ui
