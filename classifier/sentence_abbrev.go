package classifier

import (
	"regexp"
	"strings"
)

// An example's lead is often an abbreviation with full stops of its own:
// "Prüft einen Text, z. B. Sätze wie „…“", "p. ex.", "e. g.". Read by
// its full stops, the sentence would open after the abbreviation and lose
// the verb before it that says what the tool does with the quotations.

// abbrevBefore ends a text before the full stop of an abbreviation that
// does not end a sentence ("etc." and "usw." often do, and are not read).
var abbrevBefore = regexp.MustCompile(`(^|[^\pL])(z\. ?b|e\. ?g|i\. ?e|p\. ?ex|p\. ?ej|d\. ?h|u\. ?a|bzw|bspw|vgl|np|esim|bijv|örn|t\. ?ex|f\. ?eks)$`)

// sentenceBeforeAbbrev is sentenceBefore, with the full stops of
// abbreviations read as inside the sentence.
func sentenceBeforeAbbrev(lower string, at int) string {
	to := at
	i := lastFullStop(lower, to)
	for range 4 {
		if i < 1 {
			break
		}
		m := abbrevBefore.FindStringIndex(lower[:i])
		if m == nil {
			break
		}
		to = m[0]
		i = lastFullStop(lower, to)
	}
	start := max(i, strings.LastIndexByte(lower[:at], '\n')) + 1
	return lower[start:at]
}
