#!/usr/bin/env bash
# Classifying one large file: seconds for 8,000, 57,569 and 100,000 tools
# (registry cache cold), and tools/s. Goal: 100,000 tools in under 10 s.
# Usage: bench/classify-file.sh
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/mcpscan" ./cmd/mcpscan

# One server of N tools, each a different definition, pretty-printed as a
# registry dump is.
make_file() {
  awk -v n="$1" 'BEGIN {
    split("get list create delete update send run search upload transfer", v, " ")
    print "{\n \"name\": \"big\",\n \"tools\": ["
    for (i = 0; i < n; i++) {
      verb = v[i % 10 + 1]
      printf "%s  {\n   \"name\": \"%s_item_%d\",\n   \"description\": \"%s item %d. Returns the item as JSON.\",\n   \"inputSchema\": {\"type\": \"object\", \"properties\": {\"id\": {\"type\": \"string\", \"description\": \"The item id.\"}}}\n  }", (i ? ",\n" : ""), verb, i, verb, i
    }
    print "\n ]\n}"
  }' >"$2"
}

printf '%-28s %10s %12s   (%s cores: %s)\n' "classify FILE" "seconds" "tools/s" "$(nproc)" "$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)"
for n in 8000 57569 100000; do
  f="$tmp/tools-$n.json"
  make_file "$n" "$f"
  start=$(date +%s.%N)
  "$tmp/mcpscan" --db "$tmp/reg-$n.db" classify --format json "$f" >/dev/null || [ $? -eq 1 ]
  end=$(date +%s.%N)
  secs=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }')
  rate=$(awk -v n="$n" -v s="$secs" 'BEGIN { printf "%.0f", n / s }')
  note=""
  [ "$n" = 100000 ] && note="(goal < 10 s)"
  printf '%-28s %10s %12s   %s\n' "$n tools" "$secs" "$rate" "$note"
done
