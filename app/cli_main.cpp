#include "cli/cli.h"
#ifdef CAPSTAN_CLI_GUI
#include "cli/gui/gui_commands.h"
#endif

#include <iostream>
#include <string>
#include <vector>

int main(int argc, char** argv)
{
#ifdef CAPSTAN_CLI_GUI
    for (const capstan::cli::Command& command : capstan::cli::gui_commands())
        capstan::cli::register_command(command);
#endif
    const std::vector<std::string> args(argv + 1, argv + argc);
    return capstan::cli::run(args, std::cin, std::cout, std::cerr);
}
