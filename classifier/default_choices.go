package classifier

import "strings"

// chosenFromList reports whether a parameter's list default is made only
// of members of its own enum, each a single word: a selection among the
// tool's closed choices ("disk, memory, certs"), not a statement. A
// statement put in the enum and picked by default has spaces in it, and
// a default not offered as a choice is no selection.
func chosenFromList(p param) bool {
	if !p.hasEnum || len(p.enum) == 0 || p.deflt == "" {
		return false
	}
	for _, v := range strings.Split(p.deflt, ", ") {
		if v = strings.TrimSpace(v); v == "" || strings.ContainsAny(v, " \t\n") || !slicesContainFold(p.enum, v) {
			return false
		}
	}
	return true
}
