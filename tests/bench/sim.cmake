# The request-level simulator's benchmark (SPEC 6: 1,000,000 requests in <= 2 s on one core,
# cost linear in requests, memory flat). Included from tests/bench/CMakeLists.txt.
if(COMMAND capstan_add_bench)
  capstan_add_bench(bench_simulator SOURCES "${CMAKE_CURRENT_LIST_DIR}/bench_simulator.cpp" LIBS capstan_sim)
else()
  find_package(benchmark REQUIRED)
  add_executable(bench_simulator "${CMAKE_CURRENT_LIST_DIR}/bench_simulator.cpp")
  target_link_libraries(bench_simulator PRIVATE capstan_sim benchmark::benchmark capstan_common_cfg)
  set_target_properties(bench_simulator PROPERTIES AUTOMOC OFF AUTOUIC OFF AUTORCC OFF)
  add_test(NAME bench_simulator COMMAND bench_simulator)
  set_tests_properties(bench_simulator PROPERTIES LABELS bench)
endif()

# Percentile sizing over 29 scenarios: a table of counts, intervals, the tail model's
# error and the time each took.
if(COMMAND capstan_add_bench)
  add_executable(bench_sizing "${CMAKE_CURRENT_LIST_DIR}/bench_sizing.cpp")
  target_link_libraries(bench_sizing PRIVATE capstan_sim capstan_common_cfg)
  set_target_properties(bench_sizing PROPERTIES AUTOMOC OFF AUTOUIC OFF AUTORCC OFF)
  add_test(NAME bench_sizing COMMAND bench_sizing)
  set_tests_properties(bench_sizing PROPERTIES LABELS bench)
endif()
