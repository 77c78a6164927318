#!/usr/bin/env bash
# Crawler throughput: 50,000 registry entries (500 pages) from a local
# httptest registry into SQLite, and 50 local stdio servers introspected with
# one worker and with eight (the ratio is the speed-up from concurrency).
# Usage: bench/crawler.sh [COUNT]   (COUNT runs of each benchmark, default 3)
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-3}
out=$(mktemp)
trap 'rm -f "$out"' EXIT

go test ./crawler/registryapi -run '^$' -bench 'Crawl50k' -benchtime 1x -count "$count" >>"$out"
go test ./crawler -run '^$' -bench 'Introspect50' -benchtime 1x -count "$count" >>"$out"

median() { sort -g | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
metric() { # metric BENCH-REGEX UNIT -> median of the value before UNIT
  awk -v b="$1" -v u="$2" '$1 ~ b { for (i = 2; i <= NF; i++) if ($i == u) print $(i-1) }' "$out" | median
}
div() { awk -v a="$1" -v b="$2" 'BEGIN { print a / b }'; }

one=$(metric '^BenchmarkIntrospect50/concurrency=1(-[0-9]+)?$' ns/op)
eight=$(metric '^BenchmarkIntrospect50/concurrency=8(-[0-9]+)?$' ns/op)
printf '%-52s %14s\n' "crawler benchmark (median of $count, $(nproc) cores)" "figure"
printf '%-52s %12.2f s\n' "registry API: 50,000 entries / 500 pages into SQLite" "$(div "$(metric '^BenchmarkCrawl50k' ns/op)" 1e9)"
printf '%-52s %12.0f /s\n' "  entries" "$(metric '^BenchmarkCrawl50k' entries/s)"
printf '%-52s %12.2f s\n' "introspect 50 stdio servers, concurrency 1" "$(div "$one" 1e9)"
printf '%-52s %12.2f s\n' "introspect 50 stdio servers, concurrency 8" "$(div "$eight" 1e9)"
printf '%-52s %12.2f x\n' "  speed-up of 8 workers over 1" "$(div "$one" "$eight")"
