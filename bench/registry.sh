#!/usr/bin/env bash
# Registry write and search throughput: upserting 10,000 servers with
# 100,000 tools into a fresh database, re-upserting them unchanged (a crawl
# that finds nothing new), full-text search, and the tool hash.
# Usage: bench/registry.sh [COUNT]   (COUNT runs of each benchmark, default 3)
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-3}
out=$(mktemp)
trap 'rm -f "$out"' EXIT
# shellcheck source=bench/lib.sh
. bench/lib.sh

# The bulk benchmarks take seconds per run: one run each, COUNT times.
go test ./registry -run '^$' -bench 'Upsert10kServers|Recrawl10kServers' -benchtime 1x -count "$count" -benchmem >>"$out"
go test ./registry ./catalog -run '^$' -bench 'Search|ToolHash' -count "$count" -benchmem >>"$out"

printf '%-44s %14s\n' "registry benchmark (median of $count, $(nproc) cores)" "figure"
printf '%-44s %12.2f s\n' "upsert 10,000 servers / 100,000 tools" "$(div "$(metric Upsert10kServers ns/op)" 1e9)"
printf '%-44s %12.0f /s\n' "  servers written" "$(metric Upsert10kServers servers/s)"
printf '%-44s %12.0f /s\n' "  tools written" "$(metric Upsert10kServers tools/s)"
printf '%-44s %12.2f s\n' "re-upsert unchanged (100,000 tools)" "$(div "$(metric Recrawl10kServers ns/op)" 1e9)"
printf '%-44s %12.0f /s\n' "  tools checked" "$(metric Recrawl10kServers tools/s)"
printf '%-44s %12.2f ms\n' "search over 20,000 tools" "$(div "$(metric Search ns/op)" 1e6)"
printf '%-44s %12.2f us\n' "canonical tool hash" "$(div "$(metric ToolHash ns/op)" 1e3)"
