#include "app/offscreen/gui_commands.h"

#include <QApplication>
#include <QLocale>

#include <ostream>

namespace capstan::cli {

const std::vector<Command>& gui_commands()
{
    static const std::vector<Command> all = {
        {"export", "draw one chart (knee, memory, latency, bill, tornado, fleet, demand, plan, layouts) to PNG, SVG or PDF, headless", cmd_export},
        {"deck", "a slide deck (.pptx): title, one slide per chart, the comparison table", cmd_deck},
    };
    return all;
}

bool is_gui_command(std::string_view name)
{
    for (const Command& command : gui_commands())
        if (name == command.name)
            return true;
    return false;
}

int run_gui_command(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err)
{
    for (const Command& command : gui_commands()) {
        if (args.empty() || args.front() != command.name)
            continue;
        const Expected<std::string> output = command.run({args.begin() + 1, args.end()}, in);
        if (!output) {
            err << "capstan " << command.name << ": error: " << output.error().message() << "\n";
            return 1;
        }
        out << *output;
        return 0;
    }
    err << "capstan: error: unknown command '" << (args.empty() ? std::string() : args.front())
        << "' (allowed: export, deck)\n";
    return 2;
}

Status ensure_gui_application()
{
    if (QCoreApplication* existing = QCoreApplication::instance()) {
        if (qobject_cast<QApplication*>(existing))
            return Ok{};
        return Error{"application", "", "a QApplication", "widgets cannot draw under a QCoreApplication"};
    }
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // Lives until the process ends: destroying a QApplication during static destruction,
    // after Qt's own globals are gone, crashes.
    static int argc = 1;
    static char name[] = "capstan";
    static char* argv[] = {name, nullptr};
    new QApplication(argc, argv);
    // A bare C locale (CI, containers) writes "24,000$"; slides read as US English there.
    if (QLocale::system().language() == QLocale::C)
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    return Ok{};
}

} // namespace capstan::cli
