package classifier

// inHostname reports whether the word w of text is part of a label of a
// host name with a label after it ("tickets.example.com", "example.org",
// "renew.example-keys.com"): a word of the name, not its last label
// ("books@firm.example", a name reserved for examples, which says the
// address is one). The name runs on from the word over letters, digits,
// hyphens and dots; a dot in it with a letter after it starts the next
// label. A sentence's last word before its full stop is not one: the dot
// there has no label after it.
func inHostname(text string, w wordSpan) bool {
	for i := w.end; i+1 < len(text) && isHostByte(text[i]); i++ {
		if text[i] == '.' && isLetterByte(text[i+1]) {
			return true
		}
	}
	return false
}

// isHostByte reports whether c may stand in a host name.
func isHostByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '.'
}
