package classifier

import (
	"math/bits"
	"strings"
)

// Most texts are prose: words apart, no escapes. Their markers are read
// eight bytes at a time, with bit tricks that find given bytes in a word
// of eight; a text with a long run of bytes between spaces (where base64
// or hex may hide) or with no space at all is read a byte at a time.

// runLimit is the length of a run of bytes without a space from which a
// text is read byte by byte: markersByByte looks for runs of 24 bytes of
// the base64 alphabet, which has no space.
const runLimit = 24

// markersOf returns the markers of s: markersByByte's, read eight bytes at
// a time where that can tell them. The separators are counted only in a
// text without white space, the only one they matter in.
func markersOf(s string) markers {
	var high, space uint64
	digits := 0
	run := 0 // bytes since the last space
	i := 0
	for ; i+8 <= len(s); i += 8 {
		x := loadFull8(s, i)
		sp := bytesEqual(x, ' ')
		if sp == 0 {
			if run += 8; run >= runLimit {
				return markersSlowly(s)
			}
		} else {
			if run+bits.TrailingZeros64(sp)/8 >= runLimit {
				return markersSlowly(s)
			}
			run = 7 - (63-bits.LeadingZeros64(sp))/8
		}
		space |= sp
		high |= x & highs
		digits += bits.OnesCount64(asciiDigits(x))
	}
	for ; i < len(s); i++ {
		if s[i] == ' ' {
			space, run = 1, 0
		} else if run++; run >= runLimit {
			return markersSlowly(s)
		}
		if s[i] >= 0x80 {
			high = 1
		}
		if s[i] >= '0' && s[i] <= '9' {
			digits++
		}
	}
	if space == 0 {
		return markersSlowly(s) // tabs or new lines may be its only spaces
	}
	// No run of 24 bytes without a space: no base64 or hex run. Escapes
	// are looked for by a search per byte, each faster than a pass of
	// this loop.
	escape := strings.IndexByte(s, '&') >= 0 || strings.IndexByte(s, '%') >= 0 || strings.IndexByte(s, '\\') >= 0
	spaced := digits >= 11 && spacedHexPairs(s)
	return markers{space: true, encoded: spaced || escape, nonASCII: high != 0, runs: spaced}
}

// markersSlowly is markersByByte with markersOf's separators.
func markersSlowly(s string) markers {
	m := markersByByte(s)
	if m.space {
		m.separators = 0
	}
	return m
}
