#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace capstan::cli {

struct Command;

// Runs one capstan-cli invocation (args without the program name). Output goes to `out` only
// when the command succeeds; a failure writes one line to `err` and returns non-zero:
// 2 for a usage error, 1 for bad input or an infeasible scenario.
int run(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err);

// Adds a command to the table run() dispatches on, replacing one of the same name. capstan-cli's
// main() adds the Qt-backed export and deck (capstan_cli_gui) so capstan_cli itself stays Qt-free.
void register_command(const Command& command);

} // namespace capstan::cli
