package classifier

import (
	"regexp"
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
)

// "Deletes parking permits that expired more than 90 days ago, as the
// retention policy requires": the opening sentence of a description says
// the tool's own act and then the rule it follows. The rule is the
// reason the act exists, given to the reader; the same words ordering the
// model ("as company policy requires, delete …") claim an authority to
// make it act. The reading holds only for the description's opening
// sentence, opened by the tool's own verb, with the rule in a clause that
// closes it; the sentence is read without that clause, and what is left
// must order nothing itself (an act done without asking, kept from the
// user or sent to a printed place is still found).

// policyReasonClause is a closing clause that gives a rule as the reason
// of the act before it.
var policyReasonClause = regexp.MustCompile(`,\s*(as|since|because)\s+(the\s+|our\s+|its\s+|your\s+|their\s+|local\s+)?([\p{L}-]+\s+){0,3}(policy|policies|law|laws|regulation|regulations|compliance|contract|rules?)\s+(requires?|demands?|says|prescribes?)\.?$` +
	`|,\s*(in order\s+)?to comply with\s+[^,;]{1,60}$`)

// withoutPolicyReason is sent without its closing clause of a rule, when
// sent is the description's opening sentence and opens with the tool's
// own verb, of the kind its name's verb is (a purge_ tool that "Deletes");
// false otherwise.
func withoutPolicyReason(sent string, tc *toolContext, verbs map[string]Category) (string, bool) {
	if tc == nil || !strings.Contains(sent, ", ") {
		return sent, false
	}
	loc := policyReasonClause.FindStringIndex(sent)
	if loc == nil || !strings.HasPrefix(strings.TrimLeft(tc.lowerDesc(), " "), sent) || !opensWithNamedAct(sent, tc.name, verbs) {
		return sent, false
	}
	return sent[:loc[0]], true
}

// opensWithNamedAct reports whether sent opens with a verb in the third
// person ("deletes", "archives"), the tool's own act told of it, of the
// same kind as the verb that opens the tool's name: a get_ tool whose
// description opens "Deletes" does what its name does not say.
func opensWithNamedAct(sent, name string, verbs map[string]Category) bool {
	w := firstWord(sent)
	words := catalog.NameWords(name)
	if len(w) < 4 || !strings.HasSuffix(w, "s") || len(words) == 0 {
		return false
	}
	named, ok := verbs[strings.ToLower(words[0])]
	if !ok {
		return false
	}
	var forms [maxVerbForms]string
	for _, v := range appendVerbForms(forms[:0], w)[1:] {
		if c, ok := verbs[v]; ok {
			return c == named
		}
	}
	return false
}
