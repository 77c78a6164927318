#!/usr/bin/env bash
# Writes docs/ACCURACY.md: the classifier's per-category precision and
# recall on each labelled corpus and its per-kind poisoning detection and
# false positives, under the current ruleset.
# Usage: bench/accuracy.sh
set -euo pipefail
cd "$(dirname "$0")/.."
go test ./classifier -run '^TestAccuracyDoc$' -count 1 -update-accuracy >/dev/null
cat docs/ACCURACY.md
