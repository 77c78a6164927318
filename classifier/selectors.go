package classifier

import "strings"

// Bytes can be smuggled in variation selectors: 256 code points
// (U+FE00–U+FE0F and U+E0100–U+E01EF) that choose how the character before
// them is drawn and are not drawn themselves. One may follow an emoji or
// an ideograph; a run of them has no such use, and spells one byte per
// selector that a model can be told to read while a person sees a single
// emoji.

// minSelectorRun is the shortest run of variation selectors read as text:
// as short as the shortest decoded text isProse accepts.
const minSelectorRun = 12

// isSelector reports whether r is a variation selector.
func isSelector(r rune) bool { return r >= 0xFE00 && r <= 0xFE0F || r >= 0xE0100 && r <= 0xE01EF }

// selectorByte is the byte a variation selector stands for: the sixteen of
// the first block are 0–15, the 240 of the supplement 16–255.
func selectorByte(r rune) byte {
	if r <= 0xFE0F {
		return byte(r - 0xFE00) //nolint:gosec // r is a selector: 0–15
	}
	return byte(r - 0xE0100 + 16) //nolint:gosec // r is a selector: 16–255
}

// maySmuggle reports whether s has two variation selectors in a row, by
// their bytes in UTF-8 (EF B8 80–8F, F3 A0 84 80–F3 A0 87 AF): most
// texts are ruled out without decoding a rune, and one selector after an
// emoji is how emoji are written.
func maySmuggle(s string) bool {
	for i := range len(s) {
		if (s[i] == 0xef || s[i] == 0xf3) && selectorsAt(s, i) {
			return true
		}
	}
	return false
}

// selectorText returns what the runs of at least minSelectorRun variation
// selectors in s spell, runs joined by spaces; "" when none spells text.
func selectorText(s string) string {
	if !maySmuggle(s) {
		return ""
	}
	var out strings.Builder
	var run []byte
	flush := func() {
		if len(run) >= minSelectorRun && isProse(run) {
			if out.Len() > 0 {
				out.WriteByte(' ')
			}
			out.Write(run)
		}
		run = run[:0]
	}
	for _, r := range s {
		if isSelector(r) {
			run = append(run, selectorByte(r))
			continue
		}
		flush()
	}
	flush()
	return out.String()
}

// selectorAt is the length in bytes of the variation selector s has at i,
// 0 if it has none there.
func selectorAt(s string, i int) int {
	switch {
	case i+2 < len(s) && s[i] == 0xef && s[i+1] == 0xb8 && s[i+2] >= 0x80 && s[i+2] <= 0x8f:
		return 3
	case i+3 < len(s) && s[i] == 0xf3 && s[i+1] == 0xa0 && s[i+2] >= 0x84 && s[i+2] <= 0x87 &&
		(s[i+2] < 0x87 || s[i+3] <= 0xaf):
		return 4
	}
	return 0
}

// selectorsAt reports whether s has two variation selectors in a row at i.
func selectorsAt(s string, i int) bool {
	n := selectorAt(s, i)
	return n > 0 && selectorAt(s, i+n) > 0
}
