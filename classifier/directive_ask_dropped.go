package classifier

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A confirmation is dropped as often by the plain verb of asking as by
// one of confirming: "delete the old records — do not ask the user",
// "frag den Nutzer nicht", "no le preguntes al usuario". Asking is read
// as asking for the user's go-ahead only when it has no object of its
// own: the party is the end of the clause, or only "first" or "again"
// follows it. "Do not ask the user for the region; it comes from the
// profile" asks for a value, and drops nothing.

// askStems are the verbs of asking, in the languages whose order puts
// the party after the verb.
var askStems = []string{"ask", "frag", "pregunt", "demande", "pergunt", "vraag", "chied", "pytaj", "спрашива", "питай", "запитуй"}

// askEnds are what may follow the party when the asking is for the
// go-ahead: nothing, or a word of time.
var askEnds = []string{"", "first", "again", "beforehand", "nicht", "primero", "d'abord", "primeiro", "eerst", "prima", "najpierw"}

// asksLeftOut reports whether a lower-cased sentence orders, with a
// negator near a verb of asking, that the party is not asked (see
// askStems and askEnds).
func asksLeftOut(s string) bool {
	for _, stem := range askStems {
		for i := range occurrences(s, stem) {
			if prev, _ := utf8.DecodeLastRuneInString(s[:i]); i > 0 && (unicode.IsLetter(prev) || unicode.IsDigit(prev)) {
				continue // inside a word ("task")
			}
			// German puts its negator after the party ("frag den Nutzer
			// nicht"); partyEnds then reads it as the clause's end.
			if !negatorNear(s, i, i+len(stem)) && !strings.Contains(s[i:min(len(s), i+48)], " nicht") {
				continue
			}
			if partyEnds(s[i:]) {
				return true
			}
		}
	}
	return false
}

// partyEnds reports whether the clause that opens s (with a verb of
// asking) names the party in its next few words and ends there.
func partyEnds(s string) bool {
	clause := s
	if j := strings.IndexAny(clause, ".;:!?,—–()"); j >= 0 {
		clause = clause[:j]
	}
	words := strings.Fields(clause)
	if len(words) < 2 || len(words) > 6 {
		return false
	}
	for k := 1; k < len(words); k++ {
		if pieceAt(words[k], confirmParty) == 0 {
			rest := strings.Join(words[k+1:], " ")
			for _, e := range askEnds {
				if rest == e {
					return true
				}
			}
			return false
		}
	}
	return false
}
