package classifier

import "strings"

// A parameter named for a part of a secret (card_number_last4,
// iban_suffix, masked_pan) asks for what is printed on a receipt or shown
// masked in an app, the way a tool looks a customer up; it asks for no
// secret. Its name is not read as a sentence asking for the secret. The
// part is read as whole words: "pending_user_password" holds "ending"
// and names the whole password.

// partialSecretWords name a part of a secret, or a masked one, as words.
var partialSecretWords = []string{"last4", "last 4", "last four", "lastfour", "last digits", "suffix", "masked", "hint", "ending"}

// partialSecretName reports whether a parameter's name, read as words,
// names a part of a secret.
func partialSecretName(words string) bool {
	lower := strings.ToLower(words)
	for _, w := range partialSecretWords {
		if hasWord(lower, w) {
			return true
		}
	}
	return false
}
