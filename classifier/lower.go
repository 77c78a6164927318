package classifier

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// toLower is strings.ToLower, faster on text that is not all ASCII (a
// curly quote or a dash is enough): strings.ToLower then maps every
// character through unicode.ToLower, a search of the case tables, where
// here ASCII is lowered in place and only the characters the tables may
// change are looked up.
func toLower(s string) string {
	i := 0
	for ; i+8 <= len(s) && loadFull8(s, i)&highs == 0; i += 8 {
	}
	if i < len(s) && load8(s, i)&highs != 0 {
		var b strings.Builder
		b.Grow(len(s) + utf8.UTFMax)
		appendLower(&b, s)
		return b.String()
	}
	return asciiLower(s)
}

// appendLower writes strings.ToLower(s) to b.
func appendLower(b *strings.Builder, s string) {
	start := 0 // s[start:i] is to be written as it is
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				b.WriteString(s[start:i])
				b.WriteByte(c + 'a' - 'A')
				start = i + 1
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			// strings.ToLower writes an invalid byte as U+FFFD.
			b.WriteString(s[start:i])
			b.WriteRune(utf8.RuneError)
			start = i + 1
		case mayChangeCase(r):
			if l := unicode.ToLower(r); l != r {
				b.WriteString(s[start:i])
				b.WriteRune(l)
				start = i + size
			}
		}
		i += size
	}
	b.WriteString(s[start:])
}

// caseBits marks the characters below U+10000 that unicode.ToLower may
// change: those of the case tables' ranges with a lower-case mapping.
var caseBits = func() (t [1 << 16 / 64]uint64) {
	for _, cr := range unicode.CaseRanges {
		if cr.Delta[unicode.LowerCase] == 0 {
			continue
		}
		for r := cr.Lo; r <= cr.Hi && r < 1<<16; r++ {
			t[r/64] |= 1 << (r % 64)
		}
	}
	return t
}()

// mayChangeCase reports whether unicode.ToLower may change r.
func mayChangeCase(r rune) bool {
	return r >= 1<<16 || caseBits[r/64]&(1<<(r%64)) != 0
}
