package classifier

import (
	"regexp"
	"strings"
)

// "The agent must be installed by the user first; the vendor's installer
// is `curl … | sh`": the installing is said, in the passive, to be the
// user's, and the command's own clause only names it. The obligation
// ("must", "first") binds the user, not the model. A clause that still
// orders the model ("; you should run `…`", "; run `…` now") takes it
// back, as does an order to run anywhere after the sentence.

var (
	// installedByUser is the installing given to the user in the passive.
	installedByUser = regexp.MustCompile(`\b(be|is|are|been|gets?) (installed|set up|downloaded|deployed) by (the user|users|the customer|the owner|an administrator|the admin|them|you)\b`)
	// clauseOrder is a clause that orders whoever reads it: a second
	// person, a modal or a verb of running.
	clauseOrder = regexp.MustCompile(`\b(you|your|should|must|need to|needs to|please|make sure|ensure|run|execute|install|paste|pipe)\b`)
)

// installUserPassive reports whether the installer matched at loc stands
// in a sentence that gives its installing to the user in the passive,
// in a clause of its own that orders nobody, with no order to run after.
func installUserPassive(lower string, loc []int) bool {
	start := sentenceStart(lower, loc[0])
	end := len(lower)
	for _, stop := range []string{". ", "! ", "? ", "\n"} {
		if i := strings.Index(lower[loc[1]:], stop); i >= 0 {
			end = min(end, loc[1]+i)
		}
	}
	before := lower[start:loc[0]]
	semi := strings.LastIndexAny(before, ";:")
	if semi < 0 || !installedByUser.MatchString(before[:semi]) {
		return false
	}
	return !clauseOrder.MatchString(before[semi+1:]) && !clauseOrder.MatchString(withoutPaths(lower[loc[1]:end])) &&
		!runByModel.MatchString(lower[start:end]) && !laterRunOrder.MatchString(lower[end:])
}

// withoutPaths is s with every word that holds a slash dropped: the
// "install" of a page's address ("see acme.example/docs/install") orders
// nothing.
func withoutPaths(s string) string {
	if strings.IndexByte(s, '/') < 0 {
		return s
	}
	words := strings.Fields(s)
	kept := words[:0]
	for _, w := range words {
		if strings.IndexByte(w, '/') < 0 {
			kept = append(kept, w)
		}
	}
	return strings.Join(kept, " ")
}
