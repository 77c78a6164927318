# Shared helpers of the bench scripts; source it after setting $out, the
# file holding `go test -bench` output.

# median prints the median of the numbers on standard input.
median() { sort -g | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }

# metric NAME UNIT prints the median, over the runs of BenchmarkNAME (any
# -N cpu suffix), of the value reported before UNIT (ns/op, tools/s, …).
metric() {
  awk -v b="$1" -v u="$2" '$1 ~ "^Benchmark"b"(-[0-9]+)?$" { for (i = 2; i <= NF; i++) if ($i == u) print $(i-1) }' "$out" | median
}

# div A B prints A / B.
div() { awk -v a="$1" -v b="$2" 'BEGIN { print a / b }'; }
