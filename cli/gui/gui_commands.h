#pragma once

#include "cli/commands.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace capstan::cli {

// The capstan-cli commands that draw with Qt widgets (offscreen unless QT_QPA_PLATFORM says
// otherwise): a chart to PNG/SVG/PDF, and a slide deck. They live apart from capstan_cli so the
// rest of the CLI links no GUI library.
Expected<std::string> cmd_export(const std::vector<std::string>& args, std::istream& in);
Expected<std::string> cmd_deck(const std::vector<std::string>& args, std::istream& in);

// Both, for capstan-cli's command table.
const std::vector<Command>& gui_commands();

// Creates the QApplication the charts need if there is none (QT_QPA_PLATFORM=offscreen when
// unset); an error if a non-GUI QCoreApplication is already running.
Status ensure_gui_application();

} // namespace capstan::cli
