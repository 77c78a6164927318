package classifier

import (
	"regexp"
	"strings"
)

// A definition often says what one of its switches does when the user
// turns it on: "Set include_system_prompt to add the system prompt at the
// top of the export." The act is the tool's own, on its own output, and
// the user's to choose; an order to the model would make it standing
// ("always set …", "on every call") or carry the data somewhere else.

// switchLead opens a sentence that says what setting a parameter does:
// "set X (to true) to …", "when X is true, …", "if X is set, …". The
// parameter's name is the first group.
var switchLead = regexp.MustCompile("^(?:set|enable|turn on|pass)\\s+[`'\"]?([a-z][a-z0-9_]*)[`'\"]?(?:\\s+to\\s+(?:true|on|yes|1))?\\s+(?:to|and)\\b|^(?:when|if|with)\\s+[`'\"]?([a-z][a-z0-9_]*)[`'\"]?\\s+(?:is\\s+)?(?:set|true|enabled|on)\\b")

// switchCarried says a sentence makes the act standing, or carries the
// data past the tool's own output: to an address, a host or a sending act.
var switchCarried = regexp.MustCompile(`\b(always|every|each|any time|whenever|by default|regardless|automatically|send|sends|sent|post|posts|upload|uploads|forward|forwards|share|shares|e-?mail|transmit\w*|sync\w*|report|reports|webhook|endpoint|server|third|partner|vendor)\b|https?://|@|\b[a-z0-9-]+\.(com|io|net|org|dev|app|ai)\b`)

// switchEffect reports whether the match at loc stands in a sentence that
// says what one of the tool's boolean parameters does when set, the
// parameter left off unless the user sets it, and the sentence neither
// makes the act standing nor carries the data elsewhere.
func switchEffect(c excuseContext) bool {
	if !c.forTool || c.tool == nil {
		return false
	}
	sent := strings.TrimSpace(sentenceAt(c.f.lower, c.loc[0]))
	m := switchLead.FindStringSubmatch(sent)
	if m == nil || switchCarried.MatchString(sent) {
		return false
	}
	name := m[1] + m[2]
	for _, p := range c.tool.params {
		if p.lname == name && p.typ == "boolean" && p.deflt != "true" {
			return true
		}
	}
	return false
}
