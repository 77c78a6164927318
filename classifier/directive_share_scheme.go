package classifier

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
