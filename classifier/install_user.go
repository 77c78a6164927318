package classifier

import (
	"regexp"
	"strings"
)

// An install command is a lure when the model is to run it. One shown to
// the user for them to run ("tell the user the installer is …, and let
// them run it") leaves the choice where it belongs: with the person who
// owns the machine.

// handedToUser are the words that give a command to the user to run: the
// running is the user's ("tell the user to run", "let them install",
// "the user can run", "setup, done by the user: …", "suggest it to the
// user rather than running it"), not something else told to the user in
// passing.
var handedToUser = regexp.MustCompile(`\b(tell|ask|instruct|advise|remind|invite) (the user|users|them) to (run|install|execute|paste)\b|\btell (the user|users|them) (that )?the (installer|install command|command) is\b|\blet (the user|them|users) (run|install)\b|\b(the user|users|they) (can|may|should|must|needs? to|has to|have to) (run|install)\b|\bfor (the user|them|users) to (run|install)\b|\b(done|run|performed|carried out) by (the user|users|them)\b|\b(suggest|show|give|offer|recommend|hand|pass|leave|mention)s? (it|this|that|the (command|installer|install command|one-liner))\b[^;\n]{0,80}? to (the user|users|them)\b|\b(rather than|instead of) (running|executing|installing) it\b|\b(do not|don't|never) (run|execute) it (yourself|for them|for the user)\b`)

// modelRuns is the model told to run the command itself: an order to run
// at a clause start before it ("First run …", "before the first call,
// run …"), or "yourself" or a terminal tool anywhere in its sentence.
var (
	runOrderBefore = regexp.MustCompile(`(^|[.;:!?,(]\s*|\b(first|then|please|now|always|also|just|simply)\s+)(run|execute|install|paste|pipe)\b`)
	runByModel     = regexp.MustCompile(`\byourself\b|\bwith (the|your) (terminal|shell|bash|command|exec)\b`)
)

// installLeftToUser reports whether the sentence of lower the match at loc
// stands in hands the command to the user.
func installLeftToUser(lower string, loc []int) bool {
	// A sentence ends at a stop before a space or a line break; the dots
	// of a URL (acme.dev/install.sh) end none.
	start := 0
	for _, stop := range []string{". ", "! ", "? ", "\n"} {
		if i := strings.LastIndex(lower[:loc[0]], stop); i >= 0 {
			start = max(start, i+len(stop))
		}
	}
	end := len(lower)
	for _, stop := range []string{". ", "! ", "? ", "\n"} {
		if i := strings.Index(lower[loc[1]:], stop); i >= 0 {
			end = min(end, loc[1]+i)
		}
	}
	// The sentence runs on past the command ("… | sh` and let them run it").
	sentence := lower[start:end]
	if runOrderBefore.MatchString(lower[start:loc[0]]) || runByModel.MatchString(sentence) {
		return false
	}
	return handedToUser.MatchString(sentence)
}
