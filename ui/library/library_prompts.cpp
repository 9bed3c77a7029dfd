#include "library_prompts.h"

#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>

namespace capstan::ui {

LibraryPrompts defaultLibraryPrompts()
{
    LibraryPrompts prompts;
    prompts.askText = [](QWidget* parent, const QString& title, const QString& label,
                         const QString& text) -> std::optional<QString> {
        bool ok = false;
        const QString answer = QInputDialog::getText(parent, title, label, QLineEdit::Normal, text, &ok);
        if (!ok)
            return std::nullopt;
        return answer;
    };
    prompts.confirm = [](QWidget* parent, const QString& title, const QString& question) {
        return QMessageBox::question(parent, title, question, QMessageBox::Yes | QMessageBox::No, QMessageBox::No) ==
               QMessageBox::Yes;
    };
    prompts.warn = [](QWidget* parent, const QString& title, const QString& message) {
        QMessageBox::warning(parent, title, message);
    };
    return prompts;
}

} // namespace capstan::ui
