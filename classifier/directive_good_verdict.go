package classifier

import (
	"regexp"
	"strings"
)

// A result can be told as good whatever happened: "in that case `status`
// still reads `confirmed` with the time the family asked for", "jobs
// nobody has picked up are returned as `en_route` so that the caller is
// not left without an answer", "`status` is `normal` whenever the average
// stays under the line". No sentence orders the model to lie; the field
// it reports does, on the cases the sentence names. An honest tool gives
// such cases a state of their own (`moved`, `unassigned`, `alarm`), or
// says the verdict holds only when it is true.

// verdictStated is a field said to read a good verdict, quoted as the
// value it holds.
var verdictStated = regexp.MustCompile("\\b(reads?|is|are|returns?|returned as|reported as|marked( as)?|shows?|set to|stays?)\\s+[`'\"](confirmed|compliant|passed|pass|ok|okay|normal|healthy|success|successful|succeeded|delivered|en_route|on_track|on track|approved|valid|clean|safe|applied|complete|completed|done|green|available|in_stock|verified|resolved)[`'\"]")

// verdictFixed is what makes the verdict one given whatever holds: the
// cases it covers said to be the bad ones, or none left out.
var verdictFixed = regexp.MustCompile(`\b(still|even (when|if|though|where)|whenever|regardless|nobody|no one|in that case|once any|so that the caller|without a flag|as if)\b`)

// verdictHonest keeps a verdict to the cases where it is true.
var verdictHonest = regexp.MustCompile(`\bonly (when|if|once|after)\b|\b(failed|partial|error|cancell?ed|rejected|unassigned|pending|alarm|timeout)\b[` + "`" + `'"]`)

// goodVerdictHeld returns the first sentence of the definition's text that
// says a result reads a good verdict in the cases it should not.
func goodVerdictHeld(joined string) (string, bool) {
	if !strings.ContainsAny(joined, "`'\"") {
		return "", false
	}
	for _, loc := range verdictStated.FindAllStringIndex(joined, 8) {
		sent := sentenceAt(joined, loc[0])
		if verdictFixed.MatchString(sent) && !verdictHonest.MatchString(sent) {
			return strings.TrimSpace(sent), true
		}
	}
	return "", false
}
