#pragma once

#include "core/expected.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace capstan::cli {

// A command returns its whole output, so a failure never leaves partial output behind.
using CommandFn = Expected<std::string> (*)(const std::vector<std::string>& args, std::istream& in);

struct Command final {
    const char* name;
    const char* summary;
    CommandFn run;
};

Expected<std::string> cmd_eval(const std::vector<std::string>& args, std::istream& in);
Expected<std::string> cmd_sweep(const std::vector<std::string>& args, std::istream& in);
Expected<std::string> cmd_simulate(const std::vector<std::string>& args, std::istream& in);
Expected<std::string> cmd_procure(const std::vector<std::string>& args, std::istream& in);
Expected<std::string> cmd_fleet(const std::vector<std::string>& args, std::istream& in);
Expected<std::string> cmd_flex(const std::vector<std::string>& args, std::istream& in);
Expected<std::string> cmd_plan(const std::vector<std::string>& args, std::istream& in);
Expected<std::string> cmd_levers(const std::vector<std::string>& args, std::istream& in);
Expected<std::string> cmd_check_claim(const std::vector<std::string>& args, std::istream& in);
Expected<std::string> cmd_store(const std::vector<std::string>& args, std::istream& in);
Expected<std::string> cmd_validate(const std::vector<std::string>& args, std::istream& in);
Expected<std::string> cmd_calibrate(const std::vector<std::string>& args, std::istream& in);

const std::vector<Command>& commands();

} // namespace capstan::cli
