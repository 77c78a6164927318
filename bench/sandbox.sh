#!/usr/bin/env bash
# Code-mode runtime: a whole run of a trivial script (goal: p50 <= 1 ms),
# what one call_tool adds (goal <= 50 us), how long after its deadline a
# `while(true){}` run returns (goal <= 10 ms), the trivial script with
# Config.Isolate (a child process per run, goal p50 <= 2 ms with a warm
# worker; the cold start shown beside it), and the same trivial script run
# the Node way, one `node -e` process per run.
# Usage: bench/sandbox.sh [COUNT]   (COUNT runs of each benchmark, default 5)
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-5}
out=$(mktemp)
trap 'rm -f "$out"' EXIT
# shellcheck source=bench/lib.sh
. bench/lib.sh

go test ./sandbox -run '^$' -bench 'ExecuteTrivial|CallToolOverhead|TimeoutToReturn' -benchtime 2s -count "$count" >>"$out"
# A process per run takes milliseconds: fewer runs give a stable median.
go test ./sandbox -run '^$' -bench 'ExecuteIsolated|NodeBaseline' -benchtime 40x -count "$count" >>"$out"

trivial=$(metric ExecuteTrivial p50-ms)
node=$(metric NodeBaseline p50-ms)
printf '%-46s %12s\n' "code-mode runtime (median of $count, $(nproc) cores)" "figure"
printf '%-46s %9.3f ms   (goal <= 1 ms)\n' "trivial run, p50 (goja + esbuild)" "$trivial"
printf '%-46s %9.1f us   (goal <= 50 us)\n' "call_tool overhead, p50 run minus same-shape run" "$(metric CallToolOverhead call-us)"
printf '%-46s %9.1f us\n' "  run with one call minus trivial run" "$(metric CallToolOverhead trivial-us)"
printf '%-46s %9.1f us\n' "  measured inside one run (200 calls)" "$(metric CallToolOverhead in-run-call-us)"
printf '%-46s %9.2f ms   (goal <= 10 ms)\n' "deadline to return, while(true), p50" "$(metric TimeoutToReturn p50-late-ms)"
printf '%-46s %9.2f ms\n' "  worst of each run" "$(metric TimeoutToReturn max-late-ms)"
isolated=$(metric ExecuteIsolated p50-ms)
printf '%-46s %9.2f ms   (goal <= 2 ms)\n' "isolated run, warm worker process, p50" "$isolated"
printf '%-46s %9.2f ms\n' "  a run that starts its child (cold), p50" "$(metric ExecuteIsolated cold-p50-ms)"
printf '%-46s %9.1fx\n' "  isolated / in-process" "$(div "$isolated" "$trivial")"
if [ -n "$node" ]; then
  printf '%-46s %9.2f ms\n' "node -e per run, p50" "$node"
  printf '%-46s %9.0fx\n' "  node / goja" "$(div "$node" "$trivial")"
else
  printf '%-46s %12s\n' "node -e per run" "(node not found)"
fi
