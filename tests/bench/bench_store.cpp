// The scenario library at 10,000 scenarios (SPEC 6: open and list <= 100 ms, save <= 5 ms).
// The library is built once in a temporary directory (each scenario tagged, with notes) and
// removed at exit. Figures are medians over repetitions, printed; never asserted.
#include "core/inputs.h"
#include "store/library.h"

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

namespace {

using capstan::Scenario;
using capstan::store::Library;

constexpr int kScenarios = 10'000;

// One library file for the whole run.
class Fixture final {
public:
    Fixture()
    {
        char pattern[] = "/tmp/capstan-bench-store-XXXXXX";
        const char* made = mkdtemp(pattern);
        if (made == nullptr) {
            std::perror("mkdtemp");
            std::exit(1);
        }
        directory_ = made;
        path_ = directory_ + "/library.sqlite";
        Library library = open(path_);
        Scenario scenario = capstan::default_scenario();
        const char* const use_cases[] = {"chat", "agents", "translation", "content"};
        for (int i = 0; i < kScenarios; ++i) {
            scenario.workload.isl = 500 + i % 4000;
            scenario.deploy.tp = 1 << (i % 4);
            const auto id = library.create("plan " + std::to_string(i), scenario, {use_cases[i % 4], "q" + std::to_string(i % 4 + 1)},
                                           "capacity review draft " + std::to_string(i));
            if (!id) {
                std::fprintf(stderr, "%s\n", id.error().message().c_str());
                std::exit(1);
            }
        }
    }
    ~Fixture() { std::filesystem::remove_all(directory_); }

    static Library open(const std::string& path)
    {
        auto library = Library::open(path);
        if (!library) {
            std::fprintf(stderr, "%s\n", library.error().message().c_str());
            std::exit(1);
        }
        return std::move(*library);
    }

    [[nodiscard]] const std::string& path() const { return path_; }

private:
    std::string directory_;
    std::string path_;
};

const Fixture& fixture()
{
    static const Fixture instance;
    return instance;
}

// A window opening its library: open (integrity check, schema check) and list everything.
void BM_OpenAndList10k(benchmark::State& state)
{
    const std::string& path = fixture().path();
    std::size_t rows = 0;
    for (auto _ : state) {
        Library library = Fixture::open(path);
        const auto list = library.list();
        rows = list ? list->size() : 0;
        benchmark::DoNotOptimize(rows);
    }
    state.counters["scenarios"] = static_cast<double>(rows);
}
BENCHMARK(BM_OpenAndList10k)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);

// List alone, on an open library.
void BM_List10k(benchmark::State& state)
{
    Library library = Fixture::open(fixture().path());
    for (auto _ : state)
        benchmark::DoNotOptimize(library.list());
}
BENCHMARK(BM_List10k)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);

// Save: a new revision of an existing scenario, one committed transaction each.
void BM_Save(benchmark::State& state)
{
    Library library = Fixture::open(fixture().path());
    Scenario scenario = capstan::default_scenario();
    std::int64_t id = 1;
    for (auto _ : state) {
        scenario.workload.osl = 100 + static_cast<int>(id % 500);
        benchmark::DoNotOptimize(library.save(id, scenario));
        id = id % kScenarios + 1;
    }
}
BENCHMARK(BM_Save)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);

// Save (new): a new scenario with tags and its first revision.
void BM_SaveNew(benchmark::State& state)
{
    Library library = Fixture::open(fixture().path());
    const Scenario scenario = capstan::default_scenario();
    static int counter = 0;
    for (auto _ : state)
        benchmark::DoNotOptimize(library.create("new " + std::to_string(counter++), scenario, {"bench"}));
}
BENCHMARK(BM_SaveNew)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);

// Full-text search over name, tags and notes.
void BM_Search10k(benchmark::State& state)
{
    Library library = Fixture::open(fixture().path());
    for (auto _ : state)
        benchmark::DoNotOptimize(library.search("tag:agents draft 12"));
}
BENCHMARK(BM_Search10k)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);

} // namespace

BENCHMARK_MAIN();
