package classifier

import (
	"regexp"
	"strings"
)

// A checker says in one sentence what it does and gives examples of what
// it flags: "analyses a script and flags dangerous patterns, for example
// `curl … | sh`, `chmod 777`, base64 -d piped to bash". Its own verb of
// flagging stands before the kind of pattern and the lead of examples, so
// the sentence is its own subject: the items are samples of what the
// checker reports, not orders. The excuse is narrow: each item, read
// alone with its quoted code blanked, must order nothing, the list must
// not turn to the reader or print a host (see checkerListTurn), and the
// sentence with the list blanked must order nothing either; a list that
// is samples together but an order once one item is read alone is not
// excused.

// checkerExamplesLead is a checker's verb of flagging, the kind of
// pattern and the lead of examples, in the languages the corpora use.
var checkerExamplesLead = regexp.MustCompile(`\b(flags?|flagging|detects?|detecting|reports?|finds?|catch(es)?|warns? (about|of|on)|signale|signalent|détecte|détectent|erkennt|meldet|markiert|detecta|detectan|señala|marca)\s+((the|les|des|die|los|las)\s+)?(risky|dangerous|unsafe|insecure|suspicious|known.bad|motifs?|schémas?|constructions?|gefährliche|riskante|unsichere|patrones|construcciones)\s*(patterns?|constructs?|commands?|practices?|calls?|idioms?|dangereux|dangereuses|risqués?|à risque|muster|befehle|konstrukte|peligrosos|peligrosas|inseguros|arriesgados)?\s*(,?\s*(for example|for instance|such as|e\.g\.?|including|like|par exemple|comme|tels? que|z\. ?b\.|zum beispiel|wie|por ejemplo|como)|—|–|:|\()`)

// withoutCheckerExamples is sent with the examples after a checker's
// lead blanked, when each is a short item that orders nothing read alone
// (orders reads a text for an order); false when there is no such list.
func withoutCheckerExamples(sent string, orders func(string) bool) (string, bool) {
	loc := checkerExamplesLead.FindStringIndex(sent)
	if loc == nil {
		return sent, false
	}
	plain := withoutCodeSpans(sent[loc[1]:])
	if !shortCheckerItems(plain, withoutParens(plain)) {
		return sent, false
	}
	for _, item := range strings.Split(listJoiners.Replace(" "+plain+" "), ",") {
		if strings.TrimSpace(item) != "" && orders(item) {
			return sent, false
		}
	}
	b := []byte(sent)
	blankSpan(b, loc[1], len(sent))
	return string(b), true
}
