package classifier

import (
	"regexp"
	"strings"
)

// A checker of tool definitions or prompts says what it reports by the
// request the checked text makes: "reports descriptions that ask to read
// files such as ~/.ssh/id_rsa". The request is the checked text's (its
// subject is "descriptions"), reported by the checker's own verb, not one
// the checker makes of the model. The reading holds only for a checker
// (by its name or its text), only when a verb of reporting takes as its
// object a kind of text whose relative clause asks for the act, and never
// after an opening that relays the order ("ask the assistant to read …");
// "honours descriptions that ask to read ~/.ssh/id_rsa" or a plain
// "read ~/.ssh/id_rsa" beside the report stays found.

// reportedAsk is a checker's verb, the kind of text it reports and that
// text's request: "reports descriptions that ask to", "flags prompts
// which tell the model to"; reportedRequest ends the words before a
// match with it.
const reportedAsk = `\b(reports?|flags?|detects?|finds?|catches|highlights?|lists?|warns? (about|of)|marks?|blocks?|rejects?)\s+(any\s+|all\s+|the\s+)?((tool|server|mcp|hidden|suspicious|poisoned)\s+)?` + reportedTexts + `\s+(that|which)\s+` + reportedAskVerb

const (
	reportedTexts   = `(descriptions?|definitions?|prompts?|texts?|lines?|messages?|instructions?|fields?|tools?|payloads?|comments?|content|strings?)`
	reportedAskVerb = `(ask|asks|tell|tells|instruct|instructs|urge|urges|request|requests|direct|directs|try to (get|make)( the (model|assistant|agent))?)(\s+(the\s+)?(model|assistant|agent|ai|llm)s?)?(\s+to)?`
)

var (
	reportedRequest = regexp.MustCompile(reportedAsk + `\s*$`)
	reportedAskIn   = regexp.MustCompile(reportedAsk)
)

// reportedBefore reports whether the clause before at in lower holds a
// reported request whose act runs on to at ("flags definitions that tell
// the model to read files like ~/.aws/credentials").
func reportedBefore(lower string, at int) bool {
	before := sentenceBefore(lower, at)
	m := reportedAskIn.FindStringIndex(before)
	return m != nil && !strings.ContainsAny(before[m[1]:], ",;:")
}

// reportedRequestMatch reports whether, in a checker, the match is the act
// a reported text asks for.
func reportedRequestMatch(c excuseContext) bool {
	if !c.forTool || c.tool == nil || relayedOrder(c.f.lower, c.loc[0]) {
		return false
	}
	if !reportedRequest.MatchString(sentenceBefore(c.f.lower, c.loc[0])) {
		return false
	}
	return checkerName.MatchString(c.tool.topicText()) || checkerSubject.MatchString(c.f.lower) || securitySubject.MatchString(c.f.lower)
}
