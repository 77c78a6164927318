package classifier

// A word written both closed and hyphenated ("email", "e-mail") is two
// words to the scan when hyphenated: a cue written one way would miss the
// other, and a text names the user's "e-mail address" as often as their
// "email address". Each cue is indexed in both spellings, so the rules
// list a word once.

// hyphenSplit are the closed spellings and their hyphenated words.
var hyphenSplit = map[string][]string{
	"email":  {"e", "mail"},
	"emails": {"e", "mails"},
}

// spellings are a cue's words and, for each closed word it has, the cue
// with that word hyphenated, and the other way round.
func spellings(words []string) [][]string {
	out := [][]string{words}
	for closed, split := range hyphenSplit {
		for i := range words {
			switch {
			case words[i] == closed:
				v := append(append(append([]string(nil), words[:i]...), split...), words[i+1:]...)
				out = append(out, v)
			case i+1 < len(words) && words[i] == split[0] && words[i+1] == split[1]:
				v := append(append(append([]string(nil), words[:i]...), closed), words[i+2:]...)
				out = append(out, v)
			}
		}
	}
	return out
}
