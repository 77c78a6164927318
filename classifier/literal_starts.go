package classifier

import "strings"

// startsWord reports whether one of the strings of ls begins a word of
// text: stands at its start or after a byte that is no word byte (see
// wordByte). It is stemAt(text, strings) >= 0 in one pass over text,
// however many strings there are: a parameter's description is read for
// dozens of words that say whom it is for.
func (ls *literalSet) startsWord(text string) bool { return ls.firstWordAt(text, false) >= 0 }

// firstWordAt is firstAt(s, ls.lits, whole) in one pass over s: where the
// first of the strings begins a word of s (ending one too when whole), or
// -1. firstAt searches the text once per string; a list of dozens of
// verbs in many languages, asked of a long definition, makes as many
// passes. The strings are found at their anchor bytes (see literalSet),
// not in the order they start, so the pass goes on past a string found
// until no string anchored further on could start before it.
func (ls *literalSet) firstWordAt(s string, whole bool) int {
	if ls.always {
		return firstAt(s, ls.lits, whole) // an empty string begins the first word, as firstAt finds it
	}
	first := -1
	for i := range len(s) {
		if first >= 0 && i-ls.maxOff > first {
			break
		}
		if f := ls.follow[s[i]]; f == 0 || f != ^uint64(0) && (i+1 == len(s) || f&(1<<(s[i+1]&63)) == 0) {
			continue
		}
		for _, a := range ls.byAnchor[s[i]] {
			start := i - a.off
			if start < 0 || first >= 0 && start >= first || !strings.HasPrefix(s[start:], a.lit) {
				continue
			}
			end := start + len(a.lit)
			if (start == 0 || !wordByte(s[start-1])) && (!whole || end == len(s) || !wordByte(s[end])) {
				first = start
			}
		}
	}
	return first
}
