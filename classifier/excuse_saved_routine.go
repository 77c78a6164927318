package classifier

import "regexp"

// A tool that runs a routine the user saved lists its steps, and the
// steps name other tools and the user's data: "Runs the user's saved
// 'morning' routine: get_weather for their city, list_calendar_events for
// today, then summarise unread e-mails." Read alone, tools and private
// data held by the user make an order to carry that data through other
// tools. What makes it honest is whose steps they are: the routine is the
// user's own, saved by them, and the tool's act is to run it. The reading
// is narrow: only the opening that names the routine as the user's is
// read apart, and the steps may print no place, send nothing on, and do
// nothing unseen; what they say besides is read as ever.

// savedRoutineLead opens a sentence with the tool running a routine the
// user saved or owns, to its colon or its first word of steps.
var savedRoutineLead = regexp.MustCompile(`^(runs|executes|plays|starts|triggers|performs|replays) (one of )?(the user's|your|their) (own |saved |stored |recorded |chosen |custom )*(('[^']*'|"[^"]*"|“[^”]*”|[a-z0-9-]+) )?(routines?|workflows?|shortcuts?|macros?|automations?|playbooks?|recipes?|sequences?|scenes?)\b( \([^)]*\))?:?`)

// stepsCarry are the words of a step that send something on.
var stepsCarry = regexp.MustCompile(`\b(send|sends|post|posts|upload|uploads|forward|forwards|share|shares|publish|publishes|attach|attaches|transmit\w*|export\w*|sync\w*)\b`)

// withoutSavedRoutine is sent with its opening on the user's own routine
// blanked, when it has one and its steps print no place, send nothing on
// and do nothing unseen; false otherwise.
func withoutSavedRoutine(sent string) (string, bool) {
	loc := savedRoutineLead.FindStringIndex(sent)
	if loc == nil {
		return sent, false
	}
	steps := sent[loc[1]:]
	if printedPlace.MatchString(steps) || stepsCarry.MatchString(steps) || carriedAway(steps) || unseenAct.MatchString(steps) || standingWord.MatchString(steps) {
		return sent, false
	}
	b := []byte(sent)
	blankSpan(b, loc[0], loc[1])
	return string(b), true
}
