package classifier

import (
	"strings"
	"unicode/utf8"
)

// Arabic is written with its short vowels left out or, in part, put in
// ("حوِّل", "دائمًا"), and a writer may place them or the doubling mark
// in either order. A cue is looked up as the word stands, and a word with
// vowel marks that is no cue as written is looked up again without them
// (the doubling mark kept, as it tells words apart: "حوّل" is transfer,
// "حول" about). The cues are indexed without their vowel marks too, and
// a word before a cue's last is read without them.

// arabicVowelMark reports whether r is an Arabic short vowel or nunation
// mark (fathatan to kasra, and sukun), not the doubling mark.
func arabicVowelMark(r rune) bool {
	return r >= 0x064B && r <= 0x0650 || r == 0x0652
}

// hasArabicVowels reports whether w has an Arabic vowel mark: each is
// two bytes that open with 0xD9.
func hasArabicVowels(w string) bool {
	for i := strings.IndexByte(w, 0xD9); i >= 0 && i+1 < len(w); {
		if r, _ := utf8.DecodeRuneInString(w[i:]); arabicVowelMark(r) {
			return true
		}
		j := strings.IndexByte(w[i+1:], 0xD9)
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}

// withoutArabicVowels is w without its Arabic vowel marks.
func withoutArabicVowels(w string) string {
	if !hasArabicVowels(w) {
		return w
	}
	return strings.Map(func(r rune) rune {
		if arabicVowelMark(r) {
			return -1
		}
		return r
	}, w)
}

// arabicPlainCues indexes the cues of every class without their vowel
// marks.
func (d *directiveRule) arabicPlainCues(index func(cue)) {
	d.respelledCues(index, withoutArabicVowels, func(string, []string) bool { return true })
}
