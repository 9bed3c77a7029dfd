#pragma once

#include <QDialog>
#include <QString>

class QComboBox;

namespace capstan::ui {

// Language (English, German) and palette (system, light, dark), applied at once and kept in
// QSettings for the next start.
class PreferencesDialog final : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget* parent = nullptr);

private:
    QComboBox* language_;
    QComboBox* palette_;
};

// "en" or "de": installs the translator (replacing any earlier one) and remembers the choice.
bool applyLanguage(const QString& code);
// "system", "light" or "dark".
void applyPalette(const QString& name);
// Applies the saved language and palette at start-up.
void applySavedPreferences();

} // namespace capstan::ui
