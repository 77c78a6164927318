package classifier

import (
	"regexp"
	"strings"
)

// A tool that acts only after a person checked something says the check
// was done: "identity_verified: the agent confirmed the callback check",
// "set once the desk agent has completed the callback check". Read alone,
// the name of a check beside an agent is the words of a check waived;
// what makes it honest is that a verb of doing governs the check, so the
// check is kept, not skipped. The reading is narrow: the verb of doing
// stands right before the check's name, and nothing in the sentence may
// negate or waive it, say it was done already or anyway, have it assumed
// or claimed, make the act standing, or turn to a later act; the rest
// must order nothing itself.

// doneCheck is a verb of doing and the check it governs.
var doneCheck = regexp.MustCompile(`\b(?:confirmed|completes|completed|performed|performs|passed|passes|did|ran|carried out|signed off|verified|confirms)\s+(?:the\s+|a\s+|an\s+|their\s+)?(?:[a-z-]+\s+){0,2}?(?:check|checks|verification|callback|review|scan)\b`)

// checkWaived is what turns a check said done into one waived, feigned
// or presumed, or the sentence to another act.
var checkWaived = regexp.MustCompile(`\b(not|never|no|none|without|skip\w*|bypass\w*|waive\w*|unnecessary|needless|need not|already|anyway|regardless|assume\w*|presume\w*|pretend\w*|treat\w*|claim\w*|consider\w*|always|every|instead|so|then|but|unless|tell|say|report)\b|n't\b|@|://`)

// withoutDoneCheck is sent with the check a person did blanked, and the
// verb of doing it; false when the sentence says no check was done.
func withoutDoneCheck(sent string) (string, bool) {
	if !strings.Contains(sent, "check") && !strings.Contains(sent, "callback") && !strings.Contains(sent, "verification") &&
		!strings.Contains(sent, "review") && !strings.Contains(sent, "scan") {
		return sent, false // a one-pass gate: most sentences name no check
	}
	if checkWaived.MatchString(sent) {
		return sent, false
	}
	return blankFirst(sent, doneCheck)
}
