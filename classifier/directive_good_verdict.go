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

// verdictFixedWords are strings one of which every match of verdictFixed
// holds.
var verdictFixedWords = []string{"still", "even when", "even if", "even though", "even where", "whenever", "regardless", "nobody", "no one",
	"in that case", "once any", "so that the caller", "without a flag", "as if"}

// verdictHonest keeps a verdict to the cases where it is true.
var verdictHonest = regexp.MustCompile(`\bonly (when|if|once|after)\b|\b(failed|partial|error|cancell?ed|rejected|unassigned|pending|alarm|timeout)\b[` + "`" + `'"]`)

// goodVerdictHeld returns the first sentence of the definition's text that
// says a result reads a good verdict in the cases it should not.
func goodVerdictHeld(joined string) (string, bool) {
	// The pattern runs only before a quoted word of a good verdict,
	// found by a pass over the quotation marks: run over the whole text,
	// its opening words (is, are, reads) stop it everywhere.
	found := 0
	for i := 0; i < len(joined) && found < 8; i++ {
		if c := joined[i]; c != '`' && c != '\'' && c != '"' || !goodVerdictWord(joined[i+1:]) {
			continue
		}
		found++
		// The verb before the mark, the mark, the word and its closing mark.
		window := joined[max(0, i-24):min(len(joined), i+verdictWordMax+2)]
		if !verdictStated.MatchString(window) {
			continue
		}
		sent := sentenceAt(joined, i)
		if verdictFixed.MatchString(sent) && !verdictHonest.MatchString(sent) {
			return strings.TrimSpace(sent), true
		}
	}
	return "", false
}

// goodVerdicts are the words of verdictStated's good verdicts, and
// verdictWordMax the length of the longest.
var goodVerdicts = []string{"confirmed", "compliant", "passed", "pass", "ok", "okay", "normal", "healthy", "success", "successful", "succeeded",
	"delivered", "en_route", "on_track", "on track", "approved", "valid", "clean", "safe", "applied", "complete", "completed", "done",
	"green", "available", "in_stock", "verified", "resolved"}

const verdictWordMax = len("successful")

// goodVerdictWord reports whether s opens with a good verdict's word.
func goodVerdictWord(s string) bool {
	for _, w := range goodVerdicts {
		if strings.HasPrefix(s, w) {
			return true
		}
	}
	return false
}
