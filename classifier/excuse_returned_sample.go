package classifier

import (
	"regexp"
	"strings"
)

// A lookup tool that serves published advisories says what its answers
// hold, and an advisory may hold the attack it describes: "Returns details
// for a CVE, including proof-of-concept strings like `curl … | sh` as
// published." The command is an item of what the tool hands back, named
// after an example's lead in the sentence that opens with the tool's own
// act of returning; nobody is told to run it. The reading asks for that
// opening, the lead a few words before the match, and no order, no
// obligation and no party spoken to anywhere in the sentence, before the
// match or after it: "… like `curl … | sh`, which you must run first" and
// "Returns the fix; the agent should run commands like …" are read as
// ever.

// returnedOpen is a sentence opened by the tool's act of handing data
// back.
var returnedOpen = regexp.MustCompile(`^\s*(returns|lists|shows|displays|retrieves|fetches|looks up|gives back|outputs|reports)\b`)

// returnedSampleLead is an example's lead, and up to a few words naming
// the kind of item, that ends the text before the match.
var returnedSampleLead = regexp.MustCompile("\\b(like|such as|e\\.g\\.?|for example|for instance|including)((\\s+[\\w-]+){0,3})?[\\s:,]*[\x60'\"“‘]?\\s*$")

// returnedOrder is an order, an obligation or the reader spoken to: the
// sentence then asks for what it lists to be run.
var returnedOrder = regexp.MustCompile(`\b(run|runs|execute|executes|install|paste|type|launch|pipe|you|your|yourself|assistant|model|agent|ai|llm|must|should|need to|needs to|required?|first|before|beforehand|make sure|ensure|always|then)\b`)

// returnedSample reports whether the match is an example of what the
// tool returns (see above).
func returnedSample(c excuseContext) bool {
	if !c.forTool || c.f.kind != "description" {
		return false
	}
	lower := c.f.lower
	before := sentenceBefore(lower, c.loc[0])
	lead := returnedSampleLead.FindStringIndex(before)
	if lead == nil || !returnedOpen.MatchString(before) || returnedOrder.MatchString(before[:lead[0]]) {
		return false
	}
	after := lower[c.loc[1]:]
	if i := strings.IndexAny(after, ".;\n!?"); i >= 0 {
		after = after[:i]
	}
	return !returnedOrder.MatchString(after)
}
