package classifier

import "strings"

// startsWord reports whether one of the strings of ls begins a word of
// text: stands at its start or after a byte that is no word byte (see
// wordByte). It is stemAt(text, strings) >= 0 in one pass over text,
// however many strings there are: a parameter's description is read for
// dozens of words that say whom it is for.
func (ls *literalSet) startsWord(text string) bool {
	if ls.always {
		return text != "" // an empty string begins the first word, as stemAt finds it
	}
	for i := range len(text) {
		if f := ls.follow[text[i]]; f == 0 || f != ^uint64(0) && (i+1 == len(text) || f&(1<<(text[i+1]&63)) == 0) {
			continue
		}
		for _, a := range ls.byAnchor[text[i]] {
			if at := i - a.off; at >= 0 && (at == 0 || !wordByte(text[at-1])) && strings.HasPrefix(text[at:], a.lit) {
				return true
			}
		}
	}
	return false
}
