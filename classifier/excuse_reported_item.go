package classifier

import "regexp"

// A checker lists what it reports, and one item of the list is a kind of
// text by the request it makes: "reports suspicious content: instructions
// in HTML comments, zero-width characters, and text telling the model to
// read files like ~/.ssh/id_rsa". The request is the listed text's, named
// by a participle after the kind of text, in a list a verb of reporting
// opens; the checker asks nothing of the model. It is read so only in a
// checker (by its name), only after such a list's colon, and never after
// an opening that relays the order: a participle with no kind of text
// before it ("telling the model to read ~/.ssh/id_rsa helps"), a list
// no reporting verb opens, or an opening that speaks to the model
// ("reports what you must then do:") is read as written.

var (
	// reportedListOpen is a verb of reporting and what it reports, up to
	// the colon or the dash that opens the list of it; or a verb of checking, what it
	// checks and "for" what ("audits a definition for hidden
	// instructions:"), whose list is what the check looks for.
	reportedListOpen = regexp.MustCompile(`\b((reports?|flags?|detects?|finds?|catches|highlights?|lists?|warns? (about|of)|marks?)\s+[^.;:!?]{0,60}|(audits?|scans?|checks?|inspects?|examines?|reviews?|screens?|searches)\s+[^.;:!?]{0,60}\bfor\b[^.;:!?]{0,40})\s*(:|—|–)`)
	// reportedParticiple ends the words before a match with a kind of
	// text and the participle of its request ("text telling the model
	// to", "lines asking the agent to", "comments addressed to the
	// assistant").
	reportedParticiple = regexp.MustCompile(reportedTexts + `\s+(telling|asking|instructing|urging|directing|requesting|addressed to|aimed at|directed at)(\s+the)?(\s+(model|assistant|agent|ai|llm)s?)?(\s+to)?\s*$`)
)

// reportedListItem reports whether, in a checker, the match is the act a
// kind of text asks for, as an item of a list of what the checker reports.
func reportedListItem(c excuseContext) bool {
	if !c.forTool || c.tool == nil || relayedOrder(c.f.lower, c.loc[0]) || !checkerName.MatchString(c.tool.topicText()) {
		return false
	}
	before := sentenceBefore(c.f.lower, c.loc[0])
	open := reportedListOpen.FindStringIndex(before)
	return open != nil && !openAddressed.MatchString(before[open[0]:open[1]]) && reportedParticiple.MatchString(before[open[1]:])
}

// openAddressed is a list's opening that speaks to the model ("reports
// what you must then do yourself:"): the list is then what it is told to
// do, not what the checker found.
var openAddressed = regexp.MustCompile(`\b(you|your|yourself|must|should|always|obey|follow|carry out|act on)\b`)
