package classifier

import (
	"regexp"
	"strings"
)

// A negator negates its own clause: "the saved card is not valid: ask the
// user for the number" keeps its request. A short clause ends at a colon,
// a semicolon or a dash, in any language, and at a word of ClauseBreaks
// (but, however, instead …); a long one that ends at a colon or a dash
// most often introduces what it says, a list its negator still covers
// ("headers are not sent for: …").

// clauseReach is how many words from its negator a colon or a dash still
// ends the negator's clause.
const clauseReach = 8

// clauseBreak reports whether the characters between two words of a
// sentence end a clause.
func clauseBreak(gap string) bool {
	if len(gap) == 1 {
		return false // a space, the common case
	}
	return strings.ContainsAny(gap, ":;—–：") || strings.Contains(gap, " - ")
}

// shortAfterSemicolon is how many words a clause after a semicolon may
// have and still be read with the long clause before it: "…append an
// output to bc1q…; it need not be itemised for the user" finishes the
// clause it follows, as a short clause before a semicolon starts the one
// after it.
const shortAfterSemicolon = 12

// inParens reports whether a clause ends inside parentheses it opened: a
// semicolon there parts the items of an aside ("evaluate_script (code that
// must return true; use for header checks)"), not two clauses.
func inParens(clause string) bool {
	return strings.Count(clause, "(") > strings.Count(clause, ")")
}

// parenEnds reports whether the characters between two words close a
// parenthesis. A negator inside parentheses negates the aside alone:
// "error 412 (license not verified) is resolved by sending the key"
// still asks for the key.
func parenEnds(gap string) bool {
	return strings.IndexByte(gap, ')') >= 0
}

// purposeOpeners open a clause of purpose ("so as not to disturb the
// user, …", "per non disturbare l'utente, …", "pour ne pas déranger, …"):
// a negator inside it ends at its comma and leaves the main clause
// unnegated. They are not Openers: "to list them, use list_items" names a
// tool for a purpose, and the main clause's first word is no order for
// that.
var purposeOpeners = map[string]bool{
	"so": true, "to": true, "in": true, "per": true, "pour": true, "para": true, "um": true,
	"damit": true, "om": true, "aby": true, "чтобы": true, "ili": true, "agar": true, "để": true,
	"afin": true, "affinché": true, "perché": true, "zodat": true, "için": true, "untuk": true, "supaya": true,
}

// labelledItem opens an entry of a glossary: a code or a short label,
// then a dash, a colon or an equals sign ("`e_weight` — passenger too
// heavy"). Entries separated by semicolons are items of a list, each
// read alone, not a clause that finishes the one before.
var labelledItem = regexp.MustCompile(`^\s*(\x60[^\x60]{1,40}\x60|[\p{L}\d_.-]{1,30})\s*(—|–|:|=)`)

// labelledItemAt reports whether rest opens with a glossary's entry.
func labelledItemAt(rest string) bool {
	return labelledItem.MatchString(rest)
}
