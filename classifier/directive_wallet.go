package classifier

// hasWalletAddress reports whether text has what reads as a blockchain
// address: 0x and 40 hex digits (Ethereum and its kin) or a bech32
// Bitcoin address (bc1 and 25 to 62 letters and digits). Like an IBAN,
// it is a place money can be sent to.
func hasWalletAddress(text string) bool {
	for i := 0; i+3 <= len(text); i++ {
		if i > 0 && (isLetter(text[i-1]) || isDigit(text[i-1])) {
			continue // inside a longer word
		}
		var n int
		switch {
		case text[i] == '0' && (text[i+1] == 'x' || text[i+1] == 'X'):
			n = runOf(text[i+2:], isHexDigit)
			if n == 40 {
				return true
			}
		case (text[i] == 'b' || text[i] == 'B') && (text[i+1] == 'c' || text[i+1] == 'C') && text[i+2] == '1':
			n = runOf(text[i+3:], func(c byte) bool { return isLetter(c) || isDigit(c) })
			if n >= 25 && n <= 62 {
				return true
			}
		case text[i] == 't' || text[i] == 'T':
			if tronAddress(text[i:]) {
				return true
			}
		case text[i] == '1' || text[i] == '3':
			if legacyAddress(text[i:]) {
				return true
			}
		}
	}
	return false
}

// runOf is the length of the run of bytes at s's start that ok accepts.
func runOf(s string, ok func(byte) bool) int {
	n := 0
	for n < len(s) && ok(s[n]) {
		n++
	}
	return n
}

func isHexDigit(c byte) bool {
	return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// legacyAddress reports whether s opens with a Bitcoin address of the
// older kind (1… or 3…): 26 to 35 letters and digits ending the word,
// with at least three digits and a letter past f among them, as no number,
// word or hex digest has. The text may be lower-cased, so base58's cases
// are not told apart.
func legacyAddress(s string) bool {
	n := runOf(s, func(c byte) bool { return isLetter(c) || isDigit(c) })
	if n < 26 || n > 35 {
		return false
	}
	digits, pastF := 0, false
	for i := 1; i < n; i++ {
		c := s[i] | 0x20
		if isDigit(s[i]) {
			digits++
		} else if c > 'f' {
			pastF = true
		}
	}
	return digits >= 3 && pastF
}

// tronAddress reports whether s opens with what reads as a TRON address:
// a T and 33 more letters and digits, some of them digits, ending a word
// (a word of prose that long has no digits).
func tronAddress(s string) bool {
	n := runOf(s, func(c byte) bool { return isLetter(c) || isDigit(c) })
	return n == 34 && digitCount(s[:n]) >= 4
}
