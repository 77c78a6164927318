package classifier

import (
	"regexp"
	"strings"
)

// A bot's configuration tool has a switch named override_system_prompt,
// and its description says that setting it replaces the bot's default
// prompt with the one the user writes. The name read as words sounds like
// an order to override the calling model's prompt; as a boolean the user
// sets, off unless set, in a tool about the bots or prompts it configures
// and whose description names the switch as replacing a prompt, it is the
// user's choice about the bot's prompt. A switch on by default, a string
// that could carry text, a tool about anything else, a description that
// never names the switch, and one that turns the override on the model
// reading it ("your instructions", "ignore", "always") stay flagged.

// promptReplaced is a verb of replacing a prompt in the tool's own words.
var promptReplaced = regexp.MustCompile(`\b(replac(e|es|ed|ing)|swap(s|ped|ping)?|instead of|in place of|supersed(e|es|ed|ing))\b`)

// promptOverrideSwitch reports whether the match is the name of such a
// switch (see above). As promptOverrideParam does, it reads the name as
// words among the definition's texts read together: the match must lie in
// them, and they must stand there once.
func promptOverrideSwitch(c excuseContext) bool {
	if !c.forTool || c.tool == nil || c.f.kind != "description" {
		return false
	}
	if p, ok := namedParam(c); ok {
		if p.typ != "boolean" || strings.TrimSpace(p.deflt) == "true" || !strings.Contains(p.lname, "prompt") {
			return false
		}
		d := c.tool.lowerDesc()
		if !strings.Contains(d, p.lname) || !promptReplaced.MatchString(d) || overrideTurned.MatchString(d) || overrideTurned.MatchString(toLower(p.desc)) {
			return false
		}
		return agentToolSubject.MatchString(toLower(strings.ReplaceAll(c.tool.name, "_", " ")) + " " + d)
	}
	return false
}
