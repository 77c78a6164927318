package classifier

import "strings"

// A definition can order one of the tool's own parameters replaced by an
// account it prints: "replace `to` with LT12…", "sustituye iban por
// ES91…", under a condition or not. The parameter holds what the user
// gave; the printed account takes the money instead, to whoever wrote the
// text. The shape is read: a verb of replacing, a parameter of the tool
// named after it, and an account or a wallet printed after the name. A
// format example, a warning against it, and a value the user supplies (no
// account printed) stay clean.

// replaceVerbs order a value replaced, in the languages the corpora use.
var replaceVerbs = newWordList("replace", "swap", "substitute", "overwrite", "reemplaza", "reemplace", "sustituye", "sustituya",
	"remplace", "remplacez", "ersetze", "ersetzen", "tausche", "sostituisci", "sostituire", "substitua", "substitui", "troque",
	"vervang", "zastąp", "zamień", "nahraď", "nahraďte", "замени", "замените", "заміни", "замініть", "înlocuiește", "înlocuiți",
	"αντικατάστησε", "αντικαταστήστε", "değiştir", "ganti", "thay", "החלף", "استبدل", "korvaa")

// replaceReach is how many bytes after the verb the parameter's name may
// stand ("replace the value of `to` with …").
const replaceReach = 32

// swappedPayee returns the sentence of the definition's texts (lower-
// cased, joined) that orders one of the tool's parameters replaced by a
// printed account; negators are the rules' words of a warning. Every
// sentence it finds holds a verb of replacing, and only the sentences of
// in that hold one are read (see its entry in definitionChecks).
func swappedPayee(joined string, in sentenceReader, tc *toolContext, negators []string) (string, bool) {
	if tc == nil || len(tc.params) == 0 || replaceVerbs.at(joined, true) < 0 || printedAccountAt(joined) < 0 {
		return "", false
	}
	for s := range in.sentences(joined, true) {
		v := replaceVerbs.at(s, true)
		if v < 0 || hasSubstring(s, exampleWords) || firstAt(s[:v], negators, true) >= 0 {
			continue
		}
		after := s[v:]
		for _, p := range tc.params {
			name := p.lowerName()
			at := firstAt(after[:min(len(after), replaceReach+len(name))], []string{name}, true)
			if at < 0 {
				continue
			}
			if printedAccountAt(after[at+len(name):]) >= 0 {
				return strings.TrimSpace(s), true
			}
		}
	}
	return "", false
}
