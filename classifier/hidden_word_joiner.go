package classifier

import (
	"regexp"
	"unicode"
)

// A label or typesetting tool keeps a name on one line with a word
// joiner (U+2060) and says so: "names like St<WJ>Abbs Head are kept on
// one line with word-joiners". The joiner then does what it is for, it
// holds two parts of a name together, and hides nothing. The excuse is
// narrow: only U+2060, only in a text that names word joiners, only a few
// of them, and each between a letter, digit or dot and a capital or a
// digit, where a name's parts meet; a joiner that splits a lower-case
// word ("ig<WJ>nore"), the way filters are dodged, stays flagged.

// wordJoinerNamed are the words that name the word joiner, in the
// languages tools about typesetting are written in.
var wordJoinerNamed = regexp.MustCompile(`\bword[- ]?joiners?\b|\bwortverbinder\b|\bgluons? de mots\b|\buni(ó|o)n de palabras\b|\bunione di parole\b`)

// maxNameJoiners is the most word joiners a text may hold for them to be
// read as keeping names together.
const maxNameJoiners = 4

// joinsName reports whether the word joiner at i holds two parts of a
// name together in a text that names word joiners.
func joinsName(t *hiddenText, i int) bool {
	runes := t.runes
	if runes[i] != 0x2060 || i == 0 || i+1 >= len(runes) {
		return false
	}
	l, r := runes[i-1], runes[i+1]
	if !unicode.IsLetter(l) && !unicode.IsDigit(l) && l != '.' || !unicode.IsUpper(r) && !unicode.IsDigit(r) {
		return false
	}
	return t.fact(&t.joiners, func() bool {
		n := 0
		for _, x := range runes {
			if x == 0x2060 {
				n++
			}
		}
		return n <= maxNameJoiners && wordJoinerNamed.MatchString(t.lowered())
	})
}
