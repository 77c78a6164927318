package classifier

import (
	"strings"
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
		if !ok || (r == '\'' || r == '"') && i > 0 && isWordByte(s[i-1]) {
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
