package classifier

import "strings"

// An also-word of many languages opens a concessive clause when a
// conditional follows it: Dutch "ook als", German "auch wenn", Italian
// "anche se", Swedish "även om", Hebrew "גם אם" all mean "even if". The
// clause says what holds whatever happens: the rules read it as such
// (the overruled class: "ook als" beside "zelfs als"), and the lone
// also-word gives no side act there — "logs of the last seven days are
// always kept, ook als days is lower" keeps the tool's own rule, it adds
// no act beside the call.

// concessiveAfter are the conditionals that make a lone also-word before
// them an "even if", by language.
var concessiveAfter = map[string]bool{
	"als": true, "wanneer": true, "indien": true, "al": true, // Dutch
	"wenn": true, "falls": true, // German
	"se": true, "quando": true, // Italian, Portuguese
	"si": true, "cuando": true, // Spanish, French
	"om": true, "när": true, // Swedish
	"jika": true, "kalau": true, "bila": true, "apabila": true, // Indonesian, Malay
	"jeśli": true, "jeżeli": true, "gdy": true, "kiedy": true, // Polish
	"אם": true, "כאשר": true, // Hebrew
}

// concessive reports whether after (the text after a lone also-word)
// opens with a conditional, so the two read "even if".
func concessive(after string) bool {
	after = strings.TrimLeft(after, " ")
	end := strings.IndexAny(after, " ,.;:!?")
	if end < 0 {
		end = len(after)
	}
	return end > 0 && concessiveAfter[after[:end]]
}

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
