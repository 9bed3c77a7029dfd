# Scenario library benchmark (SPEC 6: a library of 10,000 scenarios opens and lists in
# <= 100 ms; a save <= 5 ms). Medians over 5 repetitions are printed, never asserted.
# Included from tests/bench/CMakeLists.txt: include(${CMAKE_CURRENT_LIST_DIR}/store.cmake)
find_package(benchmark REQUIRED)
add_executable(bench_store "${CMAKE_CURRENT_LIST_DIR}/bench_store.cpp")
target_link_libraries(bench_store PRIVATE capstan_store benchmark::benchmark capstan_common_cfg)
set_target_properties(bench_store PROPERTIES AUTOMOC OFF AUTOUIC OFF AUTORCC OFF)
add_test(NAME bench_store COMMAND bench_store --benchmark_min_time=0.1)
set_tests_properties(bench_store PROPERTIES LABELS bench)
