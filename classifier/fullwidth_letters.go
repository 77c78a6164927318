package classifier

import "unicode/utf8"

// Full-width Latin letters (U+FF21–U+FF3A, U+FF41–U+FF5A) belong in
// Chinese, Japanese and Korean text as a letter or an abbreviation set in
// the width of the characters around it ("ＰＤＦ", "Ａ４"). A sentence of
// words spelled in them hides from a filter that reads ASCII what a model
// reads plainly: like mathematical letters, it is an encoding.

// minFullWidthWords is how many words of full-width letters, three
// letters or more each, make a text spelled in them: an abbreviation or
// two in CJK text is not.
const minFullWidthWords = 3

// hasFullWidthWords reports whether s spells words in full-width Latin
// letters (see minFullWidthWords).
func hasFullWidthWords(s string) bool {
	words, run := 0, 0
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		i += n
		if r >= 0xFF21 && r <= 0xFF3A || r >= 0xFF41 && r <= 0xFF5A {
			if run++; run == 3 {
				if words++; words == minFullWidthWords {
					return true
				}
			}
			continue
		}
		run = 0
	}
	return false
}
