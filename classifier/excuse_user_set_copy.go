package classifier

import (
	"regexp"
	"strings"
)

// "If the user has set a CRM logging address in settings (e.g.
// log@crm.example), it is added as bcc": the copy goes to an address the
// user set, and the one printed is only a sample of it, after "e.g." in
// the condition's own aside. The scan ends a sentence at "e.g.", so the
// sentence found opens on the sample; what the definition says just
// before it is read for the condition. Only the sample is read apart: an
// address printed anywhere else, a copy with no such condition, or one
// kept from the user is read as ever.

// userSetAddress is a condition that the user has set the address, ending
// in the lead of an example inside its parentheses.
var userSetAddress = regexp.MustCompile(`\b(?:if|when|once)\s+(?:the\s+)?(?:user|customer|account owner|admin)\s+(?:has\s+)?(?:set|configured|added|entered|saved|chosen|set up)\s+(?:a|an|the|their)\s+[^.;()@]{0,60}?\b(?:address|email|e-mail|mailbox|inbox)\b[^.;()@]{0,40}?\((?:e\.g|for example,?|such as)$` +
	`|\bsi\s+(?:el usuario|la usuaria)\s+(?:ha\s+)?(?:configurado|definido|indicado|añadido|guardado)\s+(?:una?|la|su)\s+[^.;()@]{0,60}?\b(?:dirección|correo)\b[^.;()@]{0,40}?\((?:p\. ?ej|por ejemplo,?)$` +
	`|\bsi\s+l'utilisateur\s+a\s+(?:défini|configuré|indiqué|ajouté|enregistré)\s+(?:une?|l'|son|sa)\s*[^.;()@]{0,60}?\b(?:adresse|e-mail|courriel)\b[^.;()@]{0,40}?\((?:p\. ?ex|par exemple,?)$`)

// sampleAddress is the printed address a sentence found after "e.g."
// opens on, to the parenthesis that closes the aside.
var sampleAddress = regexp.MustCompile(`^\s*[\w.+-]+@[\w.-]+\s*\)`)

// withoutUserSetSample is sent with the sample of a user-set address it
// opens on blanked, and whether it had one (see above).
func withoutUserSetSample(sent, joined string) (string, bool) {
	loc := sampleAddress.FindStringIndex(sent)
	if loc == nil || keptOrWidened.MatchString(sent) {
		return sent, false
	}
	at := strings.Index(joined, sent)
	if at < 0 {
		return sent, false
	}
	before := strings.TrimRight(joined[max(0, at-200):at], ". ")
	if !userSetAddress.MatchString(before) {
		return sent, false
	}
	b := []byte(sent)
	blankSpan(b, loc[0], loc[1])
	return string(b), true
}
