#!/bin/sh
# Runs every libFuzzer target of a fuzz build for SECONDS each, starting from its seed corpus,
# and fails if any target finds a crash, a leak, undefined behaviour or a timeout.
#
#   tests/fuzz/run-smoke.sh BUILD_DIR SECONDS
#
# BUILD_DIR is a build configured with -DCAPSTAN_BUILD_FUZZ=ON and clang (see CMakeLists.txt
# here) whose targets are built; this script configures and builds nothing. The corpus is copied
# to a temporary directory, so new inputs never land in the source tree; a crashing input is
# kept in $FUZZ_ARTIFACTS (default: BUILD_DIR/fuzz-artifacts) for a regression test.
set -eu

if [ $# -ne 2 ]; then
    echo "usage: $0 BUILD_DIR SECONDS" >&2
    exit 2
fi
build_dir=$1
seconds=$2
source_dir=$(cd "$(dirname "$0")" && pwd)
artifacts=${FUZZ_ARTIFACTS:-$build_dir/fuzz-artifacts}
mkdir -p "$artifacts"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM

# One target: its corpus copied to $work, its log and exit status beside it.
run_one() {
    target=$1
    name=$(basename "$target")
    mkdir -p "$work/$name"
    if [ -d "$source_dir/corpus/$name" ]; then
        cp -R "$source_dir/corpus/$name/." "$work/$name/"
    fi
    dict=""
    if [ -f "$source_dir/dict/$name.dict" ]; then
        dict="-dict=$source_dir/dict/$name.dict"
    fi
    status=0
    # shellcheck disable=SC2086 # $dict is one option or nothing
    "$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$artifacts/$name-" $dict "$work/$name" >"$work/$name.log" 2>&1 || status=$?
    echo "$status" >"$work/$name.status"
}

# Targets run $jobs at a time (default: one per core); each still gets its full SECONDS.
jobs=${FUZZ_JOBS:-$(nproc 2>/dev/null || echo 1)}
found=0
running=0
for target in "$build_dir"/tests/fuzz/fuzz_*; do
    [ -f "$target" ] && [ -x "$target" ] || continue
    found=$((found + 1))
    run_one "$target" &
    running=$((running + 1))
    if [ "$running" -ge "$jobs" ]; then
        wait
        running=0
    fi
done
wait

failed=""
for status_file in "$work"/*.status; do
    [ -f "$status_file" ] || continue
    name=$(basename "$status_file" .status)
    echo "== $name: ${seconds}s"
    if [ "$(cat "$status_file")" -eq 0 ]; then
        grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb|#[0-9]+ *DONE)" "$work/$name.log" || true
    else
        tail -n 40 "$work/$name.log" >&2
        failed="$failed $name"
    fi
done

if [ "$found" -eq 0 ]; then
    echo "no fuzz targets in $build_dir/tests/fuzz (configure with -DCAPSTAN_BUILD_FUZZ=ON, build capstan_fuzz)" >&2
    exit 2
fi
if [ -n "$failed" ]; then
    echo "FAILED:$failed (inputs in $artifacts)" >&2
    exit 1
fi
echo "all $found fuzz targets ran ${seconds}s without a crash"
