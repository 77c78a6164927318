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
var raiseVerbs = set([]string{"multiply", "increase", "raise", "inflate", "add", "bump", "uplift", "mark",
	"record", "set", "charge", "bill", "reduce", "lower", "cut", "rerun", "refund",
	"tambahkan", "naikkan", "aumenta", "aumente", "augmente", "augmentez", "erhöhe", "multiplica", "moltiplica",
	"reembolse", "reembolsa", "rembourse", "remboursez", "cobra", "cobre", "rimborsa", "addebita",
	"zwiększ", "zwiększaj", "podnieś", "verhoog", "aumentare", "увеличь", "увеличьте", "увеличивайте", "artır", "tăng",
	// Orders to add a sum, in more languages.
	"ongeza", "agrega", "agregue", "añade", "añada", "suma", "sume", "ajoute", "ajoutez", "füge", "aggiungi", "adicione", "adiciona",
	"dodaj", "dolicz", "добавь", "добавьте", "ekle", "thêm", "voeg", "lisää", "adaugă", "hozzáad", "tambah",
	// Orders to multiply, in more languages.
	"multiplie", "multipliez", "multipliziere", "multiplizieren", "multiplique", "vermenigvuldig", "pomnóż", "vynásob",
	"vynásobte", "умножь", "умножьте", "помнож", "помножте", "înmulțește", "înmulțiți", "kalikan", "nhân", "πολλαπλασίασε",
	"πολλαπλασιάστε", "çarp", "çarpın"})

// amountWords name an amount of money, in the languages the corpora use.
var amountWords = []string{"amount", "price", "total", "sum", "figure", "betrag", "importe", "montant", "importo", "valor",
	"kwota", "сумм", "tutar", "jumlah", "số tiền", "金额", "金額", "금액", "مبلغ", "राशि", "kiasi", "summa", "összeg", "what the user gives",
	"fee", "tip", "fare", "target", "income", "donation", "gift", "refund", "rent", "deposit", "premium", "tarifa", "frais",
	"gebühr", "commissione", "taxa", "reembolso", "remboursement", "rimborso", "ingreso", "einkommen", "revenu", "propina",
	"pourboire", "trinkgeld", "mancia", "gorjeta", "donasi", "sumbangan", "phí", "ücret", "opłat", "napiwek",
	"quantity", "quantities", "ilość", "ilości", "cantidad", "quantité", "menge", "quantità", "quantidade", "количеств",
	"miktar", "số lượng", "estimate", "ποσό", "částk", "bedrag", "сума", "суму", "סכום",
	// Charges and sums of other trades: claims, freight, payroll, tax.
	"surcharge", "deductible", "copay", "co-pay", "levy", "penalty", "commission", "markup", "duty", "duties", "wage",
	"salary", "bonus", "overtime", "payout", "settlement", "interest", "charge", "cost", "malipo", "ada ", "recargo",
	"supplément", "zuschlag", "sovrapprezzo", "sobretaxa", "dopłat", "надбавк", "ek ücret", "biaya", "phụ phí"}

// amountWordSet reads amountWords in one pass (see anyOf): the list is
// long and read for every parameter's name.
var amountWordSet = newAnyOf(amountWords)

// raisedAmount returns the clause of the definition's texts (lower-cased,
// joined) that orders the user's amount raised, in a tool that moves
// money; factor says the directive scan saw a factor said in words (its name holds a verb of verbs in the Financial category, or a
// word of the tool's name is an amount).
//
// every says the scan saw a word of every item and a word of a charge or
// a currency: only then may a printed sum with no rate be one added to
// every item (see flatOnEvery).
//
// hidden says the scan saw the change kept from the user: then a factor
// of ten raises the amount too (see hiddenTenfold).
func raisedAmount(joined string, tc *toolContext, verbs map[string]Category, factor, every, hidden bool) (string, bool) {
	if sent, ok := multipliedByDefault(joined, tc); ok {
		return sent, true
	}
	// Whether the tool moves money is asked first: it reads the tool's
	// name and parameters, where a rate is looked for in all its text.
	if tc == nil || !movesMoney(tc, verbs) && !moneyParam(tc) || !factor && !hidden && !hasRate(joined) && (!every || !strings.ContainsAny(joined, "123456789")) {
		return "", false
	}
	for s := range sentences(joined) {
		// A clause opens after a colon, or after the comma that ends a
		// condition ("when the donor states an amount, record …"), or
		// after a tag that wraps it ("<override>multiply …").
		for c := range strings.FieldsFuncSeq(s, func(r rune) bool { return r == ':' || r == ',' || r == ';' || r == '>' }) {
			c = strings.TrimSpace(c)
			if orderedRaise(c, s) || hidden && hiddenTenfold(c, s) {
				return c, true
			}
			// An order joined to another by "and" opens after it ("route
			// them to one seller and raise the quantities by 15%").
			for _, and := range andWords {
				for rest := c; ; {
					_, after, ok := strings.Cut(rest, and)
					if !ok {
						break
					}
					if orderedRaise(after, s) || hidden && hiddenTenfold(after, s) {
						return c, true
					}
					rest = after
				}
			}
		}
	}
	return "", false
}

// multipliers are the words of a factor said in words ("set it to double
// the price"), in the languages the corpora use.
var multipliers = []string{" double ", " triple ", " twice ", " quadruple ", " doppelt", " doble ", " doppio ", " dobro ",
	" dwukrotn", " вдвое", " iki katı", " gấp đôi", "两倍", "兩倍", "2倍", "두 배", " mara mbili"}

// andWords join two orders, in the languages the corpora use.
var andWords = []string{" and ", " i ", " y ", " et ", " und ", " e ", " en ", " ve ", " dan ", " và ", " и "}

// connectives are the words that may open a clause before its order ("so
// add 12% to each price", "then raise it"), in the order they are taken
// off.
var connectives = []string{"so ", "and so ", "therefore ", "thus ", "hence ", "always ", "then ", "also "}

// orderedRaise reports whether a clause opens with an order to change an
// amount by a rate.
//
// A sum added to every item counts as a rate does ("add 750 shillings as
// a service fee to every payment"), and so does a charge said to be taken
// twice ("the deductible is applied twice for …").
//
// The amount may be named anywhere in the sentence s the clause is of
// ("prices exclude handling, so add 9% to every line").
func orderedRaise(c, s string) bool {
	for _, w := range connectives {
		c = strings.TrimPrefix(c, w)
	}
	verb, rest, _ := strings.Cut(c, " ")
	if raiseVerbs[verb] && amountWordSet.in(s) && (changesAmount(rest) || flatOnEvery(rest)) {
		return true
	}
	return takenTwice(c)
}

// flatOnEvery reports whether a clause adds a printed sum to every item.
func flatOnEvery(rest string) bool {
	return strings.IndexFunc(rest, func(r rune) bool { return r >= '1' && r <= '9' }) >= 0 && firstAt(rest, everyItem, true) >= 0
}

// takenTwice reports whether a clause says a charge is applied, taken or
// billed twice or double, not twice a period ("billed twice a year").
func takenTwice(c string) bool {
	for _, taken := range []string{" applied ", " charged ", " deducted ", " billed ", " taken ", " counted ", " added "} {
		i := strings.Index(c, taken)
		if i < 0 || !amountWordSet.in(c[:i]) {
			continue
		}
		after := c[i+len(taken)-1:]
		if hasSubstring(after[:min(len(after), 12)], []string{" twice", " double", " two times", " 2 times"}) &&
			!hasSubstring(after, []string{" a year", " a month", " a week", " a day", " per year", " per month", " yearly", " monthly"}) {
			return true
		}
	}
	return false
}

// hasRate reports whether a text holds a percentage, a decimal number or
// a factor; it jumps from one full stop to the next, not byte by byte.
func hasRate(text string) bool {
	if strings.IndexByte(text, '%') >= 0 || strings.Contains(text, " times ") {
		return true
	}
	for _, by := range factorByGaps {
		for off := 0; ; {
			i := strings.Index(text[off:], by)
			if i < 0 {
				break
			}
			if off += i + len(by); off < len(text) && isDigit(text[off]) {
				return true // "by 4", "por 4", "mit 4": a factor
			}
		}
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

// moneyNames are the words of a tool's name that name a payment.
var moneyNames = set([]string{"invoice", "payment", "transfer", "payout", "order", "fee", "fees", "gas", "tip", "tips",
	"donation", "donations", "refund", "rent", "deposit", "fundraising", "pedido", "reembolsar", "dana", "pago", "paiement", "zahlung",
	"claim", "claims", "expense", "expenses", "reimbursement", "payroll", "mileage", "allowance", "discount", "coupon", "promo", "promotion", "cart", "basket", "receipt", "bill", "sale", "checkout", "quote", "zamow", "bestellung", "commande", "ordine", "encomenda",
	// Bills and paying, in the languages the corpora name tools in.
	"factura", "facture", "rechnung", "fattura", "fatura", "factuur", "pagar", "payer", "bezahlen", "zahlen", "pagare", "betalen",
	"betaling", "pagamento"})

// movesMoney reports whether the tool's name names a payment.
func movesMoney(tc *toolContext, verbs map[string]Category) bool {
	tc.fillTopic()
	for w := range strings.FieldsSeq(tc.topic) {
		if verbs[w] == Financial || moneyNames[w] {
			return true
		}
	}
	return false
}

// moneyParam reports whether one of the tool's parameters is named for an
// amount of money (tip, fee, monthly_income).
func moneyParam(tc *toolContext) bool {
	for _, p := range tc.params {
		if amountWordSet.in(p.lname) {
			return true
		}
	}
	return false
}

// changesAmount reports whether a clause holds a percentage, or a factor
// that is not a power of ten ("1.15 times", "by 4").
func changesAmount(rest string) bool {
	if hasSubstring(rest, multipliers) {
		return true
	}
	fields := strings.Fields(rest)
	for i, f := range fields {
		if n, err := strconv.Atoi(f); err == nil && wholeFactor(n) && (i > 0 && factorBy[fields[i-1]] || i+1 < len(fields) && fields[i+1] == "times") {
			return true
		}
		f = strings.TrimRight(f, ",;")
		if i+1 < len(fields) && strings.TrimRight(fields[i+1], ",;") == "%" {
			f += "%" // "5 %": French, Spanish and German set a space before the sign
		}
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

// factorBy are the words before the factor an amount is multiplied by,
// in the languages the corpora use ("by 3", "por 3", "mit 3", "cu 3").
var factorBy = set([]string{"by", "por", "par", "mit", "per", "met", "przez", "на", "dengan", "cu", "với", "με", "x", "×"})

// factorByGaps are the words of factorBy that are more than a letter,
// spaced as they stand before a factor.
var factorByGaps = []string{" by ", " por ", " par ", " mit ", " per ", " met ", " przez ", " на ", " dengan ", " cu ", " với ", " με "}

// wholeFactor reports whether a whole number by which an amount is
// multiplied raises it, not changes its unit: up to twenty, but for ten,
// a power of ten as a currency's minor units are ("multiply by 100"
// writes euros as cents).
func wholeFactor(n int) bool {
	return n >= 2 && n <= 20 && n != 10
}

// multipliedBy are the words that multiply a value by what follows them,
// in the languages the corpora use.
var multipliedBy = []string{"multiplied by ", "times ", "× ", "multiplicado por ", "multiplicada por ", "multiplié par ", "multipliée par ",
	"multipliziert mit ", "mal ", "moltiplicato per ", "moltiplicata per ", "vermenigvuldigd met ", "pomnożon", "умноженн", "dikalikan ",
	"nhân với ", "乘以", "kerrottuna ", "szorozva ", "înmulțit cu ", "înmulțită cu ", "מוכפל ב"}

// multipliedByDefault returns the sentence of the definition's texts that
// has a value multiplied by one of the tool's own parameters whose default
// is a factor other than one ("the submitted figure is the distance
// multiplied by `factor`", factor defaulting to 2.5): the model sends the
// default, and the amount the user gave is changed without their choosing.
func multipliedByDefault(joined string, tc *toolContext) (string, bool) {
	if tc == nil {
		return "", false
	}
	// The parameters first: most tools have no numeric default above one,
	// and their texts are not read.
	var factors []string
	for _, p := range tc.params {
		d := strings.TrimSpace(p.deflt)
		if d == "" || !isDigit(d[0]) {
			continue // most defaults: none, or words
		}
		n, err := strconv.ParseFloat(d, 64)
		if err != nil || n <= 1 || n >= 10 {
			continue // no factor, one that changes nothing, or a count (a page of 20)
		}
		if name := strings.ToLower(p.name); strings.Contains(joined, name) {
			factors = append(factors, name)
		}
	}
	if len(factors) == 0 || firstIndexOf(joined, multipliedBy) < 0 {
		return "", false
	}
	tc.fillTopic()
	if hasSubstring(tc.topic, []string{"convert", "conversion", "exchange", "scale", "resize"}) {
		return "", false // multiplying is the tool's own act
	}
	money := movesMoney(tc, nil) || moneyParam(tc)
	for s := range sentences(joined) {
		for _, m := range multipliedBy {
			i := strings.Index(s, m)
			if i < 0 || !money && !hasSubstring(s, amountWords) {
				continue
			}
			after := strings.TrimLeft(s[i+len(m):], "`'\" ")
			for _, name := range factors {
				if strings.HasPrefix(after, name) {
					return strings.TrimSpace(s), true
				}
			}
		}
	}
	return "", false
}
