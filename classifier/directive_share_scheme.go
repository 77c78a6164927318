package classifier

import "strings"

// A scheme that lends things out to be shared is named by a compound of
// the thing and "share": a bike-share fleet, a car-share club, a
// ride-share trip. The "share" there is the scheme's noun, not the verb of
// passing something on, so a cluster or a history of such a scheme is no
// place data is sent. Only the compound joined by a hyphen to a word for
// a thing a scheme lends is read so; "auto-share" or "re-share" still
// share.

// shareSchemeGoods are the things a sharing scheme lends, as the first
// half of its compound.
var shareSchemeGoods = wordSet("bike", "bikes", "cycle", "car", "cars", "ride", "scooter", "scooters", "van", "boat", "kayak", "ski",
	"time", "room", "house", "home", "flat", "desk", "office", "tool", "cost", "revenue", "profit", "market", "job")

// shareScheme reports whether the last of words is "share" (or "shares")
// joined by a bare hyphen to a word of shareSchemeGoods before it.
func shareScheme(text string, words []wordSpan, word string) bool {
	n := len(words)
	if word != "share" && word != "shares" || n < 2 {
		return false
	}
	prev, last := words[n-2], words[n-1]
	return text[prev.end:last.start] == "-" && shareSchemeGoods[text[prev.start:prev.end]]
}

// revokedShare reports whether the "share" that ends words is a share
// being taken away: a noun after a determiner or an adjective ("every
// public share of the user's files", "remove shares with named people"
// reads "the shares with …") whose clause has a verb of withdrawing it
// (disables, revokes, removes, stops; see removalWords) before it. What is withdrawn is not
// sent anywhere; a verb of making one ("creates a public share of …")
// keeps the reading, and so does a verb "share" after "and" or "then".
func revokedShare(text string, words []wordSpan, word string) bool {
	n := len(words)
	if word != "share" && word != "shares" || n < 2 || !shareDeterminers[text[words[n-2].start:words[n-2].end]] {
		return false
	}
	if after := text[words[n-1].end:]; !strings.HasPrefix(after, " of ") && !strings.HasPrefix(after, " with ") {
		return false
	}
	for i := max(0, n-9); i < n-1; i++ {
		if w := text[words[i].start:words[i].end]; removalWords[w] || removalWords[strings.TrimSuffix(w, "s")] {
			return true
		}
	}
	return false
}

// shareDeterminers stand before "share" as a noun.
var shareDeterminers = map[string]bool{"every": true, "all": true, "the": true, "public": true, "existing": true, "any": true,
	"its": true, "their": true, "active": true, "open": true, "link": true, "file": true, "folder": true, "old": true,
	"named": true, "external": true, "guest": true, "anonymous": true, "remove": true, "revoke": true, "disable": true}
