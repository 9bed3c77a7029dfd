#pragma once

#include "core/expected.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace capstan::cli {

// A command returns its whole output, so a failure never leaves partial output behind.
using CommandFn = Expected<std::string> (*)(const std::vector<std::string>& args, std::istream& in);

// An answer that was computed but does not keep the promise (the SLO is missed at any size):
// the output is printed whole, the reason goes to stderr, and capstan-cli exits 3.
struct Answer final {
    std::string output;
    std::string infeasible;   // empty: the answer meets the SLO
};
using AnswerFn = Expected<Answer> (*)(const std::vector<std::string>& args, std::istream& in);

struct Command final {
    const char* name;
    const char* summary;
    CommandFn run;
    AnswerFn answer = nullptr;   // used instead of `run` when set
};

// capstan-cli's exit status (README, "Exit status").
enum ExitStatus : int { kExitOk = 0, kExitBadInput = 1, kExitUsage = 2, kExitInfeasible = 3 };

Expected<Answer> cmd_eval(const std::vector<std::string>& args, std::istream& in);
Expected<std::string> cmd_sweep(const std::vector<std::string>& args, std::istream& in);
Expected<std::string> cmd_simulate(const std::vector<std::string>& args, std::istream& in);
Expected<std::string> cmd_procure(const std::vector<std::string>& args, std::istream& in);
Expected<std::string> cmd_fleet(const std::vector<std::string>& args, std::istream& in);
Expected<std::string> cmd_flex(const std::vector<std::string>& args, std::istream& in);
Expected<std::string> cmd_plan(const std::vector<std::string>& args, std::istream& in);
Expected<std::string> cmd_levers(const std::vector<std::string>& args, std::istream& in);
Expected<std::string> cmd_check_claim(const std::vector<std::string>& args, std::istream& in);
Expected<Answer> cmd_search(const std::vector<std::string>& args, std::istream& in);
Expected<std::string> cmd_launch(const std::vector<std::string>& args, std::istream& in);
Expected<std::string> cmd_prices(const std::vector<std::string>& args, std::istream& in);
Expected<std::string> cmd_store(const std::vector<std::string>& args, std::istream& in);
Expected<std::string> cmd_validate(const std::vector<std::string>& args, std::istream& in);
Expected<std::string> cmd_calibrate(const std::vector<std::string>& args, std::istream& in);

const std::vector<Command>& commands();

} // namespace capstan::cli
