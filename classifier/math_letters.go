package classifier

// Mathematical alphanumerics (𝐂𝐚𝐧𝐜𝐞𝐥, 𝘀𝗲𝗻𝗱) are for formulas: words
// spelled in them look like text to a reader, slip past every filter that
// reads ASCII, and fold to plain letters for a model. A sentence written in
// them is read as hidden, like one in base64 or tag characters.

// hasMathLetters reports whether s has a letter or digit of the
// Mathematical Alphanumeric Symbols block.
func hasMathLetters(s string) bool {
	for _, r := range s {
		if r >= 0x1D400 && r <= 0x1D7FF {
			return true
		}
	}
	return false
}
