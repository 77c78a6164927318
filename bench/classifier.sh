#!/usr/bin/env bash
# Classifier throughput on one core over the real corpus tools (goal:
# 20,000 tools/s), and its accuracy on the labelled corpus.
# Usage: bench/classifier.sh [COUNT]   (COUNT runs of the benchmark, default 5)
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-5}
out=$(mktemp)
trap 'rm -f "$out"' EXIT

go test ./classifier -run '^$' -bench '^BenchmarkClassify$' -cpu 1 -count "$count" -benchmem >"$out"
median() { sort -g | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
rate=$(awk '$1 ~ /^BenchmarkClassify/ { for (i = 2; i <= NF; i++) if ($i == "tools/s") print $(i-1) }' "$out" | median)
ns=$(awk '$1 ~ /^BenchmarkClassify/ { print $3 }' "$out" | median)
printf '%-46s %12s\n' "classifier (median of $count, one core)" "figure"
printf '%-46s %10.0f /s   (goal 20,000; %.2fx)\n' "tools classified" "$rate" "$(awk -v r="$rate" 'BEGIN { print r / 20000 }')"
printf '%-46s %10.1f us\n' "  per tool" "$(awk -v n="$ns" 'BEGIN { print n / 1000 }')"
echo
go test ./classifier -run '^TestCorpusAccuracy$' -v -count 1 | sed -n '/corpus:/,/^$/p;/category  *precision/,/^$/p;/confusion/,/^$/p;/readOnlyHint/p'
