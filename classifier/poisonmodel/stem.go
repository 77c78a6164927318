package poisonmodel

// stem strips the commonest English inflections from a word of five
// letters or more (sends → send, copied → copi, forwarding → forward), so
// a form the training never saw reads as the forms it did. The last
// letter picks the suffixes to try: this runs on every word.
func stem(w []byte) []byte {
	n := len(w)
	if n < 5 {
		return w
	}
	cut := func(suf string) bool {
		return n-len(suf) >= 4 && string(w[n-len(suf):]) == suf
	}
	switch w[n-1] {
	case 's':
		for _, suf := range [...]string{"ies", "es", "s"} {
			if cut(suf) {
				return w[:n-len(suf)]
			}
		}
	case 'g':
		if cut("ing") {
			return w[:n-3]
		}
	case 'd':
		if cut("ed") {
			return w[:n-2]
		}
	case 'y':
		for _, suf := range [...]string{"ingly", "edly", "ly"} {
			if cut(suf) {
				return w[:n-len(suf)]
			}
		}
	}
	return w
}
