#!/usr/bin/env bash
# Capstan's one entry point on a Debian 12 machine.
#   ./build.sh run [ARGS]   install missing Debian packages, build the workbench (optimized),
#                           open it; ARGS go to it (--version, --screenshot FILE.png, --db FILE)
#   ./build.sh test         install missing Debian packages, build, run every test suite
set -euo pipefail
cd "$(dirname "$0")"

# What the workbench and capstan-cli build against, all from Debian 12's archive.
packages=(
  build-essential cmake ninja-build ccache pkg-config lld
  qt6-base-dev libqt6opengl6-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  libqcustomplot-dev libgl-dev libxkbcommon-dev qt6-translations-l10n
  nlohmann-json3-dev libsqlite3-dev libzip-dev
)
# Only the test run needs these: Google Benchmark; clang's libFuzzer and sanitizer runtimes;
# dpkg-dev for the .deb's shared-library dependencies; poppler, unzip and LibreOffice to read
# exports back.
test_packages=(libbenchmark-dev clang libclang-rt-14-dev dpkg-dev file poppler-utils unzip libreoffice-impress)

install_missing() {
  local missing=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing: ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

jobs=$(nproc 2>/dev/null || echo 2)

# ccache: compile commands name absolute paths, so a clone in another folder reuses the cache
# only with the base directory set; the precompiled headers need the sloppiness.
export CCACHE_BASEDIR="$PWD"
export CCACHE_NOHASHDIR=1
export CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime

# Stage timings, printed at the end of a test run.
stage_names=()
stage_seconds=()
stage_started=0
stage() {
  stage_end
  echo "== $1 =="
  stage_names+=("$1")
  stage_started=$(date +%s)
}
stage_end() {
  if [ ${#stage_names[@]} -gt ${#stage_seconds[@]} ]; then
    stage_seconds+=($(( $(date +%s) - stage_started )))
  fi
}
# Free disk where the build folders go. A linker that runs out of room dies with a bus error,
# not a message, so a test run says up front what it had and at the end what it used.
disk_free() {
  df -Ph . | awk 'NR == 2 { print $4 " free on the build disk" }'
}
disk_used() {
  du -sh build/* 2>/dev/null | awk '{ printf "%8s  %s\n", $1, $2 }'
}
print_stages() {
  stage_end
  echo "== stage timings =="
  local total=0
  for i in "${!stage_names[@]}"; do
    printf '%6d s  %s\n' "${stage_seconds[$i]}" "${stage_names[$i]}"
    total=$(( total + stage_seconds[$i] ))
  done
  printf '%6d s  total\n' "$total"
}

case "${1:-}" in
  run)
    shift
    install_missing "${packages[@]}"
    # The release preset configures the two programs and their libraries only: no tests,
    # no benchmarks. Its build is exactly what the workbench needs.
    cmake --preset release >/dev/null
    cmake --build --preset release -j "$jobs"
    exec ./build/release/app/capstan "$@"
    ;;
  test)
    echo "== disk: $(disk_free) (a full run takes about 8 GB, the compiler cache included) =="
    stage "set-up: Debian packages"
    install_missing "${packages[@]}" "${test_packages[@]}"
    stage "dev build (every target, tests and benchmarks)"
    cmake --preset dev >/dev/null
    cmake --build --preset dev -j "$jobs"
    stage "dev: every test suite (ctest)"
    ( cd build/dev && QT_QPA_PLATFORM=offscreen ctest -j "$jobs" --output-on-failure --timeout 900 ) |
      tee build/dev/ctest-all.log
    stage "dev: the library's concurrency tests, 10 runs in a row"
    ( cd build/dev && ctest --output-on-failure --timeout 900 -R 'tst_library_faults' --repeat until-fail:10 )
    stage "asan: AddressSanitizer + UndefinedBehaviorSanitizer build and run (everything but the GUI)"
    cmake --preset asan >/dev/null
    cmake --build --preset asan -j "$jobs"
    ( cd build/asan && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
        ctest -j "$jobs" --output-on-failure --timeout 900 -LE 'bench|slow' )
    stage "fuzz: libFuzzer build (clang), replays and smoke run"
    CXX=clang++ cmake -S . -B build/fuzz -G Ninja -DCAPSTAN_BUILD_FUZZ=ON -DCAPSTAN_BUILD_GUI=OFF \
      -DCAPSTAN_BUILD_BENCH=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER_LAUNCHER=ccache >/dev/null
    cmake --build build/fuzz -j "$jobs" --target capstan_fuzz
    ( cd build/fuzz && ctest -j "$jobs" --output-on-failure -L fuzz )
    tests/fuzz/run-smoke.sh build/fuzz "${CAPSTAN_FUZZ_SECONDS:-15}"
    stage ".deb: build, install, run"
    if [ "$(id -u)" -eq 0 ]; then
      packaging/test-deb.sh build/dev
    else
      echo "skipped: dpkg -i needs root (CI runs as root)"
    fi
    print_stages
    echo "== disk: build folders; $(disk_free) =="
    disk_used
    echo "== every suite of the dev build, benchmarks included (its run above) =="
    grep -E "tests passed|tests failed|Total Test time" build/dev/ctest-all.log
    ;;
  *)
    echo "usage: $0 run [ARGS]|test" >&2
    exit 2
    ;;
esac
