package classifier

import (
	"regexp/syntax"
	"unicode"
	"unicode/utf8"
)

// What bytes a match of a regular expression can start with, read from
// its syntax tree (see firstByteSplit).

// firstSet is a set of bytes.
type firstSet [4]uint64

func (s *firstSet) add(b byte)     { s[b>>6] |= 1 << (b & 63) }
func (s firstSet) has(b byte) bool { return s[b>>6]&(1<<(b&63)) != 0 }
func (s *firstSet) addAll(o firstSet) {
	s[0], s[1], s[2], s[3] = s[0]|o[0], s[1]|o[1], s[2]|o[2], s[3]|o[3]
}

// addRange adds the bytes lo to hi.
func (s *firstSet) addRange(lo, hi byte) {
	for b := lo; ; b++ {
		s.add(b)
		if b == hi {
			return
		}
	}
}

// addRune adds the first byte of r's UTF-8 form, and with fold those of
// the runes it folds to.
func (s *firstSet) addRune(r rune, fold bool) {
	s.add(firstByteOf(r))
	if fold {
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			s.add(firstByteOf(f))
		}
	}
}

// firstByteOf is the first byte of r written in UTF-8 (that of U+FFFD
// for a rune that has no form).
func firstByteOf(r rune) byte {
	var buf [utf8.UTFMax]byte
	utf8.EncodeRune(buf[:], r)
	return buf[0]
}

// firstBytes returns the bytes a non-empty match of re can start with,
// and whether re can match the empty string. It errs only toward more:
// a zero-width assertion is read as matching the empty string, and a
// class that holds characters beyond ASCII as starting with any byte
// that starts one.
func firstBytes(re *syntax.Regexp) (firstSet, bool) {
	var s firstSet
	switch re.Op {
	case syntax.OpNoMatch:
		return s, false
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return s, true
	case syntax.OpLiteral:
		if len(re.Rune) == 0 {
			return s, true
		}
		s.addRune(re.Rune[0], re.Flags&syntax.FoldCase != 0)
		return s, false
	case syntax.OpCharClass:
		for i := 0; i+1 < len(re.Rune); i += 2 {
			lo, hi := re.Rune[i], re.Rune[i+1]
			if lo < utf8.RuneSelf {
				s.addRange(byte(lo), byte(min(hi, utf8.RuneSelf-1))) //nolint:gosec // below 0x80, checked above
			}
			if hi >= utf8.RuneSelf {
				s.addRange(0xC0, 0xFF) // every byte that starts a character beyond ASCII
			}
		}
		return s, false
	case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		s.addRange(0, 0xFF)
		return s, false
	case syntax.OpCapture:
		return firstBytes(re.Sub[0])
	case syntax.OpStar, syntax.OpQuest:
		s, _ = firstBytes(re.Sub[0])
		return s, true
	case syntax.OpPlus:
		return firstBytes(re.Sub[0])
	case syntax.OpRepeat:
		if re.Max == 0 {
			return s, true
		}
		sub, null := firstBytes(re.Sub[0])
		return sub, null || re.Min == 0
	case syntax.OpConcat:
		for _, sub := range re.Sub {
			first, null := firstBytes(sub)
			s.addAll(first)
			if !null {
				return s, false
			}
		}
		return s, true
	case syntax.OpAlternate:
		null := false
		for _, sub := range re.Sub {
			first, n := firstBytes(sub)
			s.addAll(first)
			null = null || n
		}
		return s, null
	}
	// An operator not read above: any byte, and the empty string.
	s.addRange(0, 0xFF)
	return s, true
}
