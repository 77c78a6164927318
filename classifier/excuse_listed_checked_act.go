package classifier

import "regexp"

// A security tool lists the acts of the instructions it flags as
// infinitives after their noun: "audits definitions for instructions to
// read ~/.ssh, to send data to other tools, or to hide actions from the
// user". The act matched is one of that list, named, not ordered. An
// order in a security tool's text ("hide the failures from the user")
// has no such lead, and an act in a tool that checks nothing stays
// flagged.

var (
	// checkedActsLead is the noun of the instructions a checker flags,
	// then "to": where the list of their acts starts.
	checkedActsLead = regexp.MustCompile(`\b(instructions|attempts|requests|orders|commands|prompts|directives) to\b`)
	// listedInfinitive is what stands just before an act of that list:
	// its own "to", after the list's comma or "or".
	listedInfinitive = regexp.MustCompile(`(,|\bor|\band)\s+to\s+$`)
	// flaggedTextsLead is a checker's verb of flagging and the texts it
	// flags, then what they ask: "flags tool descriptions that ask the
	// model to", after which the acts are listed bare ("read …, send …
	// or hide …").
	flaggedTextsLead = regexp.MustCompile(`\b(flags|flag|detects|detect|finds|catches|reports|lists|highlights|marks)\b[^.;]{0,60}\bthat (ask|asks|tell|tells|instruct|instructs|try to|tries to|order|orders|want|wants)\b`)
	// listedBare is what stands just before a bare act of that list.
	listedBare = regexp.MustCompile(`(,|\bor|\band|\bto)\s+$`)
)

// listedCheckedAct reports whether the match is an act in a security
// tool's list of the instructions it flags (see above).
func listedCheckedAct(c excuseContext) bool {
	if !c.forTool || c.tool == nil {
		return false
	}
	before := sentenceBefore(c.f.lower, c.loc[0])
	listed := listedInfinitive.MatchString(before) && checkedActsLead.MatchString(before)
	if !listed && (!listedBare.MatchString(before) || !flaggedTextsLead.MatchString(before)) {
		return false
	}
	return checkerName.MatchString(c.tool.topicText()) || securitySubject.MatchString(c.f.lower)
}
