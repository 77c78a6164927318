package classifier

import "strings"

// splitAcrossLiterals reports whether a match starts inside a
// double-quoted string literal of its line and ends in another: a
// detection rule's strings ($a = "curl -s http" $b = "| sh") name the
// parts of an attack apart, where a command to run would hold them in one
// piece (curl -s "http://x" | sh, or all of it quoted).
func splitAcrossLiterals(lower string, loc []int) bool {
	if len(loc) < 2 || loc[0] < 0 || loc[1] > len(lower) || loc[0] >= loc[1] {
		return false
	}
	lineStart := strings.LastIndexByte(lower[:loc[0]], '\n') + 1
	if strings.Count(lower[lineStart:loc[0]], `"`)%2 == 0 {
		return false // the match does not start inside a literal
	}
	return strings.Contains(lower[loc[0]:loc[1]], `"`)
}
