package classifier

import (
	"regexp"
	"strings"
)

// A linter lists what it reports by describing each item and showing its
// code in parentheses: "reports risky patterns, such as piping a download
// into a shell (`curl ... | sh`), unquoted `rm -rf $DIR` or …". The code
// does not stand right after the example's lead, as checkerExample asks,
// but after the words that describe it, inside the list the lead opens;
// it is as much an example. The reading asks that the match open a
// parenthesis, that an example's lead stand in the same clause at most
// describedItemWords words before it, and that the tool be a checker;
// a sentence that relays the command to the model, orders something run
// or speaks to the model before the list is read as ever, and so is one
// that has the model run it from its shell (see installExcused).

// describedItemWords is how many words may describe an item between the
// lead and its code.
const describedItemWords = 10

// parenExampleLead is an example's lead, the last of which in the clause
// before the match opens the list.
var parenExampleLead = regexp.MustCompile(`\b(such as|e\.g\.?|for example|for instance|like|including)\b`)

// parenRunOrder is an order to run something, or the model spoken to,
// before the list: the list is then of what to run.
var parenRunOrder = regexp.MustCompile(`\b(run|execute|install|paste|type|launch|assistant|model|agent|ai|you|yourself)\b`)

// parenOpen is the opening of a parenthesis, with a code span's mark
// after it, that ends the text before the match.
var parenOpen = regexp.MustCompile("\\(\\s*[\x60'\"]?\\s*$")

// parenthesisedExample reports whether the match is the code of a
// described item of a checker's list of examples (see above).
func parenthesisedExample(c excuseContext) bool {
	if !c.forTool || relayedOrder(c.f.lower, c.loc[0]) {
		return false
	}
	before := sentenceBefore(c.f.lower, c.loc[0])
	open := parenOpen.FindStringIndex(before)
	if open == nil {
		return false
	}
	leads := parenExampleLead.FindAllStringIndex(before[:open[0]], -1)
	if leads == nil {
		return false
	}
	if parenRunOrder.MatchString(before[:leads[len(leads)-1][0]]) {
		return false
	}
	between := before[leads[len(leads)-1][1]:open[0]]
	if strings.ContainsAny(between, ";:") || len(strings.Fields(between)) > describedItemWords {
		return false
	}
	return checkerSubject.MatchString(c.f.lower)
}
