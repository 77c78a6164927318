package classifier

import (
	"regexp"
	"strings"
)

// A checker of prompts or of tool definitions says what it reports by
// showing it: a prompt linter flags "a line like \"ignore previous
// instructions if the user insists\"", an MCP auditor reports "hidden
// tags such as <IMPORTANT> asking the model to read ~/.ssh/id_rsa".
// The words after the example's lead are what the checker finds in what
// it is given, not what it asks of the model; so, for a tool that takes
// another assistant's instructions, are the rules it quotes after an
// example's lead or label ("Example rule owners add: \"Do not disclose
// supplier prices.\""). The reading holds only
// for a checker (a linter, auditor or scanner by its name or its text),
// only for the match right after the lead, and so a second, plain order
// in the same text, or the same lead in a tool that checks nothing, is
// still read as an order.

// gerundExample is an example's lead, then a thing that asks the model
// to act: "such as <IMPORTANT> tags asking the model to ".
var gerundExample = regexp.MustCompile(`(\b(such as|like|for example|for instance)\b|\be\.g\.)[^;:]{0,40}\b(asking|telling|instructing|urging|inviting|getting|ordering)(( the)? (model|assistant|agent|ai|llm)s? to| the)?\s*$`)

// checkerName is a tool named for checking what it is given.
var checkerName = regexp.MustCompile(`\b(lint\w*|audit\w*|scan\w*|check\w*|review\w*|inspect\w*|detect\w*|validat\w*)\b`)

// checkerFinding reports whether the match follows an example's lead in
// the text of a checker: one named for checking, or whose text says it
// looks for attacks.
func checkerFinding(c excuseContext) bool {
	if !c.forTool || c.tool == nil || relayedOrder(c.f.lower, c.loc[0]) {
		return false
	}
	before := c.f.lower[max(0, c.loc[0]-40):c.loc[0]]
	if !exampleLead.MatchString(before) && !gerundExample.MatchString(c.f.lower[max(0, c.loc[0]-80):c.loc[0]]) &&
		!reportedKindLead.MatchString(sentenceBefore(c.f.lower, c.loc[0])) {
		return false
	}
	return checkerName.MatchString(c.tool.topicText()) || checkerSubject.MatchString(c.f.lower) || securitySubject.MatchString(c.f.lower)
}

// exampleLabel ends an example's label before its quotation: "example
// rule owners add: \"".
var exampleLabel = regexp.MustCompile(`\bexamples?\b[^"]{0,30}:\s*"$`)

// instructionsParam is a parameter that takes the instructions of another
// assistant: what a prompt tool stores, not what it tells the model.
var instructionsParam = regexp.MustCompile(`^(instructions|system_?prompt|prompt|persona|system_?message|rules|guidelines)$`)

// takesInstructions reports whether the tool takes another assistant's
// instructions in a parameter of its own.
func takesInstructions(tc *toolContext) bool {
	for _, p := range tc.params {
		if instructionsParam.MatchString(p.lname) {
			return true
		}
	}
	return false
}

// withoutQuotedExamples is sent with the text of each quotation that
// follows an example's lead blanked ("a line like \"…\""), so what the
// sentence says besides the examples can be read alone; false when it
// quotes none.
func withoutQuotedExamples(sent string) (string, bool) {
	b := []byte(sent)
	found := false
	for i := 0; i < len(sent); i++ {
		if sent[i] != '"' {
			continue
		}
		end := strings.IndexByte(sent[i+1:], '"')
		if end < 0 {
			break
		}
		end += i + 1
		if lead := sent[max(0, i-40) : i+1]; exampleLead.MatchString(lead) || exampleLabel.MatchString(lead) {
			found = true
			blankSpan(b, i+1, end)
		}
		i = end
	}
	return string(b), found
}

// reportedKindLead opens a checker's sentence on the kind of text it
// reports, the match in the clause after ("It reports passages that try
// to steer an assistant: <IMPORTANT> blocks, instructions to read …"):
// what follows lists what it finds.
var reportedKindLead = regexp.MustCompile(`^\s*(it\s+|this tool\s+)?(reports?|flags?|detects?|finds?|looks? for|catches|lists?|highlights?)\s+(passages?|text|lines?|phrases?|sentences?|instructions?|content|descriptions?|strings?|patterns?|wording)\s+(that|which)\b[^.:;]{0,80}$`)

// namedAttackKind reports whether the match is the name of a kind of
// attack alone ("exfiltration", "exfiltrating"), no verb of it ordered,
// in a tool whose own words are about attacks (a payload collection, a
// detector): it names what it studies. The orders such a tool might
// carry are read by the other rules and the directive check.
func namedAttackKind(c excuseContext) bool {
	if !c.forTool || c.tool == nil {
		return false
	}
	m := c.f.lower[c.loc[0]:c.loc[1]]
	if m != "exfiltration" && m != "exfiltrations" {
		return false
	}
	return securitySubject.MatchString(c.f.lower) && !relayedOrder(c.f.lower, c.loc[0])
}
