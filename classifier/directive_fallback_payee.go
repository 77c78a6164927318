package classifier

import "strings"

// A sentence can print a money destination for the model to fill in
// when the user names none: "If the user gives none, use DE89…". The
// user who forgets the payee then pays whoever wrote the definition, and
// no default in the schema shows it (see defaultPayee). What makes it
// harmful is the two together in one sentence: an account or a wallet
// printed, and the user's silence as the condition for using it. A format
// example ("e.g. DE89…") prints an account with no such condition, and a
// fallback to the user's own saved payee prints none.

// userSilent are the words that make a sentence's act wait on the user
// naming nothing: none given, nothing specified, a default.
var userSilent = []string{"none", "not given", "not specified", "not provided", "not supplied", "not named", "does not", "doesn't",
	"did not", "didn't", "is missing", "are missing", "is empty", "left empty", "left blank", "omitted", "unspecified",
	"if no ", "when no ", "default to", "defaults to", "by default", "otherwise", "fall back", "fallback",
	"keine", "keinen", "kein ", "nicht angibt", "nicht angegeben", "fehlt", "standardmäßig", "ansonsten",
	"ninguno", "ninguna", "no indica", "no se indica", "si no ", "por defecto", "en su defecto", "de lo contrario",
	"aucun", "aucune", "par défaut", "à défaut", "sinon", "nessuno", "nessuna", "predefinit", "altrimenti",
	"nenhum", "nenhuma", "se não", "padrão", "caso contrário", "geen ", "standaard", "anders"}

// formatExample are the leads of a sample value, which shows a format and
// is no destination.
var formatExample = []string{"e.g", "for example", "for instance", "example", "such as", "format", "z. b", "z.b", "zum beispiel",
	"beispiel", "p. ej", "por ejemplo", "ejemplo", "par exemple", "exemple", "ad esempio", "esempio", "por exemplo", "exemplo",
	"bijv", "bijvoorbeeld", "voorbeeld"}

// fallbackPayee returns the sentence of joined (lower-cased) that prints
// an account or a wallet to be paid when the user names none.
func fallbackPayee(joined string) (string, bool) {
	if !strings.ContainsAny(joined, "0123456789") {
		return "", false
	}
	for s := range sentences(joined) {
		if len(s) < 20 || !(hasAccountNumber(s) || hasWalletAddress(s)) {
			continue
		}
		if hasAnyOf(s, userSilent) && !hasAnyOf(s, formatExample) {
			return strings.TrimSpace(s), true
		}
	}
	return "", false
}
