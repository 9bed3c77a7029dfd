#pragma once

// Runs capstan-cli in-process for a test: exit status, standard output and standard error.
#include "cli/cli.h"

#include <sstream>
#include <string>
#include <vector>

namespace capstan::test {

struct CliRun final {
    int status = 0;
    std::string out;
    std::string err;
};

inline CliRun run_cli(const std::vector<std::string>& args, const std::string& stdin_text = {})
{
    std::istringstream in(stdin_text);
    std::ostringstream out;
    std::ostringstream err;
    CliRun run;
    run.status = cli::run(args, in, out, err);
    run.out = out.str();
    run.err = err.str();
    return run;
}

} // namespace capstan::test
