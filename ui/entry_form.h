#pragma once

#include <QWidget>

#include <string>
#include <string_view>
#include <vector>

class QLineEdit;

namespace capstan::ui {

// One line per field of a catalog entry (core/catalog_entry.h), in the catalog's units: the
// field's name as the catalog file spells it, its unit, and its text. Empty = left out.
class EntryForm final : public QWidget {
    Q_OBJECT
public:
    EntryForm(const std::vector<std::string_view>& fields, QWidget* parent = nullptr);

    void setTexts(const std::vector<std::string>& texts);
    [[nodiscard]] std::vector<std::string> texts() const;
    // The line of one field ("memory_mib", "moe.experts"); nullptr for an unknown field.
    [[nodiscard]] QLineEdit* line(std::string_view field) const;

private:
    std::vector<std::string_view> fields_;
    std::vector<QLineEdit*> lines_;
};

} // namespace capstan::ui
