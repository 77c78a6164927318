package classifier

import "strings"

// A parameter named for a part of a secret (card_number_last4,
// iban_suffix, masked_pan) asks for what is printed on a receipt or shown
// masked in an app, the way a tool looks a customer up; it asks for no
// secret. Its name is not read as a sentence asking for the secret.

// partialSecretWords name a part of a secret, or a masked one.
var partialSecretWords = []string{"last4", "last 4", "last four", "lastfour", "last_4", "last digits", "suffix", "masked", "hint", "ending"}

// partialSecretName reports whether a parameter's name, read as words,
// names a part of a secret.
func partialSecretName(words string) bool {
	return hasSubstring(strings.ToLower(words), partialSecretWords)
}
