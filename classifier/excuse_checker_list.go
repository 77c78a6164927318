package classifier

import (
	"regexp"
	"strings"
)

// A linter lists the risky patterns it flags as plain text, not in code
// spans: "flags risky patterns: piping a download into a shell (curl
// https://… | sh), unquoted variables in rm -rf, chmod 777". Each item is
// a short name of a pattern after the lead that says what is listed; the
// list is what the checker reports, not a command. The items must stay
// short noun phrases: one that turns to the reader ("then", "also",
// "you"), makes an act standing, or prints a whole address is no item
// of such a list, and the sentence before the lead is still read.

// checkerListTurn are the words no item of a checker's list holds: they
// turn the list back into an order, or print a host (an item's sample
// elides it: "https://…").
var checkerListTurn = regexp.MustCompile(`\b(then|also|you|your|always|instead|first|now|please|must|should|before|after)\b|@|https?://[a-z0-9-]+\.`)

// checkerListItemWords is the most words an item of the list may hold.
const checkerListItemWords = 9

// withoutCheckerList is sent with the items after a checker's lead
// ("risky patterns:") blanked, when each is a short noun phrase; false
// when there is no such list.
func withoutCheckerList(sent string) (string, bool) {
	loc := checkerLead.FindStringIndex(sent)
	if loc == nil {
		return sent, false
	}
	list := sent[loc[1]:]
	if !shortCheckerItems(list, withoutParens(list)) {
		return sent, false
	}
	b := []byte(sent)
	blankSpan(b, loc[1], len(sent))
	return string(b), true
}

// shortCheckerItems reports whether list, read as items in plain (its
// samples folded away), holds at least two, each a short name of a
// pattern, and list turns nowhere to the reader nor prints a host.
func shortCheckerItems(list, plain string) bool {
	if checkerListTurn.MatchString(list) {
		return false
	}
	items := strings.Split(listJoiners.Replace(" "+plain+" "), ",")
	if len(items) < 2 {
		return false
	}
	for _, item := range items {
		if len(strings.Fields(item)) > checkerListItemWords {
			return false
		}
	}
	return true
}

// withoutParens is s with what stands in parentheses dropped: an item's
// sample in parentheses is part of the item.
func withoutParens(s string) string {
	var b strings.Builder
	depth := 0
	for _, r := range s {
		switch {
		case r == '(':
			depth++
		case r == ')' && depth > 0:
			depth--
		case depth == 0:
			b.WriteRune(r)
		}
	}
	return b.String()
}
