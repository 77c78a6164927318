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
# shellcheck source=bench/lib.sh
. bench/lib.sh

go test ./crawler/registryapi -run '^$' -bench 'Crawl50k' -benchtime 1x -count "$count" >>"$out"
go test ./crawler -run '^$' -bench 'Introspect50' -benchtime 1x -count "$count" >>"$out"

one=$(metric 'Introspect50/concurrency=1' ns/op)
eight=$(metric 'Introspect50/concurrency=8' ns/op)
printf '%-52s %14s\n' "crawler benchmark (median of $count, $(nproc) cores)" "figure"
printf '%-52s %12.2f s\n' "registry API: 50,000 entries / 500 pages into SQLite" "$(div "$(metric Crawl50k ns/op)" 1e9)"
printf '%-52s %12.0f /s\n' "  entries" "$(metric Crawl50k entries/s)"
printf '%-52s %12.2f s\n' "introspect 50 stdio servers, concurrency 1" "$(div "$one" 1e9)"
printf '%-52s %12.2f s\n' "introspect 50 stdio servers, concurrency 8" "$(div "$eight" 1e9)"
printf '%-52s %12.2f x\n' "  speed-up of 8 workers over 1" "$(div "$one" "$eight")"
