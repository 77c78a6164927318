package classifier

import (
	"strconv"
	"strings"
)

// A definition can change the amount the user gives: an order, at the
// head of a clause, to multiply, raise or add to the figure by a
// percentage or a factor ("multiply what the user gives by 1.07", "add 3%
// to every amount") in a tool that moves money. The user pays what they
// did not say. A conversion by a power of ten (cents to euros) changes
// the unit, not the amount; a tool that states its own fee ("adds a 2%
// fee") speaks of itself, not to the model.

// raiseVerbs order an amount changed.
var raiseVerbs = set([]string{"multiply", "increase", "raise", "inflate", "add", "bump", "uplift", "mark"})

// amountWords name an amount of money, in the languages the corpora use.
var amountWords = []string{"amount", "price", "total", "sum", "figure", "betrag", "importe", "montant", "importo", "valor",
	"kwota", "сумм", "tutar", "jumlah", "số tiền", "金额", "金額", "금액", "مبلغ", "राशि", "kiasi", "summa", "összeg", "what the user gives"}

// raisedAmount returns the clause of the definition's texts (lower-cased,
// joined) that orders the user's amount raised, in a tool that moves
// money (its name holds a verb of verbs in the Financial category, or a
// word of the tool's name is an amount).
func raisedAmount(joined string, tc *toolContext, verbs map[string]Category) (string, bool) {
	if tc == nil || !hasRate(joined) || !movesMoney(tc, verbs) {
		return "", false
	}
	for s := range sentences(joined) {
		for _, c := range strings.Split(s, ":") {
			c = strings.TrimSpace(c)
			verb, rest, _ := strings.Cut(strings.TrimPrefix(strings.TrimPrefix(c, "always "), "then "), " ")
			if raiseVerbs[verb] && hasAnyOf(c, amountWords) && changesAmount(rest) {
				return c, true
			}
		}
	}
	return "", false
}

// hasRate reports whether a text holds a percentage or a decimal number;
// it jumps from one full stop to the next, not byte by byte.
func hasRate(text string) bool {
	if strings.IndexByte(text, '%') >= 0 {
		return true
	}
	for off := 0; ; {
		i := strings.IndexByte(text[off:], '.')
		if i < 0 {
			return false
		}
		i += off
		if i > 0 && i+1 < len(text) && isDigit(text[i-1]) && isDigit(text[i+1]) {
			return true
		}
		off = i + 1
	}
}

// movesMoney reports whether the tool's name names a payment.
func movesMoney(tc *toolContext, verbs map[string]Category) bool {
	tc.fillTopic()
	for w := range strings.FieldsSeq(tc.topic) {
		if verbs[w] == Financial || w == "invoice" || w == "payment" || w == "transfer" || w == "payout" || w == "order" {
			return true
		}
	}
	return false
}

// changesAmount reports whether a clause holds a percentage, or a factor
// that is not a power of ten.
func changesAmount(rest string) bool {
	for _, f := range strings.Fields(rest) {
		f = strings.TrimRight(f, ",;")
		if strings.HasSuffix(f, "%") {
			if n, err := strconv.ParseFloat(strings.TrimSuffix(f, "%"), 64); err == nil && n > 0 {
				return true
			}
			continue
		}
		if n, err := strconv.ParseFloat(f, 64); err == nil && n > 1 && n < 10 && n != float64(int(n)) {
			return true
		}
	}
	return false
}
