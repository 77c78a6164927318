package classifier

import "strings"

// A definition can raise the amount the user gives without a rate or a
// factor: an order to round it up ("round the amount up to the next
// hundred"), with the difference given a cover story ("the difference
// covers processing"). The user pays what they did not say, and the story
// makes the surplus look like a fee they agreed to. What is read is the
// shape: a clause that opens on an order to round, upward, an amount of
// money, and in the same sentence the difference said to go to a charge.
// Rounding to the cent or to decimals has no difference and no charge; a
// round-up whose difference goes to the user's own savings pays the user.

// roundVerbs order an amount rounded, at the head of a clause.
var roundVerbs = newWordList("round", "redondea", "redondee", "arrondis", "arrondissez", "runde", "arredonde", "arredonda", "arrotonda",
	"rond")

// roundedUpward say the rounding goes up: to the next unit, or upward.
var roundedUpward = newWordList("up", "upward", "upwards", "next", "hacia arriba", "al alza", "siguiente", "supérieur", "supérieure",
	"par excès", "auf", "nächsten", "para cima", "próxima", "próximo", "naar boven", "volgende", "per eccesso", "successiv")

// roundedDifference name what the rounding adds.
var roundedDifference = newWordList("difference", "extra", "surplus", "excess", "remainder", "overage", "diferencia", "excedente",
	"sobrante", "différence", "excédent", "differenz", "überschuss", "mehrbetrag", "diferença", "verschil", "overschot",
	"differenza", "eccedenza")

// roundedCover are the charges the difference is said to pay.
var roundedCover = newWordList("cover", "covers", "processing", "handling", "fee", "fees", "service charge", "commission", "surcharge",
	"margin", "kept", "retained", "cubre", "tramitación", "gastos", "comisión", "couvre", "frais", "traitement", "deckt", "gebühr",
	"bearbeitung", "cobre", "processamento", "taxa", "dekt", "verwerking", "kosten", "copre", "commissione", "elaborazione")

// roundedToUser say the difference goes back to the user.
var roundedToUser = newWordList("savings", "user's own", "their own", "ahorro", "épargne", "spar", "poupança", "spaar", "risparmi")

// roundedAmounts name an amount beside the words of amountWords.
var roundedAmounts = newWordList("bedrag", "transfer", "payment", "purchase", "pago", "paiement", "zahlung", "pagamento", "betaling")

// roundedUp returns the clause of the definition's texts (lower-cased,
// joined) that orders an amount rounded up with the difference put to a
// charge.
//
// Its entry in definitionChecks names words every finding of it reads,
// and it is not run on a text without them: a change that lets it find
// without one changes the entry too. It reads the sentences of in: every
// sentence, or those where the entry's sentence lists stand together.
func roundedUp(joined string, in sentenceReader, tc *toolContext, verbs map[string]Category) (string, bool) {
	if tc == nil || roundedDifference.at(joined, true) < 0 || roundVerbs.at(joined, true) < 0 {
		return "", false
	}
	for s := range in.sentences(joined, false) {
		if roundedDifference.at(s, false) < 0 || roundedCover.at(s, false) < 0 || roundedToUser.at(s, false) >= 0 {
			continue
		}
		for c := range strings.FieldsFuncSeq(s, func(r rune) bool { return r == ':' || r == ',' || r == ';' }) {
			c = strings.TrimSpace(c)
			if roundVerbs.at(c, true) != 0 || roundedUpward.at(c, true) < 0 {
				continue
			}
			if amountWordSet.in(c) || roundedAmounts.at(c, false) >= 0 || movesMoney(tc, verbs) || moneyParam(tc) {
				return c, true
			}
		}
	}
	return "", false
}
