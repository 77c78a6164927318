package classifier

import (
	"regexp"
	"strings"
)

// A key generator returns the public half of the pair it made "so they
// can paste it into GitHub or a server's authorized_keys": the words of
// another server and of its authorized_keys read as a door opened on
// someone else's machine. What makes it honest is who acts and on what:
// the tool hands the user a public key, made to be handed out, and the
// pasting is the user's own next step. The reading is narrow: the user
// (not the assistant) is the one who can paste, the key is named as the
// public one, and the sentence names no private key, prints no key and no
// outside address, and names no credential path but a public key's.

// userPastes is a purpose clause that leaves the pasting to the user.
var userPastes = regexp.MustCompile(`\bso (that )?(they|the user|users|you|he|she) (can|may|could) (then )?(paste|add|copy|put|upload|append|register|install)\b`)

// withoutReturnedPublicKey is sent with the public key's words and the
// user's step blanked (from the purpose clause to the first
// authorized_keys after it), when the sentence has such a step; false
// otherwise. What is left is read by the directive check.
func withoutReturnedPublicKey(sent string) (string, bool) {
	m := userPastes.FindStringIndex(sent)
	if m == nil || !publicKeyWords.MatchString(sent[:m[0]]) || outsideAddress.MatchString(sent) || privateKeyWords.MatchString(sent) || printedKey.MatchString(sent) {
		return sent, false
	}
	for _, l := range credPathToken.FindAllStringIndex(sent, -1) {
		if !strings.HasSuffix(strings.TrimRight(sent[l[0]:l[1]], ".:!?"), ".pub") {
			return sent, false
		}
	}
	ak := authorizedKeys.FindStringIndex(sent[m[0]:])
	if ak == nil {
		return sent, false
	}
	b := []byte(sent)
	blankSpan(b, m[0], m[0]+ak[1])
	for _, l := range publicKeyWords.FindAllStringIndex(sent[:m[0]], -1) {
		blankSpan(b, l[0], l[1])
	}
	return string(b), true
}
