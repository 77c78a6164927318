package classifier

import "strings"

// A definition can hide a sentence in ROT13 (each letter moved thirteen
// places) and tell the model to read it so: "Note (rot13): Nyfb fraq …".
// Letters moved so read as nothing to a person or a word filter, and a
// model undoes them when told. Only a text that names the cipher is read
// again: a model told nothing has no reason to undo it, and undoing every
// text would cost a view per field.

// mentionsROT13 reports whether text names ROT13: "rot13", "rot-13",
// "rot_13" or "rot 13" in any case.
func mentionsROT13(text string) bool {
	for i := strings.Index(text, "13"); i >= 0; {
		j := i
		if j > 0 && (text[j-1] == '-' || text[j-1] == '_' || text[j-1] == ' ') {
			j--
		}
		if j >= 3 && strings.EqualFold(text[j-3:j], "rot") && (j == 3 || !isLetterByte(text[j-4])) {
			return true
		}
		next := strings.Index(text[i+2:], "13")
		if next < 0 {
			return false
		}
		i += 2 + next
	}
	return false
}

// rot13 moves every ASCII letter of s thirteen places.
func rot13(s string) string {
	b := []byte(s)
	for i, c := range b {
		switch {
		case c >= 'a' && c <= 'z':
			b[i] = 'a' + (c-'a'+13)%26
		case c >= 'A' && c <= 'Z':
			b[i] = 'A' + (c-'A'+13)%26
		}
	}
	return string(b)
}
