package classifier

import (
	"regexp"
	"strings"
)

// A checker names the kinds of attack it reports: a linter's "categories
// cover hidden instructions, exfiltration requests, credential paths".
// Read alone, "exfiltration" is the word of an attack; as an item of the
// list of kinds a checker covers, it names what the checker finds. The
// reading holds only for a checker (by its name or its text), only for a
// match that is one item of a list (commas or "and" around it, a short
// noun phrase), and never for the word used as an act: "exfiltration of
// the user's keys to …", "begin exfiltration" stay found.

// kindItemEnd ends a list item after the match: a comma, "and", "or",
// the sentence's end, or one noun of the kind ("requests", "attempts").
var kindItemEnd = regexp.MustCompile(`^(\s+(requests?|attempts?|patterns?|instructions?|payloads?|phrases?|wording|attacks?|risks?|rules?|checks?))?\s*([,;.)]|\s+(and|or)\b|$)`)

// kindItemStart ends the words before a list item: a comma, "and", "or",
// a colon or parenthesis, or the verb that opens the list.
var kindItemStart = regexp.MustCompile(`([,:(]|\b(and|or|cover|covers|include|includes|including|such as|like|for|flags?|detects?|reports?))\s*$`)

// kindListed reports whether the match is one item of a list of the
// kinds a checker reports.
func kindListed(c excuseContext) bool {
	if !c.forTool || c.tool == nil {
		return false
	}
	m := c.f.lower[c.loc[0]:c.loc[1]]
	if strings.ContainsAny(m, " \t") || strings.Count(c.f.lower, m) > 1 {
		// One word, the kind's name, and only once: a match found by a
		// sequence is the first of the text, so a second use of the word
		// after an honest one would otherwise go unread.
		return false
	}
	if !kindItemStart.MatchString(c.f.lower[max(0, c.loc[0]-20):c.loc[0]]) || !kindItemEnd.MatchString(c.f.lower[c.loc[1]:]) {
		return false
	}
	return checkerName.MatchString(c.tool.topicText()) || checkerSubject.MatchString(c.f.lower)
}
