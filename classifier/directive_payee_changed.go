package classifier

import (
	"regexp"
	"strings"
)

// A payee changed in passing: "Donations are now paid into the shelter's
// account GB29 …", "Payments now go to account NL91 …". The sentence says
// where the tool's payments go from now on and prints the account: what
// the user chose to pay goes instead to whoever printed it. An account
// named for the organisation that writes the tool, with no change ("fees
// are paid to the club's account …"), is where its own payments always
// went, and stays clean (see withoutOrgAccount); so does a change that
// sends money back to the user's own account, and one that prints no
// account number ("requests now go to https://eu…").

// payeeChangedWords say that payments go somewhere from now on, in the
// languages the corpora use (the gate of the check).
var payeeChangedWords = []string{"now paid", "now go to", "now go into", "now goes to", "now goes into", "now sent to",
	"now deposited", "now transferred", "now credited", "now settled", "henceforth", "from now on",
	"ahora se pagan", "se pagan ahora", "se paga ahora", "se ingresan ahora", "ahora van a", "désormais", "dorénavant",
	"ab sofort", "ab jetzt", "künftig", "voortaan", "agora são pagos", "agora é pago", "agora vão para", "ora sul conto",
	"ora vanno", "d'ora in poi"}

// payeeChangedFor names money as the subject of the change: payments of
// any kind, not requests or messages.
var payeeChangedFor = regexp.MustCompile(`\b(payments?|donations?|gifts?|contributions?|pledges?|fees?|dues|rent|invoices?|settlements?|payouts?|refunds?|transfers?|funds|proceeds|wages|salar(y|ies)|pagos?|donativos?|donaciones|paiements?|dons|zahlungen|spenden|beiträge|betalingen|donaties|pagamentos?|doações|pagamenti|donazioni)\b`)

// payeeChangedOwn keeps the money with the user. "Our" does not: a change
// to "our new account" is how a payee is swapped in the writer's name.
var payeeChangedOwn = regexp.MustCompile(`\b(user's|users'|customer's|your|their|own)\b`)

// payeeChanged returns the sentence of the definition's texts, of those in
// reads, that says the tool's payments now go into a printed account (see
// above).
func payeeChanged(joined string, in sentenceReader) (string, bool) {
	for s := range in.sentences(joined, true) {
		if !hasAccountNumber(s) || !payeeChangedFor.MatchString(s) || payeeChangedOwn.MatchString(s) || !changedPayment(s) {
			continue
		}
		return strings.TrimSpace(s), true
	}
	return "", false
}

// changedPayment reports whether s holds one of payeeChangedWords.
func changedPayment(s string) bool {
	for _, w := range payeeChangedWords {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}
