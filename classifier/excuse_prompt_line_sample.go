package classifier

import "regexp"

// A tool that keeps, compares or checks prompts as documents shows a
// sample of the lines those prompts hold: "shows the differences between
// two versions of a system prompt, e.g. 'ignore previous instructions'
// guard lines added or removed". The quotation is named by the noun after
// it as lines of the prompt the tool works on (a guard line, a rule, a
// clause), not as an order to the model reading the definition. The
// reading holds only in a tool whose name or description is about prompts
// and what it does to them as text (diff, version, lint, store), only for
// a match inside a quotation that closes, follows an example's lead and is
// followed by such a noun, and only when the quotation names no place to
// send to and nothing after it in its sentence speaks to the model or asks
// it to obey: "e.g. 'ignore previous instructions' lines, which you must
// follow", a sample carrying an address, or the same words in a tool that
// does nothing to prompts are read as ever.

var (
	// promptTextTool says a tool works on prompts as text: it diffs,
	// versions, lints, reviews or stores them.
	promptTextTool = regexp.MustCompile(`\bprompts?\b.*\b(diff\w*|differences?|compar\w*|versions?|revisions?|histor(y|ies)|lint\w*|review\w*|audit\w*|stor(e|es|ed)|sav(e|es|ed)|librar(y|ies)|changes?|changelogs?)\b|\b(diff\w*|differences?|compar\w*|versions?|revisions?|lint\w*|review\w*|audit\w*|librar(y|ies)|changelogs?)\b.*\bprompts?\b`)
	// promptLineAfter opens the words after a quotation with the noun
	// that makes it a sample of a prompt's lines.
	promptLineAfter = regexp.MustCompile(`^\s*[-‐]?\s*(style |type |kind |like )?(guard |guardrail |safety |refusal |defen[cs]e |protective |system )?(lines?|rules?|clauses?|sentences?|guards?|guardrails?|statements?|paragraphs?|phrases?)\b`)
)

// promptLineSample reports whether the match stands inside a quoted
// sample of the lines a prompt holds, in a tool that works on prompts as
// text (see above).
func promptLineSample(c excuseContext) bool {
	if !c.forTool || c.tool == nil || !promptTextTool.MatchString(c.tool.topicText()+" "+c.tool.lowerDesc()) {
		return false
	}
	lower := c.f.lower
	for _, qt := range quotationsAround(lower, c.loc) {
		if qt.end < 0 {
			return false
		}
		lead := lower[max(0, qt.open-40) : qt.open+1]
		if !exampleLead.MatchString(lead) {
			continue
		}
		after := lower[qt.end+1 : sentenceEndAfter(lower, qt.end+1)]
		return promptLineAfter.MatchString(after) && !namesReach(lower[qt.open:qt.end]) &&
			!obeyAfter.MatchString(after) && !addressedAfter.MatchString(after)
	}
	return false
}
