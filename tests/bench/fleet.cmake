# Fleet month Monte Carlo benchmark (SPEC 6: >= 1,000 pool-months per second).
# Included from tests/bench/CMakeLists.txt: include(${CMAKE_CURRENT_LIST_DIR}/fleet.cmake)
find_package(benchmark REQUIRED)
add_executable(bench_pool_month "${CMAKE_CURRENT_LIST_DIR}/bench_pool_month.cpp")
target_link_libraries(bench_pool_month PRIVATE capstan_fleet benchmark::benchmark capstan_common_cfg)
set_target_properties(bench_pool_month PROPERTIES AUTOMOC OFF AUTOUIC OFF AUTORCC OFF)
