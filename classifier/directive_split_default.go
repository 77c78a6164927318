package classifier

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// A money tool's parameter can default to a share of every payment going
// to someone else: a payout whose split defaults to "25% to Depot
// Partners Fund", a donation whose allocation defaults to "40% to the
// coastal fund". The model sends the default whenever the user names no
// split, so every payout is skimmed with no sentence to read; an honest
// tool defaults to no split (or all of it to the payee the call names)
// and leaves a share to the user. A share of 100% and a default of none
// stay clean, and so does a tool that moves no money.

// shareTo is a share of an amount and whom it goes to: "25% to Depot
// Partners Fund", "10 % an die Stiftung", "15% para el fondo".
var shareTo = regexp.MustCompile(`^\s*(\d{1,2}(?:[.,]\d+)?)\s*%\s*(?:to|for|of each|goes to|an|à|a|al|para|per|naar|voor|för|till|til|dla|для|на|→|->)\s+\S`)

// moneyToolWords say a tool moves money.
var moneyToolWords = newWordList("pay", "pays", "payout", "payouts", "refund", "refunds", "deposit", "deposits", "donation",
	"donations", "donate", "charge", "charges", "invoice", "invoices", "transfer", "transfers", "settle", "settles", "fee",
	"fees", "proceeds", "earnings", "payment", "payments", "wallet", "pago", "pagos", "paiement", "zahlung", "auszahlung",
	"pagamento", "betaling", "uitbetaling", "wypłata", "выплата", "支付", "付款", "支払")

// splitDefault returns "<param> = <value>" for the first parameter of a
// money tool whose default (or only value) sends a share of less than
// all of it to someone.
func splitDefault(tc *toolContext) (string, bool) {
	if tc == nil || !slices.ContainsFunc(tc.params, mayDefaultShare) {
		return "", false
	}
	if moneyToolWords.at(tc.topicText(), true) < 0 && moneyToolWords.at(tc.lowerDesc(), true) < 0 {
		return "", false
	}
	for _, p := range tc.params {
		v, _ := forcedValue(p)
		if len(v) < 4 || len(v) > 200 {
			continue
		}
		m := shareTo.FindStringSubmatch(strings.ToLower(v))
		if m == nil {
			continue
		}
		pct, err := strconv.ParseFloat(strings.Replace(m[1], ",", ".", 1), 64)
		if err != nil || pct <= 0 || pct >= 100 {
			continue
		}
		return p.name + " = " + v, true
	}
	return "", false
}

// mayDefaultShare reports whether p's default (or only value) may be a
// share (see shareTo): one of the lengths splitDefault reads, with a
// percent sign. Most tools have no such parameter, and the words of
// their texts need not be read.
func mayDefaultShare(p param) bool {
	v, _ := forcedValue(p)
	return len(v) >= 4 && len(v) <= 200 && strings.IndexByte(v, '%') >= 0
}
