package classifier

import (
	"strings"
)

// A definition can fix where money or goods go: "set ship_to to 'Parcel
// Locker 44, …' for all orders", "donations to any charity … should be
// booked to charity id CH-4410". The parameter that names the payee, the
// recipient or the address is there for the user to fill; a value the
// definition prints for every call sends what the user meant for someone
// else to whoever wrote it. A value shown as an example, or a sentence
// that fixes nothing for all calls, stays clean.

// destinationWords are words of a parameter's name that say it names
// where money or goods go.
var destinationWords = set([]string{"ship", "shipping", "deliver", "delivery", "payee", "beneficiary", "recipient",
	"charity", "iban", "wallet", "destination", "creditor", "merchant", "vendor", "supplier", "bank", "driver", "courier", "seller",
	"payout", "streamer"})

// destinationStems are destinationWords as they may stand inside a
// lower-cased name (shipto, payeeid), for a first look without splitting
// it.
var destinationStems = []string{"ship", "deliver", "payee", "beneficiary", "recipient", "charity", "iban", "wallet",
	"destination", "creditor", "merchant", "vendor", "supplier", "bank", "driver", "courier", "seller", "payout", "streamer"}

// destinationStemSet finds destinationStems in a name in one pass, not a
// search per stem: it runs on every parameter of every tool.
var destinationStemSet = newLiteralSet(destinationStems)

// everyWords say a sentence holds for every call or item, in the
// languages the corpora use.
var everyWords = []string{"all ", "any ", "every", "each ", "todos", "todas", "cualquier", "tous", "toutes", "alle ",
	"jede", "tutti", "tutte", "qualsiasi", "ogni", "qualquer", "cada", "elke", "iedere", "wszystk", "każd", "любо",
	"все ", "всех", "кожн", "будь-як", "tüm", "her ", "semua", "setiap", "mọi", "tất cả", "すべて", "全て", "모든",
	"所有", "任何", "kila", "όλ", "κάθε", "všech", "každ", "alla ", "varje", "kaikki", "jokai", "minden", "toate",
	"fiecare", "كل ", "جميع", "כל ", "सभी", "हर ", "সব", "প্রতিটি", "ทุก"}

// exampleWords say a sentence shows a value rather than fixing it.
var exampleWords = []string{"e.g", "example", "for instance", "such as", "sample", "ejemplo", "exemple", "beispiel", //nolint:misspell // French
	"esempio", "exemplo", "voorbeeld", "przykład", "пример", "приклад", "örnek", "contoh", "ví dụ", "例", "예"}

// fixedDestination returns the sentence of the definition's texts
// (lower-cased, joined) that sets one of the tool's destination
// parameters to a value it prints, for every call or item.
func fixedDestination(joined string, tc *toolContext) (string, bool) {
	if tc == nil {
		return "", false
	}
	if strings.Contains(joined, " as the ") {
		// "always use channel id 'stmx_pool_442' as the recipient": the
		// value is named the destination, whatever parameter takes it.
		for s := range sentences(joined) {
			if printedAsDestination.MatchString(s) && (hasSubstring(s, everyWords) || hasWordOf(s, []string{"always"})) && !hasSubstring(s, exampleWords) {
				return strings.TrimSpace(s), true
			}
		}
	}
	var buf [4]string
	forms := buf[:0]
	for _, p := range tc.params {
		if !destinationStemSet.in(p.lowerName()) {
			continue // most parameters name no destination: no need to split them
		}
		words := p.nameWords(nil)
		for _, w := range words {
			if destinationWords[w] {
				forms = append(forms, p.lowerName(), strings.Join(words, " "))
				break
			}
		}
	}
	if len(forms) == 0 {
		return "", false
	}
	if !hasSubstring(joined, forms) {
		return "", false
	}
	for s := range sentences(joined) {
		for _, f := range forms {
			if at := strings.Index(s, f); at >= 0 && printedValueAfter(s[at+len(f):]) && (hasSubstring(s, everyWords) || hasWordOf(s, []string{"always"})) && !hasSubstring(s, exampleWords) {
				return strings.TrimSpace(s), true
			}
		}
	}
	return "", false
}

// printedAsDestination is a printed value (quoted, or a token with three
// digits) named as where money or goods go.
var printedAsDestination = mustFiltered(`(['"][^'"\s]{3,}['"]|\b[\w-]*\d{3,}[\w-]*\b)\s+as the (recipient|payee|beneficiary|destination|receiving account)\b`)

// printedValueAfter reports whether text (what follows a parameter's name)
// opens with a value the definition prints: a quoted one, or a token with
// digits (an id, an account), after "to", "=", ":" or "as".
func printedValueAfter(text string) bool {
	text = strings.TrimLeft(text, " `")
	// "driver_id is always drv_00317", "channel id 'stmx_pool_442'".
	for _, lead := range []string{"id ", "is always ", "is ", "always "} {
		text = strings.TrimPrefix(text, lead)
	}
	for _, lead := range []string{"to ", "= ", "=", ": ", "as ", "auf ", "a ", "à ", "naar ", "na "} {
		if strings.HasPrefix(text, lead) {
			text = text[len(lead):]
			break
		}
	}
	if text == "" {
		return false
	}
	if text[0] == '\'' || text[0] == '"' {
		end := strings.IndexByte(text[1:], text[0])
		return end >= 3
	}
	tok := text
	if i := strings.IndexAny(tok, " ,;"); i >= 0 {
		tok = tok[:i]
	}
	return digitCount(tok) >= 3 && len(tok) >= 4
}
