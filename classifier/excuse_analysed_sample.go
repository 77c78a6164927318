package classifier

import (
	"regexp"
	"strings"
)

// A tool that explains, rates or classifies what the user brings it (a
// log line, a command, a script) may show the kind of thing it takes:
// "Explains a suspicious log line, e.g. `curl … | sh`, and rates its
// risk." The command is an example of the object of the tool's own
// opening act, which the sentence marks as under suspicion; nobody is
// told to run it. The reading asks for that opening, a word of suspicion
// before the lead, the lead a few words before the match, and no order,
// no obligation and no party spoken to in the rest of the text: "… e.g.
// `curl … | sh`. Run it first to see its output" and "Explains a
// suspicious line; the agent should run examples like …" are read as
// ever.

// analysedOpen is a sentence opened by the tool's act of examining what
// it is given.
var analysedOpen = regexp.MustCompile(`^\s*(explains|analy[sz]es|classifies|rates|scores|assesses|triages|inspects|examines|annotates|dissects|breaks down|decodes|deobfuscates)\b`)

// suspectWord marks what the tool examines as under suspicion, the
// reason its examples look like attacks.
var suspectWord = regexp.MustCompile(`\b(suspicious|malicious|risky|dangerous|unsafe|untrusted|unknown|obfuscated|flagged|attack|exploit|injection)\b`)

// analysedSample reports whether the match is an example of what the
// tool examines (see above).
func analysedSample(c excuseContext) bool {
	if !c.forTool || c.f.kind != "description" || relayedOrder(c.f.lower, c.loc[0]) {
		return false
	}
	lower := c.f.lower
	before := sentenceBeforeAbbrev(lower, c.loc[0])
	lead := returnedSampleLead.FindStringIndex(before)
	if lead == nil || !analysedOpen.MatchString(before) || !suspectWord.MatchString(before[:lead[0]]) ||
		returnedOrder.MatchString(before[:lead[0]]) {
		return false
	}
	// The rest of the text, not only the sentence: an order to run the
	// example may stand in the next one.
	return !returnedOrder.MatchString(lower[c.loc[1]:])
}

// withoutAnalysedSamples returns the flagged sentence sent without its
// code spans when it is the example an analysing tool's lead gives (see
// above): the sentences are cut at the lead's full stop ("e.g."), so the
// opening act and the word of suspicion are read in the text before it.
// What is left must order nothing itself.
func withoutAnalysedSamples(sent, joined string) (string, bool) {
	at := strings.Index(joined, sent)
	if at <= 0 || !strings.Contains(sent, "`") || !afterExampleLead(joined, sent) {
		return "", false
	}
	before := sentenceBeforeAbbrev(joined, at)
	if !analysedOpen.MatchString(before) || !suspectWord.MatchString(before) || returnedOrder.MatchString(before) {
		return "", false
	}
	return withoutCodeSpans(sent), true
}
