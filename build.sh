#!/usr/bin/env bash
# Capstan's one entry point on a Debian 12 machine.
#   ./build.sh run    install missing Debian packages, build, open the workbench
#   ./build.sh test   install missing Debian packages, build, run every test suite
set -euo pipefail
cd "$(dirname "$0")"

# Build and test dependencies, all from Debian 12's archive.
packages=(
  build-essential cmake ninja-build ccache pkg-config
  qt6-base-dev libqt6opengl6-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  libqcustomplot-dev libgl-dev libxkbcommon-dev
  nlohmann-json3-dev libsqlite3-dev libbenchmark-dev
)
# Only the test run needs these: clang's libFuzzer and sanitizer runtimes, dpkg-dev for the
# .deb's shared-library dependencies, poppler and LibreOffice to read exports back.
test_packages=(clang libclang-rt-14-dev dpkg-dev file poppler-utils libreoffice-impress)

install_missing() {
  local missing=()
  for p in "${packages[@]}"; do
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

build() {
  local preset=$1
  cmake --preset "$preset" >/dev/null
  cmake --build --preset "$preset" -j "$jobs"
}

case "${1:-}" in
  run)
    install_missing
    build release
    shift
    exec ./build/release/app/capstan "$@"
    ;;
  test)
    packages+=("${test_packages[@]}")
    install_missing
    build dev
    ( cd build/dev && QT_QPA_PLATFORM=offscreen ctest -j "$jobs" --output-on-failure --timeout 900 )
    echo "== AddressSanitizer + UndefinedBehaviorSanitizer run (everything but the GUI) =="
    build asan
    ( cd build/asan && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
        ctest -j "$jobs" --output-on-failure --timeout 900 -LE 'bench|slow' )
    echo "== libFuzzer smoke run (clang) =="
    CXX=clang++ cmake -S . -B build/fuzz -G Ninja -DCAPSTAN_BUILD_FUZZ=ON -DCAPSTAN_BUILD_GUI=OFF \
      -DCAPSTAN_BUILD_BENCH=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER_LAUNCHER=ccache >/dev/null
    cmake --build build/fuzz -j "$jobs" --target capstan_fuzz
    ( cd build/fuzz && ctest -j "$jobs" --output-on-failure -L fuzz )
    tests/fuzz/run-smoke.sh build/fuzz "${CAPSTAN_FUZZ_SECONDS:-15}"
    echo "== .deb: build, install, run =="
    if [ "$(id -u)" -eq 0 ]; then
      packaging/test-deb.sh build/dev
    else
      echo "skipped: dpkg -i needs root (CI runs as root)"
    fi
    echo "== whole suite (dev build) =="
    ( cd build/dev && QT_QPA_PLATFORM=offscreen ctest -j "$jobs" --timeout 900 -LE 'bench' 2>&1 | tail -n 3 )
    ;;
  *)
    echo "usage: $0 run|test" >&2
    exit 2
    ;;
esac
