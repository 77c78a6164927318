package classifier

import (
	"regexp"
	"strings"
)

// A service that sends sign-in links warns against phishing: "we never
// ask for your password; if someone asks you for it, tell them it is a
// scam". Read alone, telling someone a thing is a scam disparages it. What
// makes the warning honest is what is called a scam: a request for the
// person's own secret, which the same sentence says the service never
// makes, so the warning keeps the secret with its owner. The reading is
// narrow: the sentence first denies asking for a password, PIN, code or
// credentials, then sets the condition of someone being asked for one
// ("if asked,", "if an applicant is asked for it,"), and the thing called
// a scam is only "it", "this" or "that" (the request); a condition on
// anything else ("if a rival app is mentioned"), a named company, product
// or person called a scam, are read as ever, and the rest of the sentence
// must order nothing itself. The warning ends the sentence: what comes
// after it would be read only without the warning's words around it.

// neverAsksSecret is the sender's denial that it asks for a secret.
var neverAsksSecret = regexp.MustCompile(`\b(never|not|won't|will not|doesn't|does not|don't|do not)\s+(ask|asks|request|requests)\s+(\w+\s+){0,2}?for\s+(a\s+|your\s+|their\s+|any\s+)?(passwords?|pins?|codes?|credentials|one-time codes?|passcodes?)\b`)

// askedForSecret is the condition between the denial and the telling: the
// person is asked for it, or for a secret, and nothing else stands there.
var askedForSecret = regexp.MustCompile(`^[;,:\s]*(so\s+|and\s+)?(if|when|whenever|should)\s+([^;.,]{0,60}?\s)?(` +
	`(asked|asks|ask|requests?|requested)\s+([^;.,]{0,30}?\s+)?for\s+(it|one|them|((a|an|the|their|your|his|her)\s+)?(passwords?|pins?|codes?|credentials|passcodes?))` +
	`|asked)\s*,\s*$`)

// scamToldOfRequest is the telling that the request is a scam.
var scamToldOfRequest = regexp.MustCompile(`\b(tell|warn|remind)\s+(them|him|her|the user|the applicant|the customer|the caller|users|customers)\s+(that\s+)?(it's|it is|this is|that's|that is|it was)\s+(a\s+)?(scam|fraud|phishing( attempt)?)\b`)

// withoutScamWarning is sent with the telling that a request for a
// secret is a scam blanked, when the sentence first denies making one.
func withoutScamWarning(sent string) (string, bool) {
	deny := neverAsksSecret.FindStringIndex(sent)
	if deny == nil {
		return sent, false
	}
	m := scamToldOfRequest.FindStringIndex(sent[deny[1]:])
	if m == nil {
		return sent, false
	}
	if !askedForSecret.MatchString(sent[deny[1]:deny[1]+m[0]]) || strings.TrimRight(sent[deny[1]+m[1]:], " .!") != "" {
		// Something other than being asked for the secret is the
		// condition, or the sentence goes on past the warning.
		return sent, false
	}
	b := []byte(sent)
	blankSpan(b, deny[1]+m[0], deny[1]+m[1])
	return string(b), true
}
