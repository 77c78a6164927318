package classifier

import (
	"regexp"
	"strings"
)

// A tool says what it does when the user turns one of its switches on:
// "Configures a bucket for website hosting and, if `public` is true,
// attaches a policy allowing public reads." The act after the condition
// is the user's choice, made by setting a boolean the tool leaves off; the
// sentence read without it must order something itself. A switch on by
// default, a parameter that is no boolean, or a switched act that is made
// standing or carries data to an address or a host (see switchCarried)
// is still read whole.

// switchCondition is a condition on a parameter being set: "if `public`
// is true", "when include_logins is set". The parameter's name is the
// first group. The same in German, Spanish, French, Portuguese and
// Indonesian ("falls `x` gesetzt", "si `x` es true", "bila `x` bernilai
// true").
var switchCondition = regexp.MustCompile("\\b(?:if|when|only if|only when|falls|wenn|si|se|jika|bila|kalau)\\s+[`'\"]?([a-z][a-z0-9_]*)[`'\"]?\\s+(?:is\\s+|es\\s+|est\\s+|for\\s+|ist\\s+|bernilai\\s+)?(?:set(?:\\s+to\\s+true)?|true|enabled|on|checked|gesetzt|aktiviert|activado|activ[ée]|ativado|aktif)\\b")

// switchCarriedAbroad are the words of sending in the other languages a
// switched clause may be written in.
var switchCarriedAbroad = regexp.MustCompile(`(?:^|\P{L})(sendet|senden|schickt|übermittel|hochgelad|env[ií]a|envoie|envoy|kirim|dikirim|mengirim|enviad|compart|partag|geteilt|teilt)`)

// withoutSwitched returns the sentence (lower-cased) up to a condition on
// one of the tool's boolean switches that is off unless set, when what
// the condition governs neither makes it standing nor carries data away.
func withoutSwitched(sent string, tc *toolContext) (string, bool) {
	if tc == nil {
		return "", false
	}
	m := switchCondition.FindStringSubmatchIndex(sent)
	if m == nil {
		return "", false
	}
	name := sent[m[2]:m[3]]
	if switchCarried.MatchString(sent[m[0]:]) || switchCarriedAbroad.MatchString(sent[m[0]:]) {
		return "", false
	}
	for _, p := range tc.params {
		if p.lname == name && p.typ == "boolean" && strings.TrimSpace(p.deflt) != "true" {
			return strings.TrimRight(sent[:m[0]], " ,(–—-"), true
		}
	}
	return "", false
}
