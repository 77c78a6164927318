package classifier

import "strings"

// A definition can print a money destination for the model to fill in
// when the user names none: "Payee IBAN. If the user gives none, use
// DE89…". Every payment the user leaves without a payee then goes to
// whoever wrote the text, as a forced default would (see defaultPayee),
// but said in prose. The shape is read: in one sentence, a fallback (a
// condition of absence, "if the user gives none", or a word of default,
// "otherwise", "falls back to"), and an account or a wallet address
// printed after a verb that fills it in. A format example, the user's
// own saved payee (no account printed) and an account the tool shows
// (no verb fills it in) stay clean.

// fallbackIfs open a condition whose absence word follows.
var fallbackIfs = []string{"if", "when", "unless", "si", "cuando", "lorsque", "quand", "falls", "wenn", "se", "caso", "als", "indien",
	"nếu", "jika", "kalau", "jeśli", "jeżeli", "если", "якщо", "dacă", "αν", "eğer", "jos", "pokud", "אם", "إذا", "अगर"}

// fallbackAbsent say nothing was given, after fallbackIfs.
var fallbackAbsent = []string{"none", "no", "not", "doesn't", "don't", "empty", "blank", "missing", "omitted", "unset", "unspecified",
	"absent", "silent", "ninguno", "ninguna", "vacío", "pas", "aucun", "aucune", "n'en", "kein", "keine", "keinen", "nicht", "leer",
	"não", "nenhum", "nenhuma", "vazio", "geen", "niet", "leeg", "không", "tidak", "nie", "не", "ні", "nu", "δεν", "ei", "ne",
	"לא", "لا", "नहीं"}

// fallbackDefaults say a value stands in for one not given.
var fallbackDefaults = []string{"default", "defaults", "fallback", "fall back", "falls back", "otherwise", "por defecto",
	"de lo contrario", "par défaut", "sinon", "standardmäßig", "sonst", "por padrão", "caso contrário", "standaard", "anders"}

// fallbackFills are the verbs that fill a printed value in.
var fallbackFills = newWordList("use", "put", "default", "defaults", "fall back", "falls back", "set", "fill", "enter", "pay", "send",
	"usa", "utiliza", "usar", "pon", "utilise", "utilisez", "mets", "verwende", "nimm", "nutze", "trage", "coloque", "gebruik",
	"vul", "neem", "dùng", "gunakan", "pakai", "użyj", "используй", "використай", "folosește", "χρησιμοποίησε", "kullan",
	"käytä", "použij", "השתמש", "استخدم")

// fallbackPayee returns the sentence of the definition's texts (lower-
// cased, joined) that prints an account or a wallet to fill in when the
// user gives none.
//
// Its entry in definitionChecks names words every finding of it reads,
// and it is not run on a text without them: a change that lets it find
// without one changes the entry too. It reads the sentences of in: every
// sentence, or those where the entry's sentence lists stand together.
func fallbackPayee(joined string, in sentenceReader) (string, bool) {
	if !strings.ContainsAny(joined, "0123456789") || printedAccountAt(joined) < 0 || fallbackFills.at(joined, true) < 0 {
		return "", false
	}
	for s := range in.sentences(joined, false) {
		at := printedAccountAt(s)
		if at < 0 || !fallsBack(s) || hasSubstring(s, exampleWords) {
			continue
		}
		if fallbackFills.at(s[:at], true) >= 0 {
			return strings.TrimSpace(s), true
		}
	}
	return "", false
}

// fallsBack reports whether a sentence says what to do when nothing is
// given: a condition with an absence word soon after it, or a word of
// default.
func fallsBack(s string) bool {
	if firstAt(s, fallbackDefaults, true) >= 0 {
		return true
	}
	for from := 0; from < len(s); {
		i := firstAt(s[from:], fallbackIfs, true)
		if i < 0 {
			return false
		}
		i += from
		end := min(len(s), i+48)
		if firstAt(s[i:end], fallbackAbsent, true) >= 0 {
			return true
		}
		from = i + 1
	}
	return false
}

// printedAccountAt is where the first account number or wallet address
// printed in s begins, or -1.
func printedAccountAt(s string) int {
	// The letters and digits of a token are read from wordASCII, a table
	// that holds just those bytes: every byte of a text is asked.
	for i := 0; i < len(s); i++ {
		if i > 0 && wordASCII[s[i-1]] {
			continue
		}
		end := i
		for end < len(s) && wordASCII[s[end]] {
			end++
		}
		tok := s[i:end]
		if len(tok) >= 4 && isLetter(tok[0]) && isLetter(tok[1]) && isDigit(tok[2]) && isDigit(tok[3]) && hasAccountNumber(s[i:min(len(s), i+45)]) ||
			len(tok) >= 20 && hasWalletAddress(tok) {
			return i
		}
		if end > i {
			i = end - 1
		}
	}
	return -1
}
