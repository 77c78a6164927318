package catalog

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// NameWords splits an identifier into lower-case words however it is
// spelled: snake_case, kebab-case, dotted.names, camelCase, PascalCase, and
// acronyms followed by words (HTTPRequest → http, request). Digits stay
// attached to the letters before them (s3, v2), since "s 3" means nothing.
func NameWords(name string) []string {
	return AppendNameWords(make([]string, 0, 4), name) // most names have a few words
}

// AppendNameWords appends the words of name (see NameWords) to words, so
// a caller splitting many names reuses one list.
func AppendNameWords(words []string, name string) []string {
	if !isASCIIString(name) {
		return append(words, nameWordsRunes(name)...)
	}
	// The name is lowered once and the words are cut from the lowered
	// copy at the same offsets (lowering ASCII keeps every byte in
	// place), so a camelCase name costs one string, not one a word.
	lower := name
	if hasASCIIUpper(name) {
		lower = strings.ToLower(name)
	}
	return appendASCIINameWords(words, name, lower)
}

// AppendNameWordsLower is AppendNameWords for a caller that holds the
// name lower-cased already (lower must be strings.ToLower(name)): the
// words of an ASCII name are cut from lower, and none is copied.
func AppendNameWordsLower(words []string, name, lower string) []string {
	if len(lower) != len(name) || !isASCIIString(name) {
		return AppendNameWords(words, name)
	}
	return appendASCIINameWords(words, name, lower)
}

// appendASCIINameWords appends the words of an ASCII name, cut at the
// name's boundaries from lower, the name lower-cased.
func appendASCIINameWords(words []string, name, lower string) []string {
	start := -1
	for i := range len(name) {
		c := name[i]
		switch {
		case !isASCIILetter(c) && !isASCIIDigit(c):
			if start >= 0 {
				words = append(words, lower[start:i])
				start = -1
			}
			continue
		case isASCIIUpper(c) && start >= 0:
			prev := name[i-1] // the word so far ends just before c
			nextLower := i+1 < len(name) && isASCIILower(name[i+1])
			if isASCIILower(prev) || isASCIIDigit(prev) || (isASCIIUpper(prev) && nextLower) {
				words = append(words, lower[start:i])
				start = -1
			}
		}
		if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		words = append(words, lower[start:])
	}
	return words
}

// isASCIIString reports whether s is all ASCII.
func isASCIIString(s string) bool {
	for i := range len(s) {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// hasASCIIUpper reports whether an ASCII name has a capital letter.
func hasASCIIUpper(name string) bool {
	for i := range len(name) {
		if isASCIIUpper(name[i]) {
			return true
		}
	}
	return false
}

func isASCIIUpper(c byte) bool  { return c >= 'A' && c <= 'Z' }
func isASCIILower(c byte) bool  { return c >= 'a' && c <= 'z' }
func isASCIIDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isASCIILetter(c byte) bool { return isASCIIUpper(c) || isASCIILower(c) }

// nameWordsRunes is NameWords for names with non-ASCII letters.
func nameWordsRunes(name string) []string {
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
