package classifier

import (
	"regexp"
	"strings"
)

// A tool that bundles what the user picked and hands it to one of the
// service's tools as one step: "collects the damage photos and the notes
// the user selected and then calls open_claim with them, as one step the
// user asked for". Read alone, private data gathered and passed to
// another tool is data carried off; what makes it honest is that the
// data are the ones the user chose (a relative clause gives the choice
// to the user), the step is the one the user asked for, and the tool
// handed to moves nothing out. The reading is narrow: both the choice and
// the request must be said, nothing in the sentence may reach past the
// chosen things, send them on, print a place, or make the act standing
// or hidden (see chosenBeyond), and no snake-case name in it may hold a
// part that moves data or money (export_, send_, upload_ …). The words up
// to the choice are blanked and the rest read again.

var (
	// userChoseClause is the relative clause that gives the choice to the user.
	userChoseClause = regexp.MustCompile(`\b(?:that |which )?(?:the user|you)\s+(?:selected|selects|chose|chooses|picked|picks|marked|ticked)\b`)
	// userAskedStep says the step is the one the user asked for.
	userAskedStep = regexp.MustCompile(`\b(?:the user|you)\s+(?:asked for|requested)\b|\bat the user's request\b`)
	// handedName is a name written in snake case, a tool's.
	handedName = regexp.MustCompile(`\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b`)
)

// withoutChosenHandover is sent with its words up to the user's choice
// blanked, when the sentence hands what the user chose to a tool that
// moves nothing out, as the step the user asked for; false otherwise.
func withoutChosenHandover(sent string) (string, bool) {
	if !strings.Contains(sent, "_") || !strings.Contains(sent, "user") && !strings.Contains(sent, "you") {
		return sent, false
	}
	m := userChoseClause.FindStringIndex(sent)
	if m == nil || !userAskedStep.MatchString(sent) || chosenBeyond.MatchString(sent) {
		return sent, false
	}
	for _, name := range handedName.FindAllString(sent, -1) {
		for _, part := range strings.Split(name, "_") {
			if calledMovePartSet[part] || calledMovePartSet[strings.TrimSuffix(part, "s")] {
				return sent, false
			}
		}
	}
	b := []byte(sent)
	blankSpan(b, 0, m[1])
	return string(b), true
}
