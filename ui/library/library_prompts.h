#pragma once

#include <QString>

#include <functional>
#include <optional>

class QWidget;

namespace capstan::ui {

// The questions the library asks a person: a name, a yes/no, a warning. Held as functions so
// a test can answer them without a modal dialog; defaultLibraryPrompts() asks with real ones.
struct LibraryPrompts final {
    // The text entered, or nothing when cancelled.
    std::function<std::optional<QString>(QWidget* parent, const QString& title, const QString& label,
                                         const QString& text)>
        askText;
    std::function<bool(QWidget* parent, const QString& title, const QString& question)> confirm;
    std::function<void(QWidget* parent, const QString& title, const QString& message)> warn;
};

// QInputDialog and QMessageBox.
LibraryPrompts defaultLibraryPrompts();

} // namespace capstan::ui
