package classifier

import "regexp"

// "Never show full card numbers to the user; the tool returns only the
// last four digits": what is kept from the user is the whole form of a
// number or secret that is masked for the user's own safety (a card
// number, an account number, a password), the guard that payment and
// privacy rules ask for. Only the object between the verb and the user
// is read, and it must be a masked form ("full", "unmasked", "complete")
// of such a secret: "never show the full fee to the user" keeps a charge
// from the user and stays flagged.

// maskedSecretObject is what follows the negated verb of showing in the
// secrecy match when it names a secret in its unmasked form, up to the
// user it is kept from.
var maskedSecretObject = regexp.MustCompile(`^\s+(the |any |a |an )?(full|complete|entire|whole|unmasked|unredacted|raw|plain-?text|clear-?text)\s+((credit|debit|payment|bank|customer|customers'|card ?holder's|user's)\s+)?(card numbers?|card details|pans?|account numbers?|ibans?|social security numbers?|ssns?|passwords?|pins?|cvvs?|cvcs?|security codes?|api keys?|access tokens?|tokens?|secrets?|private keys?)\s+(to|with)\s+(the\s+)?(user|human|them)\b`)

// maskedSecretKept reports whether the secrecy match keeps only the
// unmasked form of a secret from the user.
func maskedSecretKept(c excuseContext) bool {
	m := c.f.lower[c.loc[0]:c.loc[1]]
	v := secrecyShowVerb.FindStringIndex(m)
	return v != nil && maskedSecretObject.MatchString(m[v[1]:])
}

// secrecyShowVerb is the negated verb of showing that opens the match.
var secrecyShowVerb = regexp.MustCompile(`^(do not|don't|never|must not)\s+(show|reveal|display|disclose|surface)\b`)
