#!/usr/bin/env bash
# Capstan's one entry point on a Debian 12 machine.
#   ./build.sh run    install missing Debian packages, build, open the workbench
#   ./build.sh test   install missing Debian packages, build, run every test suite
set -euo pipefail
cd "$(dirname "$0")"

# Build and test dependencies, all from Debian 12's archive.
packages=(
  build-essential cmake ninja-build ccache pkg-config
  qt6-base-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  libqcustomplot-dev libgl-dev libxkbcommon-dev
  nlohmann-json3-dev libsqlite3-dev libbenchmark-dev
)

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
    install_missing
    build dev
    ( cd build/dev && QT_QPA_PLATFORM=offscreen ctest -j "$jobs" --output-on-failure --timeout 900 )
    echo "== AddressSanitizer + UndefinedBehaviorSanitizer run (core, cli, models) =="
    build asan
    ( cd build/asan && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
        ctest -j "$jobs" --output-on-failure --timeout 900 -LE 'bench|slow' )
    ;;
  *)
    echo "usage: $0 run|test" >&2
    exit 2
    ;;
esac
