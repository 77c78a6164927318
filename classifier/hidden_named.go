package classifier

import (
	"regexp"
	"strconv"
)

// A text about invisible characters names the ones it uses by their code
// points: "places a left-to-right mark (U+200E) around invoice numbers",
// "reports bidirectional controls (U+202A–U+202E, U+2066–U+2069) … Example
// of what it catches: …", "gluon (U+2060) to prevent a break". The reader
// sees the code point written out, so the character is told, not hidden.
// Tag characters, which spell whole messages, the overrides, which spell
// a name backwards, and runs of many invisible characters are read as
// ever.

// codePointNamed is a code point written out, alone or as the first of a
// range: U+200E, U+202A–U+202E, U+2066..U+2069, U+202A to U+202E.
var codePointNamed = regexp.MustCompile(`u\+([0-9a-f]{4,5})(?:\s*(?:–|—|-|\.\.|to)\s*(?:u\+)?([0-9a-f]{4,5}))?`)

// maxNamedInvisible is how many invisible characters a text that names
// them may hold: a few shown around numbers, names or a sample line; a
// hidden message needs many more.
const maxNamedInvisible = 16

// namedCodePoint reports whether the text writes out r's code point, or
// a range that holds it, and holds few invisible characters.
func (t *hiddenText) namedCodePoint(r rune) bool {
	if t.invisibleCount() > maxNamedInvisible {
		return false
	}
	for _, m := range codePointNamed.FindAllStringSubmatch(t.lowered(), 32) {
		lo, err := strconv.ParseInt(m[1], 16, 32)
		if err != nil {
			continue
		}
		hi := lo
		if m[2] != "" {
			if hi, err = strconv.ParseInt(m[2], 16, 32); err != nil || hi < lo || hi-lo > 0x40 {
				continue
			}
		}
		if int64(r) >= lo && int64(r) <= hi {
			return true
		}
	}
	return false
}

// invisibleCount is how many characters of the text hiddenCharacters
// looks at (see mayHide).
// The count is kept, as it is asked for each invisible character.
func (t *hiddenText) invisibleCount() int {
	if t.invisibles == 0 {
		t.invisibles = 1 // one more than the count
		for _, r := range t.runes {
			if mayHide(r) {
				t.invisibles++
			}
		}
	}
	return t.invisibles - 1
}
