#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace capstan::cli {

// Runs one capstan-cli invocation (args without the program name). Output goes to `out` only
// when the command answers; a failure writes one line to `err` and returns non-zero. Exit
// status: 0 answered (and the SLO met), 1 bad input, 2 usage error, 3 answered but infeasible
// (the output is printed whole and one line on `err` says why).
int run(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err);

} // namespace capstan::cli
