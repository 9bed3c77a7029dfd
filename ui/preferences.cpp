#include "preferences.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLocale>
#include <QFormLayout>
#include <QPalette>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>
#include <QLibraryInfo>
#include <QTranslator>

namespace capstan::ui {

namespace {

QTranslator* installed_translator = nullptr;
// Qt's own strings (standard buttons, file dialogs) from Debian's qt6-translations-l10n.
QTranslator* installed_qt_translator = nullptr;

QPalette dark_palette()
{
    QPalette p;
    const QColor window(0x2B, 0x2D, 0x31);
    const QColor base(0x1E, 0x1F, 0x22);
    const QColor text(0xE6, 0xE6, 0xE6);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::Mid, QColor(0x5A, 0x5D, 0x63));
    p.setColor(QPalette::Highlight, QColor(0x3D, 0x8E, 0xD8));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x56, 0xB4, 0xE9));
    // Placeholders and source notes: quieter than text, still 4.5:1 on the window and the base.
    p.setColor(QPalette::PlaceholderText, QColor(0xA0, 0xA0, 0xA0));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x80, 0x80, 0x80));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x80, 0x80, 0x80));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x80, 0x80, 0x80));
    return p;
}

QPalette light_palette()
{
    QPalette p = qApp->style()->standardPalette();
    p.setColor(QPalette::PlaceholderText, QColor(0x5E, 0x5E, 0x5E));   // 5.7:1 on the window
    return p;
}

} // namespace

bool applyLanguage(const QString& code)
{
    if (installed_translator) {
        QCoreApplication::removeTranslator(installed_translator);
        delete installed_translator;
        installed_translator = nullptr;
    }
    if (installed_qt_translator) {
        QCoreApplication::removeTranslator(installed_qt_translator);
        delete installed_qt_translator;
        installed_qt_translator = nullptr;
    }
    QSettings().setValue(QStringLiteral("language"), code);
    // Numbers and money follow the language: 24,000 $ in English, 24.000 $ in German.
    QLocale::setDefault(code == QLatin1String("de") ? QLocale(QLocale::German, QLocale::Germany)
                                                    : QLocale(QLocale::English, QLocale::UnitedStates));
    if (code == QLatin1String("en"))
        return true;
    auto* qt = new QTranslator(qApp);
    if (qt->load(QStringLiteral("qtbase_") + code, QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
        installed_qt_translator = qt;
    } else {
        delete qt;   // the package is missing: Qt's buttons stay English, ours are translated
    }
    auto* translator = new QTranslator(qApp);
    if (!translator->load(QStringLiteral(":/i18n/capstan_%1.qm").arg(code))) {
        delete translator;
        return false;
    }
    QCoreApplication::installTranslator(translator);
    installed_translator = translator;
    return true;
}

void applyPalette(const QString& name)
{
    QSettings().setValue(QStringLiteral("palette"), name);
    qApp->setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    if (name == QLatin1String("dark"))
        qApp->setPalette(dark_palette());
    else
        qApp->setPalette(light_palette());
}

void applySavedPreferences()
{
    const QSettings settings;
    applyPalette(settings.value(QStringLiteral("palette"), QStringLiteral("light")).toString());
    applyLanguage(settings.value(QStringLiteral("language"), QStringLiteral("en")).toString());
}

PreferencesDialog::PreferencesDialog(QWidget* parent)
    : QDialog(parent), language_(new QComboBox(this)), palette_(new QComboBox(this))
{
    setWindowTitle(tr("Preferences"));
    language_->setObjectName(QStringLiteral("language"));
    palette_->setObjectName(QStringLiteral("palette"));
    language_->addItem(QStringLiteral("English"), QStringLiteral("en"));
    language_->addItem(QStringLiteral("Deutsch"), QStringLiteral("de"));
    palette_->addItem(tr("Light"), QStringLiteral("light"));
    palette_->addItem(tr("Dark"), QStringLiteral("dark"));
    const QSettings settings;
    language_->setCurrentIndex(language_->findData(settings.value(QStringLiteral("language"), QStringLiteral("en"))));
    palette_->setCurrentIndex(palette_->findData(settings.value(QStringLiteral("palette"), QStringLiteral("light"))));
    auto* form = new QFormLayout(this);
    form->addRow(tr("&Language"), language_);
    form->addRow(tr("&Palette"), palette_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::accept);
    connect(language_, &QComboBox::currentIndexChanged, this,
            [this] { applyLanguage(language_->currentData().toString()); });
    connect(palette_, &QComboBox::currentIndexChanged, this,
            [this] { applyPalette(palette_->currentData().toString()); });
}

} // namespace capstan::ui
