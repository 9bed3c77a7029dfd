#!/bin/sh
# The layers a reader sees in the target graph (README, "Architecture"), checked on the real
# CMake graph and the real binary:
#   1. `cmake --graphviz` of the project has no cycle between Capstan's targets;
#   2. core, store and cli (and capstan-cli) depend on no Qt target, analysis on no widget,
#      chart or export target, charts on no export or ui target, export on no ui target, and
#      no target on Qt Charts (one chart toolkit: QCustomPlot);
#   3. the built capstan-cli loads no Qt library, QCustomPlot or OpenGL (ldd);
#   4. no file under charts/ includes a core/ header (charts draw the analysis layer's results).
#   usage: tests/build/check_layers.sh SOURCE_DIR CAPSTAN_CLI
set -eu
[ $# -eq 2 ] || { echo "usage: $0 SOURCE_DIR CAPSTAN_CLI" >&2; exit 2; }
source_dir=$1
cli=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cmake -S "$source_dir" -B "$work/build" -G Ninja -DCAPSTAN_BUILD_BENCH=OFF \
      --graphviz="$work/graph/capstan.dot" >/dev/null
dot="$work/graph/capstan.dot"

# Node ids to names, then "from to" for every dependency edge between two named nodes.
sed -n 's/^ *"\(node[0-9]*\)" \[ label = "\([^"]*\)".*/\1 \2/p' "$dot" >"$work/nodes"
sed -n 's/^ *"\(node[0-9]*\)" -> "\(node[0-9]*\)".*/\1 \2/p' "$dot" |
  awk 'NR==FNR { name[$1] = $2; next } { print name[$1], name[$2] }' "$work/nodes" - >"$work/edges"
[ -s "$work/edges" ] || { echo "check_layers: no edges read from $dot" >&2; exit 1; }

# 1. tsort reports a loop on stderr when the graph has a cycle.
if ! tsort "$work/edges" >/dev/null 2>"$work/tsort"; then
  echo "check_layers: the target graph has a cycle:" >&2
  cat "$work/tsort" >&2
  exit 1
fi
if [ -s "$work/tsort" ]; then
  echo "check_layers: the target graph has a cycle:" >&2
  cat "$work/tsort" >&2
  exit 1
fi

# 2. Forbidden direct dependencies, as "target regex-of-what-it-must-not-link".
failed=0
forbid() {
  target=$1
  pattern=$2
  bad=$(awk -v t="$target" '$1 == t { print $2 }' "$work/edges" | grep -E "$pattern" || true)
  if [ -n "$bad" ]; then
    echo "check_layers: $target must not depend on: $(echo $bad)" >&2
    failed=1
  fi
}
for t in capstan_core capstan_store capstan_cli capstan-cli capstan_sim capstan_fleet capstan_flex \
         capstan_levers capstan_calibration capstan_launch capstan_search; do
  forbid "$t" '^Qt6::|QCustomPlot|capstan_(analysis|charts|export|ui|offscreen)$'
done
forbid capstan_analysis '^Qt6::(Widgets|Charts|PrintSupport|Svg)$|QCustomPlot|capstan_(charts|export|ui|offscreen)$'
forbid capstan_charts 'capstan_(export|ui|offscreen)$'
forbid capstan_export 'capstan_(ui|offscreen)$'
qt_charts=$(awk '$2 == "Qt6::Charts" { print $1 }' "$work/edges")
if [ -n "$qt_charts" ]; then
  echo "check_layers: one chart toolkit (QCustomPlot), yet these link Qt Charts: $(echo $qt_charts)" >&2
  failed=1
fi
[ "$failed" -eq 0 ] || exit 1

# 3. What the headless binary really loads.
if ldd "$cli" | grep -Eiq 'libQt6|qcustomplot|libGL|libOpenGL'; then
  echo "check_layers: $cli loads GUI libraries:" >&2
  ldd "$cli" | grep -Ei 'libQt6|qcustomplot|libGL|libOpenGL' >&2
  exit 1
fi
# 4. Charts are views of the analysis layer's results: no chart includes a core header.
if grep -rn '#include "core/' "$source_dir/charts" >"$work/chart-includes"; then
  echo "check_layers: charts include core headers (read the analysis layer's results instead):" >&2
  cat "$work/chart-includes" >&2
  exit 1
fi
echo "check_layers: $(wc -l <"$work/edges") dependency edges, no cycle; layer rules hold (no Qt Charts); capstan-cli loads no Qt, QCustomPlot or OpenGL; charts include no core header"
