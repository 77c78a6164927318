package classifier

import (
	"regexp"
	"strings"
)

// A tool that records a permission the user gave names the act the
// permission allows: "Records that the user allowed a named tool to run
// without asking each time, for this workspace only." The words that
// would skip a prompt are what the user chose, reported by the tool that
// keeps the choice, not an order to the model. Read so only when the
// sentence opens by recording that the user gave it, and nothing after
// the match widens it past the user's scope ("for every workspace",
// "for all users").

// userAllowedLead opens a sentence that records a permission the user
// gave.
var userAllowedLead = regexp.MustCompile(`^(records?|saves?|stores?|remembers?|notes?|logs?) that (the )?(user|owner|customer|member|admin|administrator)s? (allowed|chose|granted|approved|enabled|agreed|permitted)\b`)

// allowedWidened is a scope after the match that reaches past the user's
// own choice.
var allowedWidened = regexp.MustCompile(`\b(every|all|any) (workspaces?|users?|members?|accounts?|projects?|tools?)\b|\bfrom now on\b|\bpermanently\b`)

// userAllowedAct reports whether the match stands in a sentence that
// records a permission the user gave (see above).
func userAllowedAct(c excuseContext) bool {
	if !c.forTool {
		return false
	}
	lower := c.f.lower
	start := sentenceStart(lower, c.loc[0])
	if !userAllowedLead.MatchString(strings.TrimLeft(lower[start:c.loc[0]], " ")) {
		return false
	}
	sent := sentenceAt(lower, c.loc[0])
	rest := sent[min(len(sent), c.loc[1]-start):]
	return !allowedWidened.MatchString(rest)
}
