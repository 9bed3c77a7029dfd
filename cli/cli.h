#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace capstan::cli {

// Runs one capstan-cli invocation (args without the program name). Output goes to `out` only
// when the command succeeds; a failure writes one line to `err` and returns non-zero:
// 2 for a usage error, 1 for bad input or an infeasible scenario.
int run(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err);

} // namespace capstan::cli
