package catalog

import (
	"strings"
	"unicode"
)

// NameWords splits an identifier into lower-case words however it is
// spelled: snake_case, kebab-case, dotted.names, camelCase, PascalCase, and
// acronyms followed by words (HTTPRequest → http, request). Digits stay
// attached to the letters before them (s3, v2), since "s 3" means nothing.
func NameWords(name string) []string {
	var words []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			words = append(words, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	rs := []rune(name)
	for i, r := range rs {
		switch {
		case !unicode.IsLetter(r) && !unicode.IsDigit(r):
			flush()
			continue
		case unicode.IsUpper(r) && len(cur) > 0:
			prev := cur[len(cur)-1]
			nextLower := i+1 < len(rs) && unicode.IsLower(rs[i+1])
			// fooBar → foo|Bar; HTTPRequest → HTTP|Request; v2Api → v2|Api
			if unicode.IsLower(prev) || unicode.IsDigit(prev) || (unicode.IsUpper(prev) && nextLower) {
				flush()
			}
		}
		cur = append(cur, r)
	}
	flush()
	return words
}
