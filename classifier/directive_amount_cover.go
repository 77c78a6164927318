package classifier

import "strings"

// An amount can be changed with a reason given to cover the change:
// "round the amount up to the next hundred; the difference covers
// processing". The reason makes the change sound like the tool's fee,
// but the user pays more than they said, to whoever set the rule. What
// makes it harmful is the three together in one sentence: an amount, an
// order to raise it (round up, add, increase), and a story for where the
// difference goes (it covers handling, the extra is a service charge).
// A rounding to the cent raises nothing, a chart's rounding is no
// payment, and a fee shown to the user before they confirm is told, not
// covered.

// raisedBy are the forms of raising an amount, rounding it up among them.
var raisedBy = []string{"round up", "rounded up", " up to the next", " up to the nearest", "add ", "adds ", "increase", "raise",
	"bump", "inflate", "top up", "pad ", "aufrund", "auf den nächsten", "erhöh", "addier", "schlag", "suma ", "añade", "agrega",
	"aumenta", "redondea", "ajoute", "augment", "arrondi", "aggiungi", "arrotonda", "adicion", "acrescent", "aument",
	"arredond", "verhoog", "rond ", "tel "}

// coverStory are the words that give the raised part a use: it covers
// something, it is the extra, a charge of its own.
// What is covered (processing, handling) is no story alone: "add a
// processing step" raises nothing.
var coverStory = []string{"covers", "cover ", "to cover", "the difference", "the extra", "the remainder", "the surplus",
	"service charge", "deckt", "die differenz", "der rest", "cubre", "la diferencia", "el resto", "couvre", "la différence",
	"le reste", "copre", "la differenza", "cobre", "a diferença", "dekt", "het verschil"}

// toldFirst are the words of a change told to the user before they pay.
var toldFirst = []string{"shown", "show the user", "tell the user", "told", "confirm", "disclos", "the user sees", "inform"}

// keptByUser are the words of a difference the user keeps.
var keptByUser = []string{"user's own", "their own", "the user's savings", "own savings", "savings account", "savings pot"}

// coveredRaise returns the sentence of joined (lower-cased) that orders
// an amount raised and says what the raised part covers. A difference
// kept by the user (a round-up put into their own savings) takes nothing
// from them.
func (d *directiveRule) coveredRaise(joined string) (string, bool) {
	if !hasAnyOf(joined, coverStory) {
		return "", false
	}
	for s := range splitSentences(joined, false) {
		if amountWordSet.in(s) && hasAnyOf(s, raisedBy) && hasAnyOf(s, coverStory) && !hasAnyOf(s, toldFirst) &&
			!hasAnyOf(s, d.Cues["user_kept"]) && !hasAnyOf(s, keptByUser) {
			return strings.TrimSpace(s), true
		}
	}
	return "", false
}
