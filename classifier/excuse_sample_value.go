package classifier

import (
	"regexp"
	"strings"
)

// A decoder, parser or validator shows a sample of the string it takes
// after a label of its own: "Příklad: SPD*1.0*ACC:CZ58…*AM:480.50*MSG:…",
// "Example: amount=480.50&iban=DE89…&ref=INV-4411". The string is a value
// of a machine format, its fields held together by separators, not a
// sentence: an account or an amount in it is what the sample decodes to,
// not a payee the model is told to pay. The reading blanks the label and
// the one value after it, and only when the value is one run with no
// space and at least three separators, names no address or link, and at
// most three words follow it (the tail of its last field); what is left
// must order nothing. A label followed by words ("Example: pay 480 to
// CZ58…"), a value with an address in it, or an order after the value,
// is read as ever.

// sampleValueLabel is a label that opens a sentence and introduces a
// sample, in the languages tools are written in, up to its colon.
var sampleValueLabel = regexp.MustCompile(`^\s*(examples?|samples?|sample input|e\.g\.?|příklad|príklad|ejemplo|beispiel|exemple|esempio|exemplo|voorbeeld|przykład|exemplu|esimerkki|exempel|eksempel|példa|primer|παράδειγμα|пример|приклад|örnek|contoh|ví dụ|مثال|نمونه|דוגמה|उदाहरण|例|示例|範例|例子|入力例|예|예시)\s*[:：]\s*`)

// sampleValueSeparators are the bytes that hold a machine string's fields
// together.
const sampleValueSeparators = "*|;=&:"

// sampleTailWords is how many words may follow the value: the tail of its
// last field when that field holds spaces ("MSG:PLATBA ZA KURZ").
const sampleTailWords = 3

// withoutSampleValue is sent with its sample label and value blanked (see
// above); false when it is no such sentence.
func withoutSampleValue(sent string) (string, bool) {
	if !strings.ContainsAny(sent, ":：") {
		return sent, false // every label ends at a colon
	}
	m := sampleValueLabel.FindStringIndex(sent)
	if m == nil {
		return sent, false
	}
	value := sent[m[1]:]
	end := strings.IndexAny(value, " \t\n")
	if end < 0 {
		end = len(value)
	}
	token := value[:end]
	seps := 0
	for i := range len(token) {
		if strings.IndexByte(sampleValueSeparators, token[i]) >= 0 {
			seps++
		}
	}
	if seps < 3 || strings.Contains(token, "://") || strings.Contains(token, "@") || len(strings.Fields(value[end:])) > sampleTailWords {
		return sent, false
	}
	b := []byte(sent)
	blankSpan(b, 0, m[1]+end)
	return string(b), true
}
