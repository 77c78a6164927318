package classifier

import (
	"regexp"
	"strings"
)

// In a help desk the agents are people: a ticket tool's "note for other
// agents" is an internal note the support staff read, kept from the
// customer, not a message planted for other AI agents. The reading holds
// only where the tool's own words are those of a desk (tickets,
// customers, support), only for a short label that ends at "agents"
// (nothing is said to them after it), and never for tools or servers.

// deskWords are the words of a help desk's tool.
var deskWords = regexp.MustCompile(`\b(tickets?|customers?|help ?desk|support|service desk|inquir(y|ies)|call cent(er|re))\b`)

// deskAgentsLabel reports whether the match is a short label addressed to
// a help desk's human agents in a tool about tickets and customers.
func deskAgentsLabel(c excuseContext) bool {
	if !c.forTool || c.tool == nil {
		return false
	}
	m := strings.TrimSpace(c.f.lower[c.loc[0]:c.loc[1]])
	if !strings.HasSuffix(m, "agents") && !strings.HasSuffix(m, "agent") {
		return false
	}
	sent := strings.TrimSpace(sentenceAt(c.f.lower, c.loc[0]))
	after := strings.TrimSpace(c.f.lower[c.loc[1]:min(len(c.f.lower), c.loc[1]+2)])
	if len(strings.Fields(sent)) > 6 || strings.HasPrefix(after, ":") || strings.HasPrefix(after, "-") {
		return false
	}
	return deskWords.MatchString(c.tool.topicText()) || deskWords.MatchString(sentenceAt(c.tool.lowerDesc(), 0))
}
