#pragma once

// What the catalog editor shows for each field of a GPU or model entry: a human label with its
// unit, a one-sentence definition that says where a datasheet or config.json states the figure,
// and the allowed range the validation checks (core/catalog_fields.h).

#include <QString>

#include <string_view>

namespace capstan::ui {

enum class EntryFieldKind { Text, Number, Flag, Choice };

struct EntryFieldText final {
    QString label;    // "HBM bandwidth [TB/s]"
    QString toolTip;  // definition, then "Allowed: …"
    EntryFieldKind kind = EntryFieldKind::Text;
};

// The field as catalog files spell it ("memory_mib", "moe.experts"); an unknown field gets its
// raw name and no tooltip.
EntryFieldText entryFieldText(std::string_view field);

} // namespace capstan::ui
