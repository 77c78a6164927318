#!/usr/bin/env bash
# Policy decisions per second for a 200-tool policy with conditions and a
# counter, in memory, on one core (goal: 1,000,000/s).
# Usage: bench/policy.sh [COUNT]   (COUNT runs, default 5)
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-5}
out=$(mktemp)
trap 'rm -f "$out"' EXIT
# shellcheck source=bench/lib.sh
. bench/lib.sh
go test ./policy -run '^$' -bench '^BenchmarkDecide$' -cpu 1 -count "$count" -benchmem >"$out"
rate=$(metric Decide decisions/s)
ns=$(metric Decide ns/op)
printf '%-46s %12s\n' "policy engine (median of $count, one core)" "figure"
printf '%-46s %12.0f /s   (goal 1,000,000; %.2fx)\n' "decisions, 200-tool policy" "$rate" "$(div "$rate" 1000000)"
printf '%-46s %12.0f ns\n' "  per decision" "$ns"
