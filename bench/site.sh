#!/usr/bin/env bash
# The catalogue site at scale: `mcpscan site build` of a synthetic registry
# of 10,000 servers and 100,000 tools (real tool definitions from the
# classifier's corpus, made distinct per server), in a process of its own:
# build time and peak RSS against the goals (60 s on 2 cores, 1 GB), pages
# written, and an unchanged rebuild (time, pages rewritten: goal 0). Then
# the search page of that site in headless Chromium: index load and query
# latency over 100,000 tools.
# Usage: bench/site.sh        (one run: the build alone takes about a minute)
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp)
work=$(mktemp -d)
trap 'rm -rf "$out" "$work"' EXIT
# shellcheck source=bench/lib.sh
. bench/lib.sh

MCPSCAN_BENCH_DB="$work/bench.db" MCPSCAN_BENCH_SITE_DIR="$work/site" \
  go test ./internal/cli -run '^$' -bench '^BenchmarkSiteBuild10k$' -benchtime 1x -count 1 -timeout 60m >"$out"
grep '^setup:' "$out" || true

build=$(metric SiteBuild10k build-s)
rss=$(metric SiteBuild10k build-rss-MB)
printf '\n%-48s %12s\n' "site build, 10,000 servers / 100,000 tools ($(nproc) cores)" "figure"
printf '%-48s %10.1f s    (goal 60 s; %.2fx of the goal)\n' "build" "$build" "$(div "$build" 60)"
printf '%-48s %10.1f s\n' "  CPU time (user + system)" "$(metric SiteBuild10k build-cpu-s)"
printf '%-48s %10.0f MB   (goal 1024 MB; %.2fx of the goal)\n' "  peak RSS" "$rss" "$(div "$rss" 1024)"
printf '%-48s %10.0f\n' "  files written" "$(metric SiteBuild10k pages-written)"
printf '%-48s %10.0f MB\n' "  site size" "$(metric SiteBuild10k site-MB)"
printf '%-48s %10.0f KB   (budget 200 KB)\n' "  largest HTML page" "$(metric SiteBuild10k largest-page-KB)"
printf '%-48s %10.0f KB\n' "  search index" "$(metric SiteBuild10k search-index-KB)"
printf '%-48s %10.1f s\n' "unchanged rebuild" "$(metric SiteBuild10k rebuild-s)"
printf '%-48s %10.1f s\n' "  CPU time (user + system)" "$(metric SiteBuild10k rebuild-cpu-s)"
printf '%-48s %10.0f MB\n' "  peak RSS" "$(metric SiteBuild10k rebuild-rss-MB)"
printf '%-48s %10.0f      (goal 0; the registry stamp matched, nothing rendered)\n' "  files rewritten" "$(metric SiteBuild10k rebuild-written)"
printf '%-48s %10.1f s\n' "forced re-render of the unchanged catalogue" "$(metric SiteBuild10k rerender-s)"
printf '%-48s %10.1f s\n' "  CPU time (user + system)" "$(metric SiteBuild10k rerender-cpu-s)"
printf '%-48s %10.0f      (goal 0: same bytes, nothing written)\n' "  files rewritten" "$(metric SiteBuild10k rerender-written)"
echo "load average while measuring: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
MCPSCAN_SITE_DIR="$work/site" go test ./site -run '^$' -bench '^BenchmarkSearchLatency$' -benchtime 1x -count 1 | grep '^search:'
