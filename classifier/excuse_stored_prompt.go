package classifier

import (
	"regexp"
	"strings"
)

// A tool that stores another assistant's instructions shows an example of
// them: "Replaces the instructions a support bot follows. Example: \"You
// are the billing assistant. Ignore questions unrelated to billing.\"".
// Read alone, "questions unrelated to …" is the phrase of a tool pushing
// itself for every request; inside the quoted example it is the stored
// bot's scope, addressed to that bot. The reading holds only for a tool
// that takes instructions in a parameter of its own or is named for the
// assistant it builds, only for a match inside a quotation opened after an
// example's lead or label, and only when neither the quotation nor
// anything after it speaks of tools or servers: preference for a tool is
// about tools, a bot's scope is not. "Example: \"Use this tool for every
// request\"" or an order after the quotation to use this tool for
// unrelated questions stays found.

// toolTalk names tools or servers, what a preference order is about.
var toolTalk = regexp.MustCompile(`\b(tools?|servers?|plugins?|integrations?|competitors?|rivals?)\b`)

// storedPromptExample reports whether the match stands inside a quoted
// example of the instructions a prompt tool stores.
func storedPromptExample(c excuseContext) bool {
	if !c.forTool || c.tool == nil || !takesInstructions(c.tool) && !buildsAssistant(c.tool) {
		return false
	}
	lower := c.f.lower
	open := quoteOpening(lower, c.loc[0])
	if open < 0 {
		return false
	}
	lead := lower[max(0, open-40) : open+1]
	if !exampleLead.MatchString(lead) && !exampleLabel.MatchString(lead) {
		return false
	}
	if strings.IndexByte(lower[c.loc[1]:], '"') < 0 {
		return false // the quotation never closes: no example's bounds
	}
	return !toolTalk.MatchString(lower[open:])
}

// quoteOpening is where the double quotation holding at opens, on its
// line, or -1 when at stands outside one.
func quoteOpening(lower string, at int) int {
	line := strings.LastIndexByte(lower[:at], '\n') + 1
	open := -1
	for i := line; i < at; i++ {
		if lower[i] == '"' {
			if open < 0 {
				open = i
			} else {
				open = -1
			}
		}
	}
	return open
}
