#pragma once

// A time budget for the CLI's long computations (simulation, percentile sizing): the work runs
// on a worker thread, the caller's thread shows a progress line on stderr when stderr is a
// terminal, and past the budget the work is cancelled and an error names the budget and how
// to raise it (--budget-s). The work polls the `cancelled` flag it is given.

#include "core/expected.h"

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace capstan::cli {

inline constexpr double kDefaultBudgetS = 120;

// --budget-s SECONDS from `rest` (removed), else the default; 1 .. 86400.
Expected<double> take_budget(std::vector<std::string>& rest);

// Runs `work(cancelled, progress)`; `progress` is 0 .. 1 where the work knows it (else stays
// negative and the line shows the time only). `what` names the work in the progress line.
Status run_with_budget(const std::function<Status(const std::atomic<bool>& cancelled, std::atomic<double>& progress)>& work,
                       double budget_s, const std::string& what);

} // namespace capstan::cli
