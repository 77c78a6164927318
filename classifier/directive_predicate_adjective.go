package classifier

// A word that is a verb and an adjective ("empty", "clear", "open",
// "complete") reads as an order when it stands where a verb would: "empty
// the trash". Standing after a copula or a conjunction and ending its
// clause ("servers to audit; all if empty", "the field is clear.",
// "when complete,") it says what state a thing is in, and asks for no
// act: nothing follows it to act on. The verb classes of the word are
// dropped there; "if empty, wipe the disk" still reads "wipe".

// predicateLeads are the words after which an adjective-verb is a
// predicate: copulas and conjunctions that a state follows.
var predicateLeads = map[string]bool{"if": true, "when": true, "unless": true, "while": true, "once": true, "until": true,
	"is": true, "are": true, "was": true, "were": true, "be": true, "been": true, "stays": true, "stay": true,
	"remains": true, "remain": true, "left": true, "becomes": true, "become": true}

// predicateAdjective reports whether the last of words, an
// adjective-verb, follows a word of predicateLeads and ends its clause.
func predicateAdjective(text string, words []wordSpan) bool {
	n := len(words)
	if n < 2 {
		return false
	}
	last, before := words[n-1], words[n-2]
	if !predicateLeads[text[before.start:before.end]] || text[before.end:last.start] != " " {
		return false
	}
	rest := text[last.end:]
	for i := range len(rest) {
		switch rest[i] {
		case ' ':
			continue
		case '.', ',', ';', ':', ')', '!', '?':
			return true
		}
		return false
	}
	return true
}
