package classifier

import (
	"encoding/binary"
	"strings"
)

// Scans asked of every text (is it plain ASCII, does it need its spaces
// folded, what are its markers) read it eight bytes at a time: a load of
// a 64-bit word and a few bit operations find given bytes in all eight at
// once, where a loop would branch on each.

const (
	ones  = 0x0101010101010101
	highs = 0x8080808080808080
	lows  = 0x7f7f7f7f7f7f7f7f
)

// zeroBytes has the high bit of each byte of x that is zero, and no other
// bit.
func zeroBytes(x uint64) uint64 { return ^((x&lows + lows) | x | lows) }

// bytesEqual has the high bit of each byte of x that is c.
func bytesEqual(x uint64, c byte) uint64 { return zeroBytes(x ^ ones*uint64(c)) }

// bytesIn has the high bit of each byte of x in [lo, hi], for hi < 0x80.
func bytesIn(x uint64, lo, hi byte) uint64 {
	low := x & lows // no sum below carries out of its byte: 0x7f + 0x80 < 0x100
	return (low + ones*uint64(0x80-lo)) &^ (low + ones*uint64(0x80-hi-1)) &^ x & highs
}

// asciiDigits has the high bit of each byte of x that is an ASCII digit.
func asciiDigits(x uint64) uint64 { return bytesIn(x, '0', '9') }

// isASCII reports whether s is printable ASCII, new lines and tabs.
func isASCII(s string) bool {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		x := loadFull8(s, i)
		if x&highs != 0 {
			return false
		}
		if ctl := bytesIn(x, 0, 0x1f); ctl != 0 &&
			ctl&^(bytesEqual(x, '\n')|bytesEqual(x, '\r')|bytesEqual(x, '\t')) != 0 {
			return false
		}
	}
	for ; i < len(s); i++ {
		if s[i] >= 0x80 || s[i] < 0x20 && s[i] != '\n' && s[i] != '\r' && s[i] != '\t' {
			return false
		}
	}
	return true
}

// spacesFolded reports whether foldSpace leaves text as it is: single
// spaces between words, no other white space. A text with white space
// other than ASCII is read a character at a time.
func spacesFolded(text string) bool {
	if text == "" {
		return true
	}
	prev := uint64(1) // the space before the text: a space at its start folds
	i := 0
	for ; i+8 <= len(text); i += 8 {
		x := loadFull8(text, i)
		if x&highs != 0 && unicodeSpaceIn(text, i, i+8) {
			return spacesFoldedByRune(text)
		}
		sp := bytesEqual(x, ' ')
		if bytesIn(x, '\t', '\r') != 0 || sp&(sp>>8|prev<<7) != 0 {
			return false // other white space, or a space after a space
		}
		prev = sp >> 63
	}
	for ; i < len(text); i++ {
		c := text[i]
		if c >= 0x80 && unicodeSpaceIn(text, i, i+1) {
			return spacesFoldedByRune(text)
		}
		sp := uint64(0)
		if c == ' ' {
			sp = 1
		}
		if c >= '\t' && c <= '\r' || sp&prev != 0 {
			return false
		}
		prev = sp
	}
	return prev == 0 // no space at the end
}

// unicodeSpaceIn reports whether a white space character other than
// ASCII starts in text[from:to]. Only four bytes start one (U+0085 and
// U+00A0, U+1680, U+2000–U+205F, U+3000): the others are passed over
// without decoding.
func unicodeSpaceIn(text string, from, to int) bool {
	for i := from; i < to; i++ {
		switch text[i] {
		case 0xc2, 0xe1, 0xe2, 0xe3:
			if sp, _ := unicodeSpaceAt(text, i); sp {
				return true
			}
		}
	}
	return false
}

// spacesFoldedByRune is spacesFolded a character at a time.
func spacesFoldedByRune(text string) bool {
	prevSpace := true
	for i := 0; i < len(text); {
		sp, size := spaceAt(text, i)
		if sp && (text[i] != ' ' || prevSpace) {
			return false
		}
		prevSpace = sp
		i += size
	}
	return !prevSpace
}

// mayHideIn is strings.ContainsFunc(s, mayHide) read in UTF-8 bytes
// rather than decoded characters: a lead byte always starts a character,
// so the bytes of each character mayHide accepts are found as they are.
func mayHideIn(s string) bool {
	for i := range len(s) {
		c := s[i]
		if c < 0x80 {
			if c < 0x20 && c != '\n' && c != '\r' && c != '\t' || c == 0x7f {
				return true
			}
			continue
		}
		next := func(k int) byte { // the k-th byte after c, or 0
			if i+k < len(s) {
				return s[i+k]
			}
			return 0
		}
		switch b1, b2 := next(1), next(2); c {
		case 0xc2: // U+0080–U+009F, the C1 controls
			if b1 >= 0x80 && b1 <= 0x9f {
				return true
			}
		case 0xd8: // U+061C
			if b1 == 0x9c {
				return true
			}
		case 0xe2: // U+200B–U+200F, U+202A–U+202E, U+2060–U+2069 but U+2065
			if b1 == 0x80 && (b2 >= 0x8b && b2 <= 0x8f || b2 >= 0xaa && b2 <= 0xae) || b1 == 0x81 && b2 >= 0xa0 && b2 <= 0xa9 && b2 != 0xa5 {
				return true
			}
		case 0xef: // U+FEFF
			if b1 == 0xbb && b2 == 0xbf {
				return true
			}
		case 0xf3: // U+E0000–U+E007F
			if b1 == 0xa0 && (b2 == 0x80 || b2 == 0x81) && next(3) >= 0x80 && next(3) <= 0xbf {
				return true
			}
		}
	}
	return false
}

// asciiLower is strings.ToLower of ASCII text, eight bytes at a time; it
// returns s itself when s has no upper-case letter.
func asciiLower(s string) string {
	i := 0
	for ; i+8 <= len(s) && bytesIn(loadFull8(s, i), 'A', 'Z') == 0; i += 8 {
	}
	upper := i < len(s) && bytesIn(load8(s, i), 'A', 'Z') != 0
	if !upper {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	var buf [256]byte // lowered in pieces on the stack, then copied
	for start := 0; start < len(s); start += len(buf) {
		end := min(start+len(buf), len(s))
		n := 0
		for i := start; i < end; i += 8 {
			x := load8(s, i)
			binary.LittleEndian.PutUint64(buf[n:], x|bytesIn(x, 'A', 'Z')>>2) // 0x80>>2 is the case bit
			n += 8
		}
		b.Write(buf[:end-start])
	}
	return b.String()
}
