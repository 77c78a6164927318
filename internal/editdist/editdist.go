// Package editdist measures how far apart two short strings are, for
// suggestions ("did you mean …?") and look-alike names.
package editdist

// Distance is the number of single-byte insertions, deletions and
// substitutions that turn a into b; with swaps, a swap of two neighbouring
// bytes counts as one edit too (the optimal string alignment distance),
// which is how typos and look-alike package names usually differ.
//
// It takes time proportional to len(a)·len(b): callers bound the lengths.
func Distance(a, b string, swaps bool) int {
	prev2 := make([]int, len(b)+1)
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if swaps && i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}
