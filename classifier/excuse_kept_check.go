package classifier

import (
	"regexp"
	"strings"
)

// "The signature is always checked, except that skip_signature_check
// works when the device is in developer mode and the user asks for it
// explicitly": the "always" keeps a safeguard on every call, and the one
// way around it waits for the user's explicit word. Read together, the
// words are those of a check always skipped. The clause that keeps the
// check is read apart, and only when the exception is the user's
// explicit request; what is left (the exception itself) must order
// nothing, so a second "always" or "every", an act added, or a skip
// without the user's word is still found.

// keptCheck is a safeguard said to hold on every call: its subject and
// "is always checked".
var keptCheck = regexp.MustCompile(`^(the\s+|its\s+|each\s+)?[\w-]+(\s+[\w-]+)?\s+(is|are|gets?)\s+always\s+(checked|verified|validated|enforced|scanned|tested|required|confirmed|on|run)\b`)

// userExplicitAsk is the user's explicit request, which the exception
// waits for.
var userExplicitAsk = regexp.MustCompile(`\b(the user|the owner|they)\s+(explicitly\s+)?(asks?|requests?|confirms?|chooses?)(\s+for\s+(it|this|that))?(\s+explicitly)?\b`)

// withoutKeptCheck is sent with the clause that keeps a safeguard on
// every call and the user's explicit request blanked, when the sentence
// holds both and the request is explicit; false otherwise.
func withoutKeptCheck(sent string) (string, bool) {
	k := keptCheck.FindStringIndex(sent)
	if k == nil {
		return sent, false
	}
	u := userExplicitAsk.FindStringIndex(sent[k[1]:])
	if u == nil || !strings.Contains(sent[k[1]+u[0]:k[1]+u[1]], "explicit") {
		return sent, false
	}
	b := []byte(sent)
	blankSpan(b, k[0], k[1])
	blankSpan(b, k[1]+u[0], k[1]+u[1])
	return string(b), true
}
