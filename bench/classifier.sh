#!/usr/bin/env bash
# Classifier throughput on one core over the real corpus tools (goal:
# 20,000 tools/s), and its accuracy on the labelled corpus.
# Usage: bench/classifier.sh [COUNT]   (COUNT runs of the benchmark, default 5)
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-5}
out=$(mktemp)
trap 'rm -f "$out"' EXIT
# shellcheck source=bench/lib.sh
. bench/lib.sh

go test ./classifier -run '^$' -bench '^BenchmarkClassify$' -cpu 1 -count "$count" -benchmem >"$out"
rate=$(metric Classify tools/s)
ns=$(metric Classify ns/op)
printf '%-46s %12s\n' "classifier (median of $count, one core)" "figure"
printf '%-46s %10.0f /s   (goal 20,000; %.2fx)\n' "tools classified" "$rate" "$(div "$rate" 20000)"
printf '%-46s %10.1f us\n' "  per tool" "$(div "$ns" 1000)"
echo
go test ./classifier -run '^TestCorpusAccuracy$' -v -count 1 | sed -n '/corpus:/,/readOnlyHint/p'
