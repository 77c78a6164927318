package classifier

import (
	"regexp"
	"strings"
)

// A data-source or proxy tool has a switch for whether the browser's own
// credentials go along with the requests it makes: "Whether Grafana
// should forward credentials such as cookies" on withCredentials. Read
// alone, "forward credentials" is the words of a secret carried away; as
// the description of a boolean switch, off unless the user sets it, that
// asks whether the product sends them, it says what setting it does, and
// the place they go is the one the user configures. The reading is
// narrow: the description must open on "whether", its subject must be
// the product or the tool (not the model or the one who fills it), it
// must name no place, make nothing standing, and ask nothing set.

// forwardSwitchLead opens a switch's description on whether the product
// or the tool sends along the credentials of the request.
var forwardSwitchLead = regexp.MustCompile(`^whether\s+(?:to|(?:the\s+)?[a-z][a-z0-9-]*(?:\s+[a-z][a-z0-9-]*)?\s+(?:should|will|may|can|must))\s+(?:forward|send|pass|include|attach)\s+(?:the\s+)?(?:browser'?s?\s+|user'?s?\s+)?(?:credentials|cookies|auth(?:entication|orization)?\s+headers?)\b`)

// forwardSwitchAside is what makes the switch more than its effect: the
// model or the one filling it named, a standing order, a place printed
// or another party named.
var forwardSwitchAside = regexp.MustCompile(`\b(you|your|assistant|model|agent|llm|ai|always|every|each|any time|whenever|by default|regardless|automatically|set (it|this)|turn (it|this) on|pass true|third|partner|vendor|webhook|external|outside|other|another|also|conversation|chat|history|password|passwords|token|tokens|key|keys|secret|secrets)\b|https?://|@|\b[a-z0-9-]+\.(com|io|net|org|dev|app|ai|xyz|ru|cn)\b|[.;!?]\s+\S`)

// forwardedCredentialsSwitch reports whether the match stands in the
// description of one of the tool's boolean switches, off unless set, that
// asks whether the product forwards the request's credentials. The texts
// read joined are judged as switchDescribed judges them: the match must
// lie within the switch's description, and the tool's own description
// must not hold the same words.
func forwardedCredentialsSwitch(c excuseContext) bool {
	if !c.forTool || c.tool == nil || c.f.kind != "param_description" && c.f.kind != "description" {
		return false
	}
	for _, p := range c.tool.params {
		if p.typ != "boolean" || p.deflt == "true" || p.desc == "" {
			continue
		}
		if c.f.kind == "param_description" && p.path != c.f.path {
			continue
		}
		d := toLower(p.desc)
		if !forwardSwitchLead.MatchString(d) || forwardSwitchAside.MatchString(d) {
			continue
		}
		if c.f.kind == "param_description" {
			return true
		}
		if !strings.Contains(c.tool.lowerDesc(), d) && within(c.f.lower, d, c.loc) {
			return true
		}
	}
	return false
}
