#pragma once

// Runs capstan-cli in-process for a test: exit status, standard output and standard error.
#include "cli/cli.h"

#include <nlohmann/json.hpp>

#include <QtGlobal>

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

// The JSON a command that must succeed prints; a failure ends the test with its message.
inline nlohmann::json cli_json(const std::vector<std::string>& args)
{
    const CliRun run = run_cli(args);
    if (run.status != 0)
        qFatal("%s", run.err.c_str());
    return nlohmann::json::parse(run.out);
}

} // namespace capstan::test
