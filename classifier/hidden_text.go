package classifier

import (
	"slices"
	"strings"
)

// hiddenText is the text hiddenCharacters reads, with the facts about the
// whole text that its excuses ask for (does it hold Hebrew or Arabic, does
// it name invisible characters, isolates or directional marks) worked out
// once, on first need. Asked afresh for every invisible character, each
// would cost the text's length, and a text of many excused characters
// would take time in the square of its length: seconds for a description
// of a hundred kilobytes.
type hiddenText struct {
	runes []rune
	lower string
	// Each fact is 0 until asked, then 1 (true) or -1 (false).
	rtl, invisible, isolates, marks int8
	joiners                         int8 // few word joiners, in a text that names them (see joinsName)
	invisibles                      int  // one more than the count of invisible characters, once counted (see invisibleCount)
}

// fact returns *memo, working it out with f on first need.
func (t *hiddenText) fact(memo *int8, f func() bool) bool {
	if *memo == 0 {
		*memo = -1
		if f() {
			*memo = 1
		}
	}
	return *memo > 0
}

// lowered is the text in lower case.
func (t *hiddenText) lowered() string {
	if t.lower == "" && len(t.runes) > 0 {
		t.lower = strings.ToLower(string(t.runes))
	}
	return t.lower
}

// hasRTL reports whether the text holds a Hebrew or Arabic letter.
func (t *hiddenText) hasRTL() bool {
	return t.fact(&t.rtl, func() bool { return slices.ContainsFunc(t.runes, isRTLLetter) })
}

// namesInvisible reports whether the text speaks of invisible or
// zero-width characters.
func (t *hiddenText) namesInvisible() bool {
	return t.fact(&t.invisible, func() bool {
		l := t.lowered()
		return strings.Contains(l, "zero-width") || strings.Contains(l, "zero width") || strings.Contains(l, "invisible")
	})
}

// namesIsolates reports whether the text speaks of isolates or of
// bidirectional text.
func (t *hiddenText) namesIsolates() bool {
	return t.fact(&t.isolates, func() bool {
		l := t.lowered()
		return strings.Contains(l, "isolate") || strings.Contains(l, "bidi") || strings.Contains(l, "directional")
	})
}

// namesMarks reports whether the text names directional marks or a
// right-to-left script (see marksNamed).
func (t *hiddenText) namesMarks() bool {
	return t.fact(&t.marks, func() bool { return marksNamed.MatchString(t.lowered()) })
}
