#include "core/inputs.h"
#include "ui/main_window.h"
#include "ui/preferences.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

#include <cstdio>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Capstan"));
    QApplication::setOrganizationName(QStringLiteral("Capstan"));
    QApplication::setOrganizationDomain(QStringLiteral("capstan.example"));
    QApplication::setApplicationVersion(QStringLiteral(CAPSTAN_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Capstan: LLM inference capacity planning workbench"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        QStringLiteral("Render the window to a PNG file and exit."),
                                        QStringLiteral("file.png"));
    parser.addOption(screenshot);
    const QCommandLineOption db(QStringLiteral("db"),
                                QStringLiteral("The scenario library to open (default: the library in the "
                                               "application data folder)."),
                                QStringLiteral("file"));
    parser.addOption(db);
    parser.process(app);

    capstan::ui::applySavedPreferences();
    capstan::ui::MainWindow window(capstan::default_scenario(), nullptr, parser.value(db));
    window.show();
    if (parser.isSet(screenshot)) {
        QTimer::singleShot(200, &window, [&] {
            const bool saved = window.grab().save(parser.value(screenshot));
            if (!saved)
                std::fprintf(stderr, "capstan: cannot write %s\n", qPrintable(parser.value(screenshot)));
            QApplication::exit(saved ? 0 : 1);
        });
    }
    return QApplication::exec();
}
