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
// example's lead or label (or after earlier quoted items of its list), and
// only when neither the quotation nor anything after it in its field
// speaks of tools or servers: preference for a tool is
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
	for _, qt := range quotationsAround(lower, c.loc) {
		// An example that is not the list's first ("e.g. 'Answer in
		// French' or 'Ignore …'") has the list's lead before the first.
		lead := quotedItemsBefore.ReplaceAllString(lower[max(0, qt.open-120):qt.open], "")
		lead = lead[max(0, len(lead)-40):] + string(qt.mark)
		if !exampleLead.MatchString(lead) && !exampleLabel.MatchString(lead) {
			continue
		}
		if qt.end < 0 {
			return false // the quotation never closes: no example's bounds
		}
		return !toolTalk.MatchString(lower[qt.open:fieldEnd(c, qt.open)])
	}
	return false
}

// quotation is a quotation on one line: where it opens, where it closes
// (-1 when it never does) and its mark.
type quotation struct {
	open, end int
	mark      byte
}

// quotationsAround are the quotations by double and then by single marks
// that hold loc, on its line.
func quotationsAround(lower string, loc []int) []quotation {
	var out []quotation
	for _, q := range []byte{'"', '\''} {
		if open := quoteOpening(lower, loc[0], q); open >= 0 {
			out = append(out, quotation{open, closingAfter(lower, loc[1], q), q})
		}
	}
	return out
}

// fieldEnd is where the field of the text holding at ends: the texts are
// also read joined, and a later field's words (a builder's parameter for
// the tools its agent may call) are not the example's.
func fieldEnd(c excuseContext, at int) int {
	desc := c.tool.lowerDesc()
	for from := 0; desc != ""; {
		i := strings.Index(c.f.lower[from:], desc)
		if i < 0 {
			break
		}
		if start := from + i; start <= at && at < start+len(desc) {
			return start + len(desc)
		}
		from += i + 1
	}
	return len(c.f.lower)
}

// quotedItemsBefore is the quoted items of a list and the words that join
// them, standing before the next item's quote.
var quotedItemsBefore = regexp.MustCompile(`(['"][^'"]{1,80}['"]\s*(,|;|/|or|and)\s*)+$`)

// quoteMark reports whether the q at i in lower is a quotation mark: a
// single quote between two letters is an apostrophe ("agent's").
func quoteMark(lower string, i int, q byte) bool {
	if lower[i] != q {
		return false
	}
	return q == '"' || i == 0 || i+1 >= len(lower) || !isLetterByte(lower[i-1]) || !isLetterByte(lower[i+1])
}

// quoteOpening is where the quotation by q holding at opens, on its
// line, or -1 when at stands outside one.
func quoteOpening(lower string, at int, q byte) int {
	line := strings.LastIndexByte(lower[:at], '\n') + 1
	open := -1
	for i := line; i < at; i++ {
		if quoteMark(lower, i, q) {
			if open < 0 {
				open = i
			} else {
				open = -1
			}
		}
	}
	return open
}

// closingAfter is where the first quotation mark q at or after at
// stands, on its line, or -1 when there is none.
func closingAfter(lower string, at int, q byte) int {
	for i := at; i < len(lower) && lower[i] != '\n'; i++ {
		if quoteMark(lower, i, q) {
			return i
		}
	}
	return -1
}
