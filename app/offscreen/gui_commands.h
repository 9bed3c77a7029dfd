#pragma once

#include "cli/commands.h"

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace capstan::cli {

// The commands of the GUI binary that draw without a window (offscreen unless QT_QPA_PLATFORM
// says otherwise): `capstan export` (a chart to PNG/SVG/PDF) and `capstan deck` (a .pptx). They
// live beside the workbench, not in capstan-cli, so the headless CLI links no GUI library.
Expected<std::string> cmd_export(const std::vector<std::string>& args, std::istream& in);
Expected<std::string> cmd_deck(const std::vector<std::string>& args, std::istream& in);

// Both, by name.
const std::vector<Command>& gui_commands();
bool is_gui_command(std::string_view name);

// Runs `capstan NAME ARGS...` for one of gui_commands(): output on `out` only on success, one
// error line on `err` and 1 otherwise (2 for an unknown name).
int run_gui_command(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err);

// Creates the QApplication the charts need if there is none (QT_QPA_PLATFORM=offscreen when
// unset); an error if a non-GUI QCoreApplication is already running.
Status ensure_gui_application();

} // namespace capstan::cli
