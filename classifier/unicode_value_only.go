package classifier

import "unicode"

// A tool that inserts an invisible character takes it as a parameter:
// a line-break helper's separator defaults to the zero-width space it
// puts between phrases, a word-joining tool offers the word joiner among
// its choices. A default or an enum value that is nothing but such a
// character, of a kind the description names by code point or in words,
// is the tool's own input, as a sample input is (see namedSample). It can
// spell no message: the value holds no visible letter, and at most a few
// invisible characters (a hidden message in tag characters or selectors
// takes many). A value with visible text beside the character, one of a
// kind the description does not name, or one with more than a few is read
// as ever.

// invisibleValue reports whether f is a parameter's default or enum
// value made up only of characters hiddenCharacters looks at.
func invisibleValue(f textField) bool {
	if f.kind != "param_default" && f.kind != "param_enum" || f.text == "" {
		return false
	}
	for _, r := range f.text {
		if !mayHide(r) && !isSelector(r) || unicode.IsSpace(r) {
			return false
		}
	}
	return true
}
