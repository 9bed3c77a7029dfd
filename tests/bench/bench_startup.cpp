// Start-up time of a program, measured as a user meets it: fork, exec, run to exit, 20 times
// (after 2 warm-up runs that fill the page cache), median and spread printed. The budget
// for capstan-cli --version and eval --analytic --json is 20 ms median. Prints figures only;
// never a timed assertion.
//   usage: bench_startup [--runs N] PROGRAM [ARGS...]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace {

// One run with stdout and stderr discarded; the wall time in ms, or a negative value on failure.
double run_once(char* const* argv)
{
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    const auto start = std::chrono::steady_clock::now();
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, argv[0], &actions, nullptr, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0)
        return -1.0;
    int status = 0;
    waitpid(pid, &status, 0);
    const auto stop = std::chrono::steady_clock::now();
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return -1.0;
    return std::chrono::duration<double, std::milli>(stop - start).count();
}

} // namespace

int main(int argc, char** argv)
{
    int runs = 20;
    int first = 1;
    if (argc > 2 && std::strcmp(argv[1], "--runs") == 0) {
        runs = std::max(1, std::atoi(argv[2]));
        first = 3;
    }
    if (first >= argc) {
        std::fprintf(stderr, "usage: bench_startup [--runs N] PROGRAM [ARGS...]\n");
        return 2;
    }
    std::vector<char*> command(argv + first, argv + argc);
    command.push_back(nullptr);
    const char* slash = std::strrchr(argv[first], '/');
    std::string line = slash ? slash + 1 : argv[first];
    for (int i = first + 1; i < argc; ++i)
        line += std::string(" ") + argv[i];

    for (int i = 0; i < 2; ++i)
        if (run_once(command.data()) < 0) {
            std::fprintf(stderr, "bench_startup: '%s' failed to run or exited non-zero\n", line.c_str());
            return 1;
        }
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        const double t = run_once(command.data());
        if (t < 0) {
            std::fprintf(stderr, "bench_startup: '%s' failed on run %d\n", line.c_str(), i + 1);
            return 1;
        }
        ms.push_back(t);
    }
    std::sort(ms.begin(), ms.end());
    const auto at = [&](double q) { return ms[std::size_t(q * double(ms.size() - 1) + 0.5)]; };
    std::printf("%s: start to exit over %d runs: median %.2f ms, min %.2f ms, p90 %.2f ms, max %.2f ms "
                "(budget: median <= 20 ms)\n",
                line.c_str(), runs, at(0.5), ms.front(), at(0.9), ms.back());
    return 0;
}
