#include "budget.h"

#include "options.h"

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <thread>

#include <unistd.h>

namespace capstan::cli {

Expected<double> take_budget(std::vector<std::string>& rest)
{
    Expected<std::optional<std::string>> text = take_option(rest, "--budget-s");
    if (!text)
        return text.error();
    if (!text->has_value())
        return kDefaultBudgetS;
    const std::string& value = **text;
    const std::string allowed = "1 .. 86400 seconds";
    std::size_t used = 0;
    double seconds = 0;
    try {
        seconds = std::stod(value, &used);
    } catch (...) {
        return Error{"--budget-s", value, allowed, "not a number"};
    }
    if (used != value.size() || !(seconds >= 1 && seconds <= 86400))
        return Error{"--budget-s", value, allowed, "out of range"};
    return seconds;
}

Status run_with_budget(const std::function<Status(const std::atomic<bool>& cancelled, std::atomic<double>& progress)>& work,
                       double budget_s, const std::string& what)
{
    std::atomic<bool> cancelled{false};
    std::atomic<double> progress{-1.0};
    std::mutex mutex;
    std::condition_variable finished_signal;
    bool finished = false;
    Status outcome = Ok{};
    std::thread worker([&] {
        Status result = work(cancelled, progress);
        std::lock_guard lock(mutex);
        outcome = std::move(result);
        finished = true;
        finished_signal.notify_one();
    });

    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    const bool terminal = ::isatty(STDERR_FILENO) == 1;
    bool shown = false;
    bool over_budget = false;
    {
        std::unique_lock lock(mutex);
        while (!finished_signal.wait_for(lock, std::chrono::milliseconds(250), [&] { return finished; })) {
            const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
            if (elapsed > budget_s && !over_budget) {
                over_budget = true;
                cancelled = true;
            }
            // A line only for work that lasts: a quick answer prints nothing extra.
            if (terminal && elapsed >= 1.0) {
                const double done = progress.load();
                if (done >= 0)
                    std::fprintf(stderr, "\r%s: %3.0f%% after %.0f s (budget %.0f s)  ", what.c_str(), done * 100,
                                 elapsed, budget_s);
                else
                    std::fprintf(stderr, "\r%s: %.0f s (budget %.0f s)  ", what.c_str(), elapsed, budget_s);
                shown = true;
            }
        }
    }
    worker.join();
    if (shown)
        std::fprintf(stderr, "\r%*s\r", 72, "");
    if (over_budget)
        return Error{"--budget-s", std::to_string(static_cast<long long>(budget_s)),
                     "a larger --budget-s, or --analytic for the closed-form answer",
                     what + " ran past its time budget and was stopped"};
    return outcome;
}

} // namespace capstan::cli
