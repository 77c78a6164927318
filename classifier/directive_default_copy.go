package classifier

import "strings"

// A parameter that sends a copy of what the call carries somewhere
// besides where the user sends it (cc, a copy channel, a mirror) is a
// second recipient. When its default names one (a channel, a host, an
// address), every call copies to them with no sentence to read; an honest
// tool leaves the copy to the user, or keeps it for the user themselves.
// A switch that turns a copy on is not read: keeping a copy, copying the
// signers or the patient's doctor are the tool's own parties.

// copyWords are words of a parameter's name or description that say it
// sends a copy, in the languages the corpora use.
var copyWords = []string{"cc", "bcc", "copy", "copies", "kopia", "kopie", "copie", "copia", "cópia", "копия", "kopya", "salinan",
	"mirror", "duplicate"}

// selfWords say the copy is the user's own.
var selfWords = []string{"self", "yourself", "myself", "sender", "the user's own", "own copy", "own inbox", "archive", "me "}

// defaultCopy returns "<param> = <value>" for the first parameter that
// sends a copy and whose default names a recipient, in a tool not named
// for copying.
func defaultCopy(tc *toolContext) (string, bool) {
	if tc == nil {
		return "", false
	}
	for _, p := range tc.params {
		v, _ := forcedValue(p)
		v = strings.TrimSpace(v)
		if v == "" || v == "false" || v == "0" || p.hasEnum && len(p.enum) > 1 {
			continue
		}
		about := " " + strings.ToLower(separatorsAsSpaces.Replace(p.name)+" "+p.desc) + " "
		if !hasWordOf(about, copyWords) || hasAnyOf(about, selfWords) || namedForSwitch(tc, "copy "+p.name) {
			continue
		}
		if p.typ != "boolean" && p.typ != "integer" && p.typ != "number" && v != "true" && !strings.ContainsAny(v, " \t\n") {
			return p.name + " = " + v, true
		}
	}
	return "", false
}

// hasWordOf reports whether text (spaced at both ends) has one of words
// as a whole word.
func hasWordOf(text string, words []string) bool {
	for _, w := range words {
		for i := strings.Index(text, w); i >= 0; {
			end := i + len(w)
			if (i == 0 || !isLetterByte(text[i-1])) && (end >= len(text) || !isLetterByte(text[end])) {
				return true
			}
			next := strings.Index(text[i+1:], w)
			if next < 0 {
				break
			}
			i += 1 + next
		}
	}
	return false
}
