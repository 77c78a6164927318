package classifier

import "strings"

// A value of a schema (an enum's choice, a default, a const) is read as
// prose only when it holds a sentence: most are a word or two ("low",
// "vcf", "en-US"), which carry no instruction as written. Words are
// counted by the spaces between them, but Chinese, Japanese and Thai put
// none there, so a value in those scripts is a sentence by its length in
// their characters.

// unspacedSentence is how many characters of an unspaced script make a
// value a sentence: a name or a label is shorter (東京都, 高优先级).
const unspacedSentence = 8

// fewWords reports whether a value has too few words to hold an
// instruction: fewer than three spaced words and fewer than
// unspacedSentence characters of an unspaced script.
func fewWords(text string) bool {
	text = strings.TrimSpace(text)
	if strings.Count(text, " ") >= 2 {
		return false
	}
	n := 0
	for _, r := range text {
		if r >= 0x0E00 && unspaced(r) {
			if n++; n == unspacedSentence {
				return false
			}
		}
	}
	return true
}
