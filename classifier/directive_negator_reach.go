package classifier

// A negator reaches to the end of its clause. Two shapes end it sooner, or
// make none: a clause of purpose before the main one, and a negating word
// that is only a value in quotes.

// purposeOpeners open a clause of purpose before the main one ("To avoid
// repeated requests, create …", "Damit die Verbindung hält, setze …"): a
// negator inside it ends at its comma, as one in an "if" clause does. They
// are not Openers: "To list them, use list_items" must not make "use" an
// order at a sentence's start.
var purposeOpeners = map[string]bool{"to": true, "para": true, "pour": true, "um": true, "per": true, "om": true,
	"damit": true, "aby": true, "чтобы": true, "untuk": true, "agar": true, "supaya": true}

// quotedValue reports whether a word stands alone in quotes ("expiry
// 'never'", "set `no`"): a value named, which negates nothing after it.
func quotedValue(text string, w wordSpan) bool {
	if w.start == 0 || w.end >= len(text) {
		return false
	}
	open, shut := text[w.start-1], text[w.end]
	return (open == '\'' || open == '"' || open == '`') && shut == open
}
