package classifier

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// eachQuotation calls fn with each quotation of s, in the marks of
// quoteClosers: the index of its opening mark, and where its text starts
// and ends. An apostrophe inside a word opens none. fn returns false to
// stop.
func eachQuotation(s string, fn func(open, from, to int) bool) {
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		closer, ok := quoteClosers[r]
		if !ok || inWordMark(s, i, r) {
			i += n
			continue
		}
		j := strings.IndexRune(s[i+n:], closer)
		if j < 0 {
			return
		}
		from, to := i+n, i+n+j
		if !fn(i, from, to) {
			return
		}
		i = to + utf8.RuneLen(closer)
	}
}

// inWordMark reports whether the mark r at s[i] stands inside a word and
// so opens no quotation: a straight quote after an ASCII letter or digit
// ("don't", "5\""), or an apostrophe between two letters of any script.
// Ukrainian and Belarusian write the apostrophe inside words ("ін'єкція",
// "об'єкт"); read as an opening mark it would pair with a quotation's
// closing apostrophe far on, or with none, and hide the real quotations
// after it.
func inWordMark(s string, i int, r rune) bool {
	if r != '\'' && r != '"' || i == 0 {
		return false
	}
	if isWordByte(s[i-1]) {
		return true
	}
	if r != '\'' || s[i-1] < utf8.RuneSelf {
		return false
	}
	prev, _ := utf8.DecodeLastRuneInString(s[:i])
	next, _ := utf8.DecodeRuneInString(s[i+1:])
	return unicode.IsLetter(prev) && unicode.IsLetter(next)
}
