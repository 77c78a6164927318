package classifier

import "strings"

// A switch's name read as words is a sentence of its own in the
// definition's texts: allow_force_pushes reads "allow force pushes",
// which alone sounds like an order. As the name of a boolean parameter of
// the tool's own that is off unless the user sets it, the words are the
// act the user may choose, not one the tool orders. A name that makes the
// act standing, carries data elsewhere ("always_forward_to_ops_example_com"),
// has it done unasked or adds a second act ("also_book_…") is still read
// as an order, and so is a switch that is on unless unset.

// switchNamed reports whether sent is, whole, the name read as words of
// one of the tool's boolean parameters that is off unless set, and the
// name neither makes its act standing, carries data elsewhere, has it
// done unasked nor adds a second act.
func switchNamed(sent string, tc *toolContext) bool {
	if tc == nil {
		return false
	}
	sent = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(sent), "."))
	if sent == "" || switchCarried.MatchString(sent) || switchUnasked.MatchString(sent) {
		return false
	}
	if first, _, _ := strings.Cut(sent, " "); sideJoiners[first] {
		return false // a second act beside the tool's own ("also book …")
	}
	for _, p := range tc.params {
		if p.typ != "boolean" || strings.TrimSpace(p.deflt) == "true" {
			continue
		}
		if words := sentenceName(p.name); words != "" && toLower(words) == sent {
			return true
		}
	}
	return false
}
