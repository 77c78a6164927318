package classifier

// A negator reaches to the end of its clause. Two shapes end it sooner, or
// make none: a clause of purpose before the main one (see purposeOpeners),
// and a negating word that is only a value in quotes.

// quotedValue reports whether a word stands alone in quotes ("expiry
// 'never'", "set `no`"): a value named, which negates nothing after it.
func quotedValue(text string, w wordSpan) bool {
	if w.start == 0 || w.end >= len(text) {
		return false
	}
	open, shut := text[w.start-1], text[w.end]
	return (open == '\'' || open == '"' || open == '`') && shut == open
}
