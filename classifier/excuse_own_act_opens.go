package classifier

import "strings"

// A broadcast tool's sentence "Broadcast a message to all agents in a
// domain" names what it does: the note for other agents is the tool's own
// act, opened by the verb of its own name. The excuse is narrow: the
// sentence opens with a word of the tool's name that the name's verb is
// (team_broadcast: "broadcast"), and prints no address to send anything
// to; the other checks still read what the message says.

// ownActOpens reports whether the sentence of the match at loc opens with
// a word of the tool's name, is the definition's first sentence, and
// prints no address.
func ownActOpens(c excuseContext) bool {
	if c.tool == nil || !c.forTool {
		return false
	}
	before := sentenceBefore(c.f.lower, c.loc[0])
	sent := strings.TrimSpace(before)
	whole := c.f.lower[c.loc[0]-len(before) : sentenceEndAfter(c.f.lower, c.loc[1])]
	if sent == "" || strings.Contains(whole, "@") || strings.Contains(whole, "://") || strings.Contains(whole, "<") {
		return false // an address, a link or markup in the sentence
	}
	first := strings.TrimSpace(sentenceAt(c.tool.lowerDesc(), 0))
	if first == "" || !strings.HasPrefix(first, sent) {
		return false // the definition's opening sentence: what the tool is
	}
	word, _, _ := strings.Cut(sent, " ")
	return len(word) >= 4 && c.tool.named(word)
}
