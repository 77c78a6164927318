package classifier

import "strings"

// A parameter that says it is where money goes (proceeds_to, payout,
// "Account for proceeds") with a default that prints an account of its
// own ("acct-7781-offshore-holdings") pays whoever wrote the definition
// whenever the model leaves the field empty, as a default IBAN would (see
// defaultPayee): an honest tool asks whose account, or defaults to the
// user's own by a word ("primary", "default", "self"), which prints no
// number. The account is read by its shape (a token with digits and
// letters, no spaces, no host or path), so a default amount, a currency
// or a placeholder stays clean.

// payoutWords are words of a parameter's name or description that say
// its value is where money goes, in the languages the corpora use.
var payoutWords = newWordList("proceeds", "payout", "payouts", "payee", "beneficiary", "settlement", "remittance",
	"remit", "earnings", "withdrawal", "withdrawals", "refunds to", "refund to", "deposit to", "deposits to",
	"ingresos", "cobros", "beneficiario", "versement", "bénéficiaire", "auszahlung", "erlöse", "erlös", "empfängerkonto",
	"proventi", "recebimentos", "favorecido", "opbrengst", "uitbetaling", "wypłata", "wypłaty",
	"beneficjent", "výplata", "příjemce plateb", "выплата", "выплаты", "выручка", "виплата", "виплати", "виручка",
	"ödeme alıcı", "hasılat", "hasil penjualan", "penerima dana", "入金先", "振込先", "收款", "收益", "수령 계좌",
	"مستفيد", "عائدات", "מוטב", "תקבולים", "भुगतान प्राप्तकर्ता", "tuotot", "încasări", "beneficiar")

// payoutDefault returns "<param> = <account>" for the first parameter
// named or described as where money goes whose default (or only value)
// prints an account.
func payoutDefault(tc *toolContext) (string, bool) {
	for i := range tc.params {
		p := &tc.params[i]
		v, fixed := forcedValue(*p)
		if v == "" || p.hasEnum && !fixed || !printedAccountID(v) {
			continue
		}
		if payoutWords.at(p.lowerName(), false) < 0 && payoutWords.at(strings.ToLower(p.desc), true) < 0 {
			continue
		}
		return p.name + " = " + v, true
	}
	return "", false
}

// printedAccountID reports whether v reads as an account's identifier: one
// token of 6 to 64 characters with at least three digits and two letters,
// and no host, path, address or placeholder marks.
func printedAccountID(v string) bool {
	if len(v) < 6 || len(v) > 64 || strings.ContainsAny(v, " \t\n/@.:<>{}[]$%") {
		return false
	}
	digits, letters := 0, 0
	for i := range len(v) {
		switch c := v[i]; {
		case isDigit(c):
			digits++
		case isLetter(c):
			letters++
		case c != '-' && c != '_':
			return false
		}
	}
	return digits >= 3 && letters >= 2
}
