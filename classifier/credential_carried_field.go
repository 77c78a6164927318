package classifier

import (
	"regexp"
	"strings"
)

// A file is carried into a call's field when a verb of putting has the
// field for its destination: "include the file in the `context` field",
// "add it to the notes parameter", "ajoute-le dans le champ meta". The
// same verbs with a field noun in another sense carry nothing: "the
// output includes each context's user fields" lists what a result
// holds, "files it Includes … which field-station gateway" names a
// place people work. So the field noun counts only after a preposition
// of destination, with at most three words between, and not as the head
// of a hyphened compound.

// fieldNounAt finds the field nouns of fileCarriedOff's second branch.
var fieldNounAt = regexp.MustCompile(`\b(fields?|arguments?|parameters?|params?|campo|feld|champ)\b`)

// intoBefore is a preposition of destination and up to three words, at
// the end of the text before a field noun.
var intoBefore = regexp.MustCompile(`(?:^|\s)(in|into|to|as|inside|within|under|onto|en|dans|im|ins|in das|in den|nel|nello|no|na|como|als|comme|al|au)\s+(\S+\s+){0,3}$`)

// carriedIntoField reports whether m, a match of fileCarriedOff, carries
// something to a place: a match of its first branch (a printed address
// or host) always does, one of its second only when a field noun in it is
// a destination (see intoBefore).
func carriedIntoField(m string) bool {
	locs := fieldNounAt.FindAllStringIndex(m, -1)
	if len(locs) == 0 || locs[len(locs)-1][1] != len(m) {
		return true // the first branch: a host or an address
	}
	for _, loc := range locs {
		if strings.HasPrefix(m[loc[1]:], "-") {
			continue // field-station, parameter-free: a compound's head
		}
		from := max(0, loc[0]-60)
		if intoBefore.MatchString(m[from:loc[0]]) {
			return true
		}
	}
	return false
}
