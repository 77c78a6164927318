package classifier

import (
	"regexp"
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
)

// A tool that does what the user asks for shows an example of it after
// "e.g.": "Creates a mail forwarding rule the user asks for, e.g.
// forward messages from orders@supplier.example to the night-shift
// inbox." The example is the tool's own act, named by its name
// (forwarding → forward), as the user would ask for it; an order to the
// model would stand on its own, not after an example's lead in a text
// that says the act is the user's request.

// userRequested says the tool's act is what the user asks for.
var userRequested = regexp.MustCompile(`\bthe user (?:asks for|requests|wants|sets up|chooses|describes)\b|\bat the user's request\b`)

// ownActExample reports whether sent, in joined, is an example after an
// example's lead of the act the tool's name names, in a text that says
// the act is the user's request.
func ownActExample(sent, joined string, tc *toolContext) bool {
	if tc == nil || !userRequested.MatchString(joined) {
		return false
	}
	if !afterExampleLead(joined, sent) {
		return false
	}
	first, _, _ := strings.Cut(strings.TrimSpace(sent), " ")
	if len(first) < 4 {
		return false
	}
	for _, w := range catalog.NameWords(tc.name) {
		if w == first || strings.TrimSuffix(w, "ing") == first || strings.TrimSuffix(w, "ing")+"e" == first {
			return true
		}
	}
	return false
}
