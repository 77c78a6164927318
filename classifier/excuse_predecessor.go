package classifier

import (
	"regexp"
	"strings"
)

// A tool that replaces another names the one it replaces, and says what
// that one did: "Replaces list_members, which returned home addresses by
// default", "Supersedes get_contacts_v2, which added phone numbers to
// every row". Read alone, another tool's name beside private data and a
// verb of putting reads as data carried into that tool; what makes it
// honest is that the name follows the word for replacing it and what is
// said of it is told in the past: the old tool's history, which the new
// one changes. The sentence is read without the name and its past
// clause, and must order something itself; a past clause that prints a
// place to send to is not history to pass over.

// predecessorLead is a word that names the tool a tool replaces, and the
// name after it.
var predecessorLead = regexp.MustCompile(`\b(?:replaces|replacing|supersedes|superseding|succeeds|successor (?:of|to)|instead of|unlike|deprecated|migrated from|migrates from|formerly)\s+(?:the\s+)?(?:old(?:er)?\s+|legacy\s+|deprecated\s+|former\s+|previous\s+)?([a-z][a-z0-9]*(?:[_.][a-z0-9]+)+)(?:\(\))?`)

// predecessorPast is what may follow the replaced tool's name: a clause
// told in the past (which returned …, that added …, sent …), to the next
// semicolon or comma, or the end of the name's clause.
var predecessorPast = regexp.MustCompile(`^(?:\s+(?:tool|endpoint|command|version))?(?:,?\s+(?:which|that|as it)\s+|\s+)(?:always\s+|also\s+|still\s+|\w+ly\s+)?(?:used to \w+|would \w+|[a-z]{2,}ed|sent|put|kept|gave|showed|shown|left|took|made|had|was|were|did|wrote|got|let|set|told|paid|sold|held)\b[^;,]*`)

// predecessorEnds is the end of the replaced tool's name's clause, and
// predecessorSaid a relative clause that says something of it.
var (
	predecessorEnds = regexp.MustCompile(`^(?:\s+(?:tool|endpoint|command|version))?\s*(?:$|[;:.),])`)
	predecessorSaid = regexp.MustCompile(`^(?:\s+(?:tool|endpoint|command|version))?\s*,?\s*(?:which|that|who)\b`)
)

// predecessorWords are words one of which every lead has, looked for
// before the expression is asked.
var predecessorWords = []string{"replac", "supersed", "succe", "instead of", "unlike", "deprecated", "migrate", "formerly"}

// withoutPredecessor is sent with the name of each tool it says the tool
// replaces blanked, and the past clause told of it; false when it names
// none, or a past clause prints a place to send to.
func withoutPredecessor(sent string, tc *toolContext) (string, bool) {
	if !hasSubstring(sent, predecessorWords) {
		return sent, false
	}
	locs := predecessorLead.FindAllStringSubmatchIndex(sent, -1)
	if locs == nil {
		return sent, false
	}
	b := []byte(sent)
	found := false
	for _, loc := range locs {
		name := sent[loc[2]:loc[3]]
		if tc.own(name) {
			continue // the tool's own name, not the one it replaces
		}
		end := loc[1]
		switch m := predecessorPast.FindStringIndex(sent[end:]); {
		case m != nil:
			clause := sent[end : end+m[1]]
			if strings.Contains(clause, "@") || strings.Contains(clause, "://") || strings.Contains(clause, "www.") {
				return sent, false // a place printed: not history to pass over
			}
			end += m[1]
		case !predecessorEnds.MatchString(sent[end:]) || predecessorSaid.MatchString(sent[end:]):
			return sent, false // something not in the past is said of it
		}
		blankSpan(b, loc[2], end)
		found = true
	}
	return string(b), found
}
