package classifier

import "strings"

// joinedText is the texts of a definition as written, read together: it
// is kept as the pieces it is made of and joined only when a match is
// reported from it, which few definitions have. (The lowered texts the
// rules read are joined as they come.)
type joinedText struct {
	pieces []string
	n      int // its length in bytes
	// last is its last byte that is not a space or a tab, if hasLast.
	last    byte
	hasLast bool
}

func (j *joinedText) write(s string) {
	if s == "" {
		return
	}
	j.pieces = append(j.pieces, s)
	j.n += len(s)
	if t := strings.TrimRight(s, " \t"); t != "" {
		j.last, j.hasLast = t[len(t)-1], true
	}
}

func (j *joinedText) String() string { return strings.Join(j.pieces, "") }

// newSentence reports whether text, read after the joined text, starts a
// sentence that the joined text has not ended: it starts with a capital
// letter after words with no closing punctuation.
func (j *joinedText) newSentence(text string) bool {
	if text == "" || !isUpper(text[0]) {
		return false
	}
	return j.hasLast && !strings.ContainsRune(".!?:;\n", rune(j.last))
}
