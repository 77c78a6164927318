#!/usr/bin/env bash
# Gateway: what a call through the gateway costs over a direct connection
# to the same upstream (one trivial echo tool, a Go MCP server in its own
# process), over stdio and streamable HTTP: p50/p99 latency and the added
# latency (goal: <= 0.2 ms p50 added); calls/s with 16 clients on 2 cores
# (goal >= 5,000); and the same through a peer proxy from npm, mcp-proxy,
# in front of the same upstream, as ratios gateway / peer. The gateway is
# the mcpscan binary with a policy allowing the tool and its audit log on.
# Everything is measured in one run: each round starts every path afresh
# and measures them one after the other; figures are medians of the rounds.
# Usage: bench/gateway.sh [ROUNDS]   (default 5)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-5}
MCP_PROXY_VERSION=6.7.19
tmp=$(mktemp -d)
out="$tmp/bench.txt"
trap 'rm -rf "$tmp"' EXIT
# shellcheck source=bench/lib.sh
. bench/lib.sh

# The peer proxy, pinned, installed once into a cache beside the npm
# servers of the tests (no install scripts: none is needed).
peers="$PWD/.cache/bench-peers"
if [ "$(node -p "require('$peers/node_modules/mcp-proxy/package.json').version" 2>/dev/null)" != "$MCP_PROXY_VERSION" ]; then
  mkdir -p "$peers"
  npm install --prefix "$peers" --ignore-scripts --no-audit --no-fund --no-save --loglevel=error "mcp-proxy@$MCP_PROXY_VERSION" >&2
fi

go build -o "$tmp/mcpscan" ./cmd/mcpscan
export MCPSCAN_BENCH_BIN="$tmp/mcpscan" MCPSCAN_BENCH_PEERS="$peers" GOMAXPROCS=2
# Two cores for everything: client, gateway or peer, and upstream share them.
pin=()
if [ "$(nproc)" -gt 2 ] && command -v taskset >/dev/null; then pin=(taskset -c 0,1); fi

load_before=$(cut -d' ' -f1 /proc/loadavg)
"${pin[@]}" go test ./gateway -run '^$' -bench '^BenchmarkLatency$' -benchtime 3000x -count "$rounds" >>"$out"
"${pin[@]}" go test ./gateway -run '^$' -bench '^BenchmarkThroughput$' -benchtime 10000x -count "$rounds" >>"$out"
load_after=$(cut -d' ' -f1 /proc/loadavg)

# has NAME UNIT tells whether BenchmarkNAME reported UNIT (a peer that is
# not installed, or a direct path, reports no proxy figures).
has() { awk -v b="$1" -v u="$2" '$1 ~ "^Benchmark"b"(-[0-9]+)?$" { for (i = 2; i <= NF; i++) if ($i == u) f = 1 } END { exit !f }' "$out"; }
ms() { awk -v us="$1" 'BEGIN { printf "%.3f", us / 1000 }'; }
sub() { awk -v a="$1" -v b="$2" 'BEGIN { print a - b }'; }
row() { printf '%-44s %10s ms %10s ms   %s\n' "$1" "$(ms "$2")" "$(ms "$3")" "${4:-}"; }

printf 'gateway, median of %s rounds; %s cores (%s), GOMAXPROCS=2; load average %s before, %s after\n' \
  "$rounds" "$(nproc)" "$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)" "$load_before" "$load_after"
printf '%s; node %s; mcp-proxy %s; client mcp-go, protocol 2025-11-25\n\n' "$(go version | cut -d' ' -f3)" "$(node --version)" "$MCP_PROXY_VERSION"

printf '%-44s %13s %13s\n' "latency, one call at a time" "p50" "p99"
for t in stdio http; do
  d50=$(metric "Latency/$t/direct" p50-us); d99=$(metric "Latency/$t/direct" p99-us)
  g50=$(metric "Latency/$t/gateway" p50-us); g99=$(metric "Latency/$t/gateway" p99-us)
  row "$t: direct" "$d50" "$d99"
  row "$t: through the gateway" "$g50" "$g99"
  row "$t: added by the gateway" "$(sub "$g50" "$d50")" "$(sub "$g99" "$d99")" "(goal <= 0.2 ms p50)"
done
g50=$(metric "Latency/http-stdio/gateway" p50-us); g99=$(metric "Latency/http-stdio/gateway" p99-us)
p50=$(metric "Latency/http-stdio/mcp-proxy" p50-us); p99=$(metric "Latency/http-stdio/mcp-proxy" p99-us)
d50=$(metric "Latency/stdio/direct" p50-us); d99=$(metric "Latency/stdio/direct" p99-us)
row "http to a stdio upstream: gateway" "$g50" "$g99" "(added over stdio direct: $(ms "$(sub "$g50" "$d50")") ms p50)"
if has "Latency/http-stdio/mcp-proxy" p50-us; then
  row "http to a stdio upstream: mcp-proxy" "$p50" "$p99" "(added over stdio direct: $(ms "$(sub "$p50" "$d50")") ms p50)"
  printf '%-44s %11.2fx %12.2fx   (below 1: the gateway is faster)\n' "  gateway / mcp-proxy" "$(div "$g50" "$p50")" "$(div "$g99" "$p99")"
fi

printf '\n%-44s %13s %13s\n' "throughput, 16 clients at once" "calls/s" "CPU us/call"
for p in stdio/direct http/direct stdio/gateway http/gateway http-stdio/gateway http-stdio/mcp-proxy; do
  has "Throughput/$p" calls/s || continue
  cpu=-
  if has "Throughput/$p" cpu-us/call; then cpu=$(printf '%.0f' "$(metric "Throughput/$p" cpu-us/call)"); fi
  goal=""
  case $p in *gateway) goal="(goal >= 5000)" ;; esac
  printf '%-44s %13.0f %13s   %s\n' "$p" "$(metric "Throughput/$p" calls/s)" "$cpu" "$goal"
done
# What the gateway could serve with two cores of its own, from its CPU
# time per call (the load generator and the upstream use the same cores
# above).
gcpu=$(metric "Throughput/http-stdio/gateway" cpu-us/call)
printf '%-44s %13.0f %13s   %s\n' "  http-stdio/gateway, 2 cores of its own" "$(div 2000000 "$gcpu")" "" "(derived: 2 s of CPU / CPU us per call)"
gc=$(metric "Throughput/http-stdio/gateway" calls/s); pc=$(metric "Throughput/http-stdio/mcp-proxy" calls/s)
if has "Throughput/http-stdio/mcp-proxy" calls/s; then
  printf '%-44s %12.2fx %12.2fx   (calls/s above 1 and CPU below 1: the gateway is better)\n' "  gateway / mcp-proxy (http to stdio)" \
    "$(div "$gc" "$pc")" "$(div "$(metric "Throughput/http-stdio/gateway" cpu-us/call)" "$(metric "Throughput/http-stdio/mcp-proxy" cpu-us/call)")"
fi
printf "(CPU us/call: CPU time of the one server process the client talks to: the upstream on a direct path,\n the gateway or mcp-proxy otherwise, whose upstream is not counted)\n"
