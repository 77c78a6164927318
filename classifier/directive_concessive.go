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
