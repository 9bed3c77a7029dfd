#include "app/offscreen/gui_commands.h"
#include "core/inputs.h"
#include "ui/main_window.h"
#include "ui/preferences.h"
#include "ui/window_geometry.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QSettings>
#include <QTimer>

#include <cstdio>
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

namespace {

// --help and --version open no window, so they need no display (a fresh machine, CI, ssh).
bool needs_no_window(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--help" || arg == "-h" || arg == "--help-all" || arg == "--version" || arg == "-v")
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char** argv)
{
    // `capstan export …` and `capstan deck …` draw offscreen and exit.
    if (argc > 1 && capstan::cli::is_gui_command(argv[1])) {
        const std::vector<std::string> args(argv + 1, argv + argc);
        return capstan::cli::run_gui_command(args, std::cin, std::cout, std::cerr);
    }
    if (needs_no_window(argc, argv) && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Capstan"));
    QApplication::setOrganizationName(QStringLiteral("Capstan"));
    QApplication::setOrganizationDomain(QStringLiteral("capstan.example"));
    QApplication::setApplicationVersion(QStringLiteral(CAPSTAN_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Capstan: LLM inference capacity planning workbench\n\n"
        "Also, without a window:\n"
        "  capstan export [SCENARIO.json] --chart NAME --out FILE.{png,svg,pdf}   (capstan export --help)\n"
        "  capstan deck [SCENARIO.json]... --out FILE.pptx                        (capstan deck --help)"));
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
    // A screenshot shows the size the window chooses for the screen, not the last session's.
    if (!parser.isSet(screenshot)) {
        capstan::ui::restoreWindowGeometry(window, QSettings());
        QObject::connect(&app, &QApplication::aboutToQuit, &window, [&window] {
            QSettings settings;
            capstan::ui::saveWindowGeometry(window, settings);
        });
    }
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
