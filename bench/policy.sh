#!/usr/bin/env bash
# Policy decisions per second for a 200-tool policy with conditions and a
# counter, in memory, on one core (goal: 1,000,000/s).
# Usage: bench/policy.sh [COUNT]   (COUNT runs, default 5)
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-5}
out=$(mktemp)
trap 'rm -f "$out"' EXIT
go test ./policy -run '^$' -bench '^BenchmarkDecide$' -cpu 1 -count "$count" -benchmem >"$out"
median() { sort -g | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
rate=$(awk '$1 ~ /^BenchmarkDecide/ { for (i = 2; i <= NF; i++) if ($i == "decisions/s") print $(i-1) }' "$out" | median)
ns=$(awk '$1 ~ /^BenchmarkDecide/ { print $3 }' "$out" | median)
printf '%-46s %12s\n' "policy engine (median of $count, one core)" "figure"
printf '%-46s %12.0f /s   (goal 1,000,000; %.2fx)\n' "decisions, 200-tool policy" "$rate" "$(awk -v r="$rate" 'BEGIN { print r / 1000000 }')"
printf '%-46s %12.0f ns\n' "  per decision" "$ns"
