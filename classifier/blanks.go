package classifier

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A definition's texts are read as a person sees them. A no-break space,
// a thin or an ideographic space shows as a space; two spaces or a tab
// between words show as a gap, as one space does; a soft hyphen shows
// only where a line breaks inside its word, and a text in a tool's
// description does not break. The checks look for phrases written with
// one plain space between their words: without this, a payload whose
// words are spaced with U+00A0, doubled spaces or soft hyphens inside
// its words would read as other words to every check, and the same to a
// model.

// readableBlanks returns s with every space character a space, each run
// of spaces and tabs between words of a line one space, the blanks that
// end a line dropped, and soft hyphens dropped.
// The spaces that open a line (an indented block, a list) are kept as
// they are: they say where a line starts, not how far apart words are.
// A text with nothing to change is returned as it is, without copying.
func readableBlanks(s string) string {
	if !hasOddBlanks(s) {
		return s
	}
	// Soft hyphens between single letters hide the words from a filter
	// that reads words; they are kept, for the check of hidden
	// characters to see them (see softHyphenated).
	keepSoft := softHyphenatedIn(s)
	var b strings.Builder
	b.Grow(len(s))
	lineStart, gap := true, false
	for i := 0; i < len(s); {
		r, size := rune(s[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(s[i:])
		}
		i += size
		switch {
		case r == softHyphen && !keepSoft:
			continue
		case r == '\n' || r == '\r':
			gap, lineStart = false, true
			b.WriteRune(r)
			continue
		case r == '\t' || r == ' ' || spaceRune(r):
			if lineStart {
				b.WriteRune(r) // indentation, as written
				continue
			}
			gap = true
			continue
		}
		if gap {
			b.WriteByte(' ')
			gap = false
		}
		lineStart = false
		b.WriteRune(r)
	}
	return b.String() // blanks that end the text end its last line
}

// softHyphen is U+00AD, shown only where a line breaks inside a word.
const softHyphen = '\u00ad'

// spaceRune reports whether r is a space character other than the ASCII
// space and tab that shows as a space between words: no-break, Ogham,
// the typographic spaces, narrow no-break, medium mathematical and
// ideographic.
func spaceRune(r rune) bool {
	switch {
	case r == '\u00a0', r == '\u1680', r >= '\u2000' && r <= '\u200a', r == '\u202f', r == '\u205f', r == '\u3000':
		return true
	}
	return false
}

// hasOddBlanks reports whether readableBlanks would change s: a space
// character other than ASCII's, a soft hyphen, or two blanks in a row or
// a tab after a line's first word. Most texts have none; it reads their
// bytes once, without decoding.
func hasOddBlanks(s string) bool {
	lineStart := true
	for i := range len(s) {
		c := s[i]
		switch {
		case c == '\n' || c == '\r':
			lineStart = true
		case c == ' ' || c == '\t':
			if !lineStart && (c == '\t' || i+1 < len(s) && (s[i+1] == ' ' || s[i+1] == '\t')) {
				return true
			}
		case c >= utf8.RuneSelf:
			// Every space character beyond ASCII and the soft hyphen
			// starts with one of these bytes; the rest of the rune
			// decides.
			if c == 0xC2 || c == 0xE1 || c == 0xE2 || c == 0xE3 {
				if r, _ := utf8.DecodeRuneInString(s[i:]); r == softHyphen || spaceRune(r) {
					return true
				}
			}
			lineStart = false
		default:
			lineStart = false
		}
	}
	return false
}

// softHyphenatedIn reports whether s holds a run of single letters set
// apart by soft hyphens anywhere (see softHyphenated).
func softHyphenatedIn(s string) bool {
	for i := strings.IndexRune(s, softHyphen); i >= 0; {
		if softHyphenated(s[i:]) {
			return true
		}
		j := strings.IndexRune(s[i+2:], softHyphen)
		if j < 0 {
			break
		}
		i += 2 + j
	}
	return false
}

// softHyphenated reports whether s opens with a run of single letters set
// apart by soft hyphens ("\u00ADP\u00ADi\u00ADk\u00AD"): three letters
// in a row, each with a soft hyphen on both sides. Hyphenation puts one
// between syllables, so a single letter between two is rare and three in
// a row do not happen in a word; a text spelled that way is kept from
// filters that read words, while a model reads through it.
func softHyphenated(s string) bool {
	const want = 3
	for range want {
		rest, ok := strings.CutPrefix(s, "\u00ad")
		if !ok {
			return false
		}
		r, size := utf8.DecodeRuneInString(rest)
		if size == 0 || !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			return false
		}
		s = rest[size:]
	}
	return strings.HasPrefix(s, "\u00ad")
}
